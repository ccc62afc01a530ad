import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Who may talk to the server: requests addressed to the bound address (DNS rebinding sends
/// another host name), from no other origin, and — for everything under `/api/` — carrying the
/// server's secret.
///
/// The rules, in order:
/// 1. `Host` must name the bound address and port (421 otherwise). A loopback bind also answers to
///    the other loopback names (`127.0.0.1`, `localhost`, `[::1]`); a wildcard bind (`0.0.0.0`,
///    `::`) to any IP literal and `localhost` — never to a DNS name an attacker could point here.
/// 2. An `Origin`, when sent, must be this server's own (`http://` + the `Host` sent); anything
///    else, `null` included, is 403. Browsers send `Origin` on every cross-origin request and
///    every POST, and leave it out of same-origin GETs, so an absent `Origin` is accepted — the
///    secret is what proves the caller.
/// 3. `/api/…` needs the secret in the `X-Adaptive-Token` header (403 otherwise). The event stream
///    may carry it as `?token=` instead, because `EventSource` cannot set headers. The page shell
///    (`/`, `/static/…`) is open: it holds nothing but code.
struct AccessPolicy: Sendable {
  /// The header the page sends the secret in.
  static let tokenHeader = "X-Adaptive-Token"
  /// The query parameter the event stream and the page's address carry the secret in.
  static let tokenParameter = "token"
  /// The endpoint that may take the secret from the query.
  static let eventsPath = "/api/events"
  /// Paths that need the secret.
  static let protectedPrefix = "/api/"

  private static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "::1"]
  private static let wildcardNames: Set<String> = ["0.0.0.0", "::"]

  /// The address the server was asked to bind.
  let boundHost: String
  let token: AccessToken

  /// The parts of a request the policy looks at.
  struct Request {
    var path: String
    /// `Host` (HTTP/1) or `:authority`.
    var host: String?
    var origin: String?
    var headerToken: String?
    var queryToken: String?
  }

  /// Why `request` is refused, or nil when it may go on; `port` is the port actually bound.
  func refusal(of request: Request, port: Int) -> DesignerRequestError? {
    guard let host = request.host, !host.isEmpty else {
      return .misdirected("the request has no Host header; this server answers only at \(address(port: port))")
    }
    guard let (name, hostPort) = Self.split(host: host), hostPort == port, accepts(name: name) else {
      return .misdirected("this server answers only at \(address(port: port)), not at '\(host)'")
    }
    if let origin = request.origin, origin.lowercased() != "http://" + host.lowercased() {
      return .forbidden("requests from '\(origin)' are refused: only the designer's own page may call it")
    }
    guard request.path.hasPrefix(Self.protectedPrefix) else { return nil }
    let candidate = request.headerToken ?? (request.path == Self.eventsPath ? request.queryToken : nil)
    guard token.matches(candidate.map { Substring($0) }) else {
      return .forbidden(
        candidate == nil
          ? "the request carries no access token: open the address 'adaptive serve' printed (it ends in ?token=…)"
          : "the access token is wrong: open the address this run of 'adaptive serve' printed")
    }
    return nil
  }

  /// `http://host:port` for messages.
  func address(port: Int) -> String {
    "http://\(boundHost.contains(":") ? "[\(boundHost)]" : boundHost):\(port)"
  }

  /// Whether a `Host` name (lowercased, without brackets) reaches this server by its address.
  private func accepts(name: String) -> Bool {
    let bound = boundHost.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if name == bound { return true }
    if Self.loopbackNames.contains(bound) { return Self.loopbackNames.contains(name) }
    if Self.wildcardNames.contains(bound) { return name == "localhost" || Self.isIPLiteral(name) }
    return false
  }

  /// `name:port`, `[v6]:port` or `name` (port 80) split into a lowercased name and a port.
  static func split(host: String) -> (String, Int)? {
    let lowered = host.lowercased()
    if lowered.hasPrefix("[") {
      guard let close = lowered.firstIndex(of: "]") else { return nil }
      let name = String(lowered[lowered.index(after: lowered.startIndex)..<close])
      let rest = lowered[lowered.index(after: close)...]
      if rest.isEmpty { return (name, 80) }
      guard rest.hasPrefix(":"), let port = Int(rest.dropFirst()) else { return nil }
      return (name, port)
    }
    let parts = lowered.split(separator: ":", omittingEmptySubsequences: false)
    switch parts.count {
    case 1: return (lowered, 80)
    case 2:
      guard let port = Int(parts[1]) else { return nil }
      return (String(parts[0]), port)
    default: return nil
    }
  }

  /// Whether `name` is an IPv4 or IPv6 address rather than a DNS name.
  static func isIPLiteral(_ name: String) -> Bool {
    var v4 = in_addr()
    var v6 = in6_addr()
    return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
  }
}
