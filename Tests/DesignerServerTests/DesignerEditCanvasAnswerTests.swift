import Foundation
import Testing

/// An edit asked with `?canvas=1` answers in one stream: the edit's result (once the file is
/// written), then the written version's canvas, which is the canvas a later request gets; the
/// file holds exactly the bytes the plain edit writes, and refusals stay refusals.
@Suite("Designer edit answered with its canvas")
struct DesignerEditCanvasAnswerTests {
  /// The canvas parameters the page sends with an edit.
  static let canvasQuery = query(["canvas": "1", "device": "iPhone 15", "width": "compact", "height": "regular"])

  /// A constant edit of the Turn label's top constraint in wC hR, against `version`.
  static func constantBody(_ harness: DesignerHarness, version: String, constant: Double) throws -> Data {
    try DesignerHarness.body([
      "doc": harness.documentID, "version": version, "id": "UGm-cn-003", "width": "compact", "height": "regular",
      "constant": constant,
    ])
  }

  /// The lines of a newline-delimited answer, as JSON objects.
  static func lines(_ reply: RawHTTPClient.Reply) throws -> [[String: Any]] {
    try reply.text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test("the result comes first, then the written version's canvas, equal to the canvas asked afterwards")
  func resultThenCanvas() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      // The plain edit's bytes, then undone, so the same edit can be made again with its canvas.
      let start = try await DesignerHarness.version(server, documentID: harness.documentID)
      let plain = try await RawHTTPClient.post(
        server, "/api/constant", json: try Self.constantBody(harness, version: start, constant: 44))
      #expect(plain.status == 200, "\(plain.text)")
      let plainBytes = try harness.saved()
      let edited = try await DesignerHarness.version(server, documentID: harness.documentID)
      let undo = try await RawHTTPClient.post(
        server, "/api/undo", json: try DesignerHarness.body(["doc": harness.documentID, "version": edited]))
      #expect(undo.status == 200, "\(undo.text)")
      #expect(try harness.saved() == harness.original)

      let reply = try await RawHTTPClient.post(
        server, "/api/constant?" + Self.canvasQuery,
        json: try Self.constantBody(harness, version: try DesignerHarness.version(server, documentID: harness.documentID), constant: 44))
      #expect(reply.status == 200, "\(reply.text)")
      #expect(reply.headers["content-type"]?.hasPrefix("application/x-ndjson") == true)
      // The file holds exactly what the plain edit wrote.
      #expect(try harness.saved() == plainBytes)
      let lines = try Self.lines(reply)
      let result = try #require(lines.first?["result"] as? [String: Any])
      #expect(result["changed"] as? Bool == true)
      let version = try #require(result["version"] as? String)
      #expect(version == (try await DesignerHarness.version(server, documentID: harness.documentID)))
      var canvas = try #require(lines.dropFirst().first?["header"] as? [String: Any])
      #expect(canvas["version"] as? String == version)
      var scenes = try #require(canvas["scenes"] as? [[String: Any]])
      for line in lines.dropFirst(2).dropLast() {
        let index = try #require(line["index"] as? Int)
        scenes[index] = try #require(line["scene"] as? [String: Any])
      }
      let done = try #require(lines.last)
      #expect(done["done"] as? Bool == true)
      canvas["scenes"] = scenes
      canvas["messages"] = done["messages"]
      // Put together, the answer's canvas is the one a later request gets (from the cache it filled).
      let later = try await RawHTTPClient.get(
        server, "/api/canvas?" + query(["doc": harness.documentID, "device": "iPhone 15", "width": "compact", "height": "regular"]))
      let expected = try #require(try later.json() as? [String: Any])
      #expect(canvas["version"] as? String == expected["version"] as? String)
      let expectedScenes = try #require(expected["scenes"] as? [[String: Any]])
      #expect(scenes.map { $0["id"] as? String } == expectedScenes.map { $0["id"] as? String })
      #expect(scenes.map { $0["digest"] as? String } == expectedScenes.map { $0["digest"] as? String })
      #expect(scenes.map { $0["svg"] as? String } == expectedScenes.map { $0["svg"] as? String })
      // The edit moved the label in wC hR: its drawing is in the answer.
      let drawn = scenes.compactMap { $0["svg"] as? String }
      #expect(drawn.contains { $0.contains("data-id=\"UGm-lb-001\"") })
    }
  }

  @Test("drawings the page says it shows are left out of the edit's canvas")
  func knownLeftOut() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let path = "/api/canvas?" + query(["doc": harness.documentID, "device": "iPhone 15", "width": "compact", "height": "regular"])
      let before = try #require(try await RawHTTPClient.get(server, path).json() as? [String: Any])
      let digests = try #require(before["scenes"] as? [[String: Any]]).compactMap { $0["digest"] as? String }
      let version = try await DesignerHarness.version(server, documentID: harness.documentID)
      let reply = try await RawHTTPClient.post(
        server, "/api/constant?" + Self.canvasQuery + "&" + query(["known": digests.joined(separator: ",")]),
        json: try Self.constantBody(harness, version: version, constant: 44))
      #expect(reply.status == 200, "\(reply.text)")
      let lines = try Self.lines(reply)
      // Kept drawings are in the header; the scenes laid out anew follow on lines of their own.
      var scenes = try #require((lines.dropFirst().first?["header"] as? [String: Any])?["scenes"] as? [[String: Any]])
      for line in lines.dropFirst(2) {
        if let index = line["index"] as? Int, let scene = line["scene"] as? [String: Any] { scenes[index] = scene }
      }
      #expect(lines.dropFirst(2).filter { $0["scene"] != nil }.count < scenes.count)
      // Only the scenes the edit changed carry a drawing; the rest are said to be unchanged.
      let sent = scenes.filter { ($0["svg"] as? String)?.isEmpty == false }
      let unchanged = scenes.filter { $0["unchanged"] as? Bool == true }
      #expect(!sent.isEmpty)
      #expect(!unchanged.isEmpty)
      #expect(sent.count + unchanged.count == scenes.count)
    }
  }

  @Test("a stale version, a bad canvas parameter, no secret or another Origin: refused, nothing written")
  func refusals() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let version = try await DesignerHarness.version(server, documentID: harness.documentID)
      let stale = try await RawHTTPClient.post(
        server, "/api/constant?" + Self.canvasQuery, json: try Self.constantBody(harness, version: "0-0", constant: 44))
      #expect(stale.status == 409)
      #expect(stale.errorMessage?.contains("changed on disk") == true, "\(stale.text)")
      // The canvas parameters are checked before the edit is made.
      let badDevice = try await RawHTTPClient.post(
        server, "/api/constant?" + query(["canvas": "1", "device": "Nokia 3310"]),
        json: try Self.constantBody(harness, version: version, constant: 44))
      #expect(badDevice.status == 400)
      #expect(badDevice.errorMessage?.contains("unknown device") == true, "\(badDevice.text)")
      let noSecret = try await RawHTTPClient.post(
        server, "/api/constant?" + Self.canvasQuery, json: try Self.constantBody(harness, version: version, constant: 44),
        headers: ["X-Adaptive-Token": nil])
      #expect(noSecret.status == 403)
      let forged = try await RawHTTPClient.post(
        server, "/api/constant?" + Self.canvasQuery, json: try Self.constantBody(harness, version: version, constant: 44),
        headers: ["Origin": "http://attacker.example"])
      #expect(forged.status == 403)
      #expect(try harness.saved() == harness.original)
      #expect(!FileManager.default.fileExists(atPath: harness.storyboard.path + ".orig"))
    }
  }
}
