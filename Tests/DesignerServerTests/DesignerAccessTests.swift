import Foundation
import Testing

/// Only the page the user opened may read or edit: every `/api/` request needs this run's secret,
/// a cross-origin `Origin` is refused, and a `Host` other than the bound address (DNS rebinding)
/// is refused — all with the JSON error body of every other refusal.
@Suite("Designer access: secret, Origin and Host")
struct DesignerAccessTests {
  /// An edit of the fixture that changes the file (excluding the Turn label in wC hR).
  static func editBody(_ harness: DesignerHarness, _ server: ServedDesigner) async throws -> Data {
    try DesignerHarness.body([
      "doc": harness.documentID, "version": try await DesignerHarness.version(server, documentID: harness.documentID),
      "id": "UGm-lb-001", "width": "compact", "height": "regular", "state": "excluded",
    ])
  }

  /// Every read endpoint the page uses, with valid parameters.
  static func readPaths(_ harness: DesignerHarness) -> [String] {
    [
      "/api/documents", "/api/devices", "/api/canvas?" + query(["doc": harness.documentID]),
      "/api/element?" + query(["doc": harness.documentID, "id": "UGm-lb-001"]),
      "/api/lint?" + query(["doc": harness.documentID]), "/api/events",
    ]
  }

  @Test("edits without the secret, or with a wrong one, are 403 and write nothing; the right one saves")
  func editsNeedTheSecret() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let body = try await Self.editBody(harness, server)
      let wrongToken = String(server.token.reversed())
      for (token, phrase) in [(nil, "carries no access token"), (wrongToken, "access token is wrong"), ("", "access token is wrong")] {
        for path in ["/api/edit", "/api/constant"] {
          let reply = try await RawHTTPClient.post(server, path, json: body, headers: ["X-Adaptive-Token": token])
          #expect(reply.status == 403, "\(path) with token \(token ?? "nil")")
          #expect(reply.errorMessage?.contains(phrase) == true, "\(path): \(reply.text)")
        }
      }
      // A prefix of the secret, or the secret with more after it, is not the secret.
      for guess in [String(server.token.dropLast()), server.token + "0"] {
        let reply = try await RawHTTPClient.post(server, "/api/edit", json: body, headers: ["X-Adaptive-Token": guess])
        #expect(reply.status == 403)
      }
      #expect(try harness.saved() == harness.original)
      #expect(!FileManager.default.fileExists(atPath: harness.storyboard.path + ".orig"))
      let accepted = try await RawHTTPClient.post(server, "/api/edit", json: body)
      #expect(accepted.status == 200, "\(accepted.text)")
      #expect(try harness.saved() != harness.original)
    }
  }

  @Test("reads of documents, devices, canvas, inspector, lint and events need the secret too")
  func readsNeedTheSecret() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      for path in Self.readPaths(harness) {
        let missing = try await RawHTTPClient.get(server, path, headers: ["X-Adaptive-Token": nil])
        #expect(missing.status == 403, "\(path)")
        #expect(missing.errorMessage?.contains("no access token") == true, "\(path): \(missing.text)")
        #expect(missing.headers["content-type"]?.hasPrefix("application/json") == true, "\(path)")
        let wrong = try await RawHTTPClient.get(server, path, headers: ["X-Adaptive-Token": String(repeating: "0", count: 64)])
        #expect(wrong.status == 403, "\(path)")
      }
      // The secret in the query counts only for the event stream (EventSource cannot send headers).
      let queried = try await RawHTTPClient.get(
        server, "/api/documents?" + query(["token": server.token]), headers: ["X-Adaptive-Token": nil])
      #expect(queried.status == 403)
      for path in Self.readPaths(harness) where path != "/api/events" {
        let reply = try await RawHTTPClient.get(server, path)
        #expect(reply.status == 200, "\(path): \(reply.text)")
      }
    }
  }

  @Test("the page shell is served without the secret and holds no secret")
  func shellIsOpen() async throws {
    try await DesignerHarness().withServer { server in
      for path in ["/", "/static/app.js", "/static/edits.js", "/static/index.html", "/static/style.css"] {
        let reply = try await RawHTTPClient.get(server, path, headers: ["X-Adaptive-Token": nil])
        #expect(reply.status == 200, "\(path)")
        #expect(!reply.text.contains(server.token), "\(path)")
      }
    }
  }

  @Test("a request with another Origin is refused with 403 even with the secret; the own Origin is accepted")
  func forgedOrigin() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let body = try await Self.editBody(harness, server)
      let foreign = ["http://evil.example", "null", "http://127.0.0.1:\(server.port + 1)", "https://\(server.host)", "http://localhost:\(server.port)"]
      for origin in foreign {
        let edit = try await RawHTTPClient.post(server, "/api/edit", json: body, headers: ["Origin": origin])
        #expect(edit.status == 403, "Origin: \(origin)")
        #expect(edit.errorMessage?.contains("only the designer's own page") == true, "\(edit.text)")
        let read = try await RawHTTPClient.get(server, "/api/documents", headers: ["Origin": origin])
        #expect(read.status == 403, "Origin: \(origin)")
        let shell = try await RawHTTPClient.get(server, "/", headers: ["Origin": origin])
        #expect(shell.status == 403, "Origin: \(origin)")
      }
      #expect(try harness.saved() == harness.original)
      let own = try await RawHTTPClient.post(server, "/api/edit", json: body, headers: ["Origin": "http://\(server.host)"])
      #expect(own.status == 200, "\(own.text)")
    }
  }

  @Test("a Host other than the bound address and port is refused with 421 (DNS rebinding)")
  func forgedHost() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let body = try await Self.editBody(harness, server)
      for host in ["evil.example:\(server.port)", "evil.example", "127.0.0.1:\(server.port + 1)", "127.0.0.1", "127.0.0.1.evil.example:\(server.port)"] {
        for path in ["/", "/api/documents"] {
          let reply = try await RawHTTPClient.get(server, path, headers: ["Host": host])
          #expect(reply.status == 421, "Host: \(host) \(path)")
          #expect(reply.errorMessage?.contains("answers only at http://127.0.0.1:\(server.port)") == true, "\(reply.text)")
        }
        let edit = try await RawHTTPClient.post(server, "/api/edit", json: body, headers: ["Host": host])
        #expect(edit.status == 421, "Host: \(host)")
      }
      // HTTP/1.0 allows leaving Host out; the server does not.
      let bare = try await RawHTTPClient.send(
        port: server.port, "GET /api/documents HTTP/1.0\r\nX-Adaptive-Token: \(server.token)\r\nConnection: close\r\n\r\n")
      #expect(bare.status == 421)
      #expect(try harness.saved() == harness.original)
      // The loopback names all reach a loopback bind.
      for host in ["localhost:\(server.port)", "LOCALHOST:\(server.port)", "[::1]:\(server.port)"] {
        #expect(try await RawHTTPClient.get(server, "/api/documents", headers: ["Host": host]).status == 200, "Host: \(host)")
      }
    }
  }
}
