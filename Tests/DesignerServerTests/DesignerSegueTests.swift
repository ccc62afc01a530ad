import Foundation
import Testing

/// `POST /api/segue`: a dragged connection written as Xcode writes a segue, drawn on the canvas at
/// once, refused with the reason for a source that cannot trigger one, and undoable.
@Suite("Designer segues by dragging")
struct DesignerSegueTests {
  static func addSegue(
    _ server: ServedDesigner, _ harness: DesignerHarness, source: String, destination: String = "UGm-vc-001",
    kind: String = "showDetail", identifier: String? = "play", anchor: String? = nil, version: String? = nil
  ) async throws -> RawHTTPClient.Reply {
    let current = try await DesignerHarness.version(server, documentID: harness.documentID)
    return try await RawHTTPClient.post(
      server, "/api/segue",
      json: try DesignerHarness.body([
        "doc": harness.documentID, "version": version ?? current, "source": source, "destination": destination,
        "kind": kind, "identifier": identifier, "anchor": anchor,
      ]))
  }

  static func segues(_ server: ServedDesigner, _ harness: DesignerHarness) async throws -> [[String: Any]] {
    let reply = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": harness.documentID]))
    return try #require((try reply.json() as? [String: Any])?["segues"] as? [[String: Any]])
  }

  @Test("a Show Detail segue from a button replaces its segue in <connections> with a fresh id and shows on the canvas; undo restores it")
  func fromButton() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let reply = try await Self.addSegue(server, harness, source: "UMe-bt-001")
      #expect(reply.status == 200, "\(reply.text)")
      let body = try #require(try reply.json() as? [String: Any])
      let id = try #require(body["segue"] as? String)
      #expect(id.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil)
      #expect(!String(decoding: harness.original, as: UTF8.self).contains("id=\"\(id)\""))
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      let existing =
        "                                    <segue destination=\"UGn-vc-001\" kind=\"showDetail\" identifier=\"selectGame\" id=\"UMe-sg-001\"/>\n"
      let added = "                                    <segue destination=\"UGm-vc-001\" kind=\"showDetail\" identifier=\"play\" id=\"\(id)\"/>\n"
      // A button triggers one segue: the drag replaces its Select Game segue in place, as Xcode does.
      #expect(String(decoding: harness.original, as: UTF8.self).contains(existing))
      #expect(saved == String(decoding: harness.original, as: UTF8.self).replacingOccurrences(of: existing, with: added))
      let drawn = try await Self.segues(server, harness)
      #expect(drawn.contains { $0["id"] as? String == id && $0["from"] as? String == "UMe-vc-001" && $0["kind"] as? String == "showDetail" })
      #expect(!drawn.contains { $0["id"] as? String == "UMe-sg-001" })

      let version = try await DesignerHarness.version(server, documentID: harness.documentID)
      let undo = try await RawHTTPClient.post(
        server, "/api/undo", json: try DesignerHarness.body(["doc": harness.documentID, "version": version]))
      #expect(undo.status == 200)
      #expect(try harness.saved() == harness.original)
    }
  }

  @Test("a label cannot trigger a segue (400 with the reason), a stale page is a 409, a missing object a 404")
  func refusals() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let label = try await Self.addSegue(server, harness, source: "UGm-lb-001")
      #expect(label.status == 400)
      #expect(label.text.contains("cannot trigger a segue"))
      let custom = try await Self.addSegue(server, harness, source: "UMe-bt-001", kind: "custom")
      #expect(custom.status == 400)
      #expect(custom.text.contains("UIStoryboardSegue subclass"))
      let stale = try await Self.addSegue(server, harness, source: "UMe-bt-001", version: "0-0")
      #expect(stale.status == 409)
      let missing = try await Self.addSegue(server, harness, source: "nope")
      #expect(missing.status == 404)
      #expect(try harness.saved() == harness.original)
    }
  }

  @Test("a popover from a controller without an anchor is refused with the reason and writes nothing; with one it is anchored there")
  func popoverFromController() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let unanchored = try await Self.addSegue(server, harness, source: "UMe-vc-001", kind: "popoverPresentation")
      #expect(unanchored.status == 400)
      #expect(unanchored.text.contains("needs an anchor"), "\(unanchored.text)")
      #expect(try harness.saved() == harness.original)

      let anchored = try await Self.addSegue(
        server, harness, source: "UMe-vc-001", kind: "popoverPresentation", identifier: nil, anchor: "UMe-bt-001")
      #expect(anchored.status == 200, "\(anchored.text)")
      let id = try #require((try anchored.json() as? [String: Any])?["segue"] as? String)
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.contains("<segue destination=\"UGm-vc-001\" kind=\"popoverPresentation\" popoverAnchorView=\"UMe-bt-001\" id=\"\(id)\">"))
    }
  }
}
