import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP exchange over a plain loopback socket, written byte for byte as given — so tests can
/// send what a browser never would (`..` in paths, broken request lines, oversized bodies).
/// Every read has a timeout; nothing waits forever.
enum RawHTTPClient {
  /// A parsed response.
  struct Reply {
    let status: Int
    let headers: [String: String]
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as JSON.
    func json() throws -> Any { try JSONSerialization.jsonObject(with: body) }

    /// The `error.message` of an error body.
    var errorMessage: String? {
      ((try? json()) as? [String: Any]).flatMap { $0["error"] as? [String: Any] }.flatMap { $0["message"] as? String }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// `GET path` as the page sends it: Host naming the server, and the secret. `headers` replaces
  /// those (nil leaves one out), so a test can forge or omit any of them.
  static func get(_ server: ServedDesigner, _ path: String, headers: [String: String?] = [:]) async throws -> Reply {
    try await send(port: server.port, request("GET", path, headers: standardHeaders(server).merging(headers) { $1 }))
  }

  /// `POST path` with a JSON body, as `get`.
  static func post(_ server: ServedDesigner, _ path: String, json body: Data, headers: [String: String?] = [:])
    async throws -> Reply
  {
    var fields = standardHeaders(server).merging(headers) { $1 }
    fields["Content-Type"] = "application/json"
    fields["Content-Length"] = String(body.count)
    return try await send(port: server.port, request("POST", path, headers: fields, body: body))
  }

  /// The headers every request carries unless a test replaces them.
  static func standardHeaders(_ server: ServedDesigner) -> [String: String?] {
    ["Host": server.host, "X-Adaptive-Token": server.token, "Connection": "close"]
  }

  /// A request's bytes; headers with a nil value are left out.
  static func request(_ method: String, _ path: String, headers: [String: String?], body: Data = Data()) -> Data {
    var head = "\(method) \(path) HTTP/1.1\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      if let value { head += "\(name): \(value)\r\n" }
    }
    var bytes = Data((head + "\r\n").utf8)
    bytes.append(body)
    return bytes
  }

  /// Sends raw bytes and reads the response until the server closes the connection.
  static func send(port: Int, _ text: String) async throws -> Reply {
    try await send(port: port, Data(text.utf8))
  }

  /// The timeout is generous because the server's layout work shares the main actor with every
  /// other test running in the same process.
  static func send(port: Int, _ request: Data, timeout: Int = 300) async throws -> Reply {
    let raw = try await exchange(port: port, request: request, timeout: timeout) { _ in false }
    return try parse(raw)
  }

  /// Sends a request and reads until `done` says the bytes so far are enough (or the timeout).
  static func exchange(port: Int, request: Data, timeout: Int, until done: @escaping @Sendable (Data) -> Bool)
    async throws -> Data
  {
    try await withCheckedThrowingContinuation { continuation in
      // Blocking socket calls run on their own thread, away from the cooperative pool.
      Thread.detachNewThread {
        continuation.resume(with: Result { try blockingExchange(port: port, request: request, timeout: timeout, until: done) })
      }
    }
  }

  private static func blockingExchange(port: Int, request: Data, timeout: Int, until done: (Data) -> Bool) throws -> Data {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure(description: "socket() failed") }
    defer { close(fd) }
    var interval = timeval(tv_sec: 1, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw Failure(description: "cannot connect to 127.0.0.1:\(port)") }
    request.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let sent = Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        // The server may answer (413) and close before reading a large body: stop sending then.
        if sent <= 0 { break }
        offset += sent
      }
    }
    var received = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    let deadline = Date().addingTimeInterval(TimeInterval(timeout))
    while Date() < deadline {
      let count = recv(fd, &chunk, chunk.count, 0)
      if count > 0 {
        received.append(contentsOf: chunk[0..<count])
        if done(received) { return received }
      } else if count == 0 {
        return received
      } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
        return received
      }
    }
    if received.isEmpty { throw Failure(description: "no answer from 127.0.0.1:\(port) within \(timeout) s") }
    return received
  }

  /// Splits a raw response into status, headers and body (de-chunked).
  static func parse(_ raw: Data) throws -> Reply {
    guard let split = raw.range(of: Data("\r\n\r\n".utf8)) else {
      throw Failure(description: "not an HTTP response: \(String(decoding: raw.prefix(200), as: UTF8.self))")
    }
    let head = String(decoding: raw[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = head.first?.split(separator: " ") ?? []
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
      throw Failure(description: "bad status line: \(head.first ?? "")")
    }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var body = Data(raw[split.upperBound...])
    if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
    return Reply(status: status, headers: headers, body: body)
  }

  private static func dechunk(_ data: Data) -> Data {
    var result = Data()
    var rest = data[...]
    while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
      let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16) ?? 0
      if size == 0 { break }
      let start = lineEnd.upperBound
      let end = min(rest.endIndex, start + size)
      result.append(rest[start..<end])
      rest = rest[min(rest.endIndex, end + 2)...]
    }
    return result
  }
}
