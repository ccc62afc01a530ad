import DesignerServer
import Foundation
import Testing

/// The server shows and edits only what it was started with, and survives bad requests.
@Suite("Designer security")
struct DesignerSecurityTests {
  @Test("paths outside the roots are refused: traversal and absolute paths 403, unknown 404")
  func traversal() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      for doc in ["../../etc/passwd", "0/../../etc/passwd", "/etc/passwd", "0/..", "0\\..\\x.storyboard"] {
        let reply = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": doc]))
        #expect(reply.status == 403, "doc=\(doc)")
        #expect(reply.errorMessage?.contains("outside the files this server was started with") == true)
      }
      let unknown = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": "0/Other.storyboard"]))
      #expect(unknown.status == 404)
      // Encoded slashes and dots in the query decode to the same refused ids.
      let encoded = try await RawHTTPClient.get(server, "/api/element?doc=%2e%2e%2f%2e%2e%2fetc%2fpasswd&id=x")
      #expect(encoded.status == 403)
      for path in ["/../../etc/passwd", "/static/../../Package.swift", "/static/%2e%2e%2fPackage.swift"] {
        let reply = try await RawHTTPClient.get(server, path)
        #expect(reply.status == 404, "\(path)")
        #expect(reply.errorMessage?.isEmpty == false, "\(path)")
      }
    }
  }

  @Test("a symlink in a served folder that leads out of it is neither listed nor served")
  func symlinkOut() async throws {
    let harness = try DesignerHarness()
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    try harness.original.write(to: outside.appendingPathComponent("Secret.storyboard"))
    try FileManager.default.createSymbolicLink(
      at: harness.folder.appendingPathComponent("Linked.storyboard"),
      withDestinationURL: outside.appendingPathComponent("Secret.storyboard"))
    try FileManager.default.createSymbolicLink(
      at: harness.folder.appendingPathComponent("linked-folder"), withDestinationURL: outside)
    try await harness.withServer { server in
      let list = try #require(try await RawHTTPClient.get(server, "/api/documents").json() as? [[String: Any]])
      #expect(list.compactMap { $0["id"] as? String } == [harness.documentID])
      for doc in ["0/Linked.storyboard", "0/linked-folder/Secret.storyboard"] {
        let reply = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": doc]))
        #expect(reply.status == 404, "doc=\(doc)")
      }
    }
  }

  @Test("a served file replaced by a symlink out of the root is refused with 403")
  func swappedSymlink() async throws {
    let harness = try DesignerHarness()
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-outside-\(UUID().uuidString).storyboard")
    try harness.original.write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    try await harness.withServer(limits: .init(pollInterval: .seconds(60))) { server in
      try FileManager.default.removeItem(at: harness.storyboard)
      try FileManager.default.createSymbolicLink(at: harness.storyboard, withDestinationURL: outside)
      let reply = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": harness.documentID]))
      #expect(reply.status == 403)
    }
  }

  @Test("malformed requests get a 4xx and the server keeps serving")
  func malformed() async throws {
    try await DesignerHarness().withServer { server in
      let garbage = try await RawHTTPClient.send(port: server.port, "NOT-HTTP\r\n\r\n")
      #expect((400..<500).contains(garbage.status))
      let method = try await RawHTTPClient.send(
        port: server.port,
        "DELETE /api/documents HTTP/1.1\r\nHost: \(server.host)\r\nX-Adaptive-Token: \(server.token)\r\nConnection: close\r\n\r\n")
      #expect((400..<500).contains(method.status))
      #expect(method.errorMessage?.isEmpty == false)
      #expect(try await RawHTTPClient.get(server, "/api/documents").status == 200)
    }
  }

  @Test("the server binds loopback by default and refuses unusable start-up input")
  func startup() throws {
    let harness = try DesignerHarness()
    defer { try? FileManager.default.removeItem(at: harness.folder) }
    #expect(try DesignerServer(paths: [harness.folder.path]).host == "127.0.0.1")
    #expect(throws: DesignerServerError.unusablePath("/no/such/place", reason: "no such file or directory")) {
      try DesignerServer(paths: ["/no/such/place"])
    }
    let empty = harness.folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: DesignerServerError.noDocuments([empty.path])) { try DesignerServer(paths: [empty.path]) }
    let text = harness.folder.appendingPathComponent("notes.txt")
    try Data("hi".utf8).write(to: text)
    #expect(throws: DesignerServerError.unusablePath(text.path, reason: "not a .storyboard or .xib file")) {
      try DesignerServer(paths: [text.path])
    }
    #expect(throws: DesignerServerError.badAddress("port 70000 is not between 0 and 65535")) {
      try DesignerServer(paths: [harness.folder.path], port: 70000)
    }
  }
}
