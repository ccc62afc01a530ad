import Foundation
import Testing

/// Undo and redo over HTTP: the server keeps each document's saved edits as file versions for
/// its session; every step is a guarded write with a backup, refused when the file moved on.
@Suite("Designer undo and redo")
struct DesignerHistoryTests {
  static func history(_ server: ServedDesigner, _ harness: DesignerHarness) async throws -> (undo: [String], redo: [String]) {
    let reply = try await RawHTTPClient.get(server, "/api/history?" + query(["doc": harness.documentID]))
    #expect(reply.status == 200, "\(reply.text)")
    let body = try #require(try reply.json() as? [String: Any])
    return (body["undo"] as? [String] ?? [], body["redo"] as? [String] ?? [])
  }

  static func step(_ direction: String, _ server: ServedDesigner, _ harness: DesignerHarness) async throws -> RawHTTPClient.Reply {
    let version = try await DesignerHarness.version(server, documentID: harness.documentID)
    return try await RawHTTPClient.post(
      server, "/api/\(direction)", json: try DesignerHarness.body(["doc": harness.documentID, "version": version]))
  }

  static func exclude(_ server: ServedDesigner, _ harness: DesignerHarness) async throws {
    let version = try await DesignerHarness.version(server, documentID: harness.documentID)
    let reply = try await RawHTTPClient.post(
      server, "/api/edit",
      json: try DesignerHarness.body([
        "doc": harness.documentID, "version": version, "id": "UGm-lb-001", "width": "compact", "height": "regular",
        "state": "excluded",
      ]))
    #expect(reply.status == 200, "\(reply.text)")
  }

  @Test("an edit and a constant are undone to the original bytes and redone to the edited ones, each step backed up")
  func undoRedo() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      #expect(try await Self.history(server, harness).undo.isEmpty)
      let nothing = try await Self.step("undo", server, harness)
      #expect(nothing.status == 409)
      #expect(nothing.text.contains("nothing to undo"))

      try await Self.exclude(server, harness)
      let afterEdit = try harness.saved()
      let constant = try await DesignerConstantEditTests.setConstant(
        harness, server: server, width: "any", height: "any", constant: 30)
      #expect(constant.status == 200, "\(constant.text)")
      let afterConstant = try harness.saved()
      let labels = try await Self.history(server, harness)
      #expect(labels.undo == ["constant 30 in wAny hAny for UGm-cn-003", "uninstall in wC hR UGm-lb-001"])
      #expect(labels.redo.isEmpty)

      let first = try await Self.step("undo", server, harness)
      #expect(first.status == 200, "\(first.text)")
      #expect(try harness.saved() == afterEdit)
      let backup = try #require((try first.json() as? [String: Any])?["backup"] as? String)
      #expect(try Data(contentsOf: harness.folder.appendingPathComponent(backup)) == afterConstant)
      #expect(try await Self.step("undo", server, harness).status == 200)
      #expect(try harness.saved() == harness.original)
      #expect(try await Self.history(server, harness).redo.count == 2)

      #expect(try await Self.step("redo", server, harness).status == 200)
      #expect(try harness.saved() == afterEdit)
      #expect(try await Self.step("redo", server, harness).status == 200)
      #expect(try harness.saved() == afterConstant)
      let done = try await Self.history(server, harness)
      #expect(done.undo.count == 2 && done.redo.isEmpty)

      // A new edit after an undo drops what could be redone; an edit that changes nothing is no step.
      #expect(try await Self.step("undo", server, harness).status == 200)
      try await Self.exclude(server, harness)
      #expect(try await Self.history(server, harness).redo.count == 1)
      let other = try await DesignerConstantEditTests.setConstant(
        harness, server: server, width: "any", height: "any", constant: 35)
      #expect(other.status == 200)
      let after = try await Self.history(server, harness)
      #expect(after.redo.isEmpty)
      #expect(after.undo.first == "constant 35 in wAny hAny for UGm-cn-003")
    }
  }

  @Test("undo refuses when the file changed on disk after the edit, and writes nothing")
  func outsideChange() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      try await Self.exclude(server, harness)
      var changed = try harness.saved()
      changed.append(contentsOf: Array("<!-- edited elsewhere -->\n".utf8))
      try changed.write(to: harness.storyboard)
      let reply = try await Self.step("undo", server, harness)
      #expect(reply.status == 409)
      #expect(reply.text.contains("changed on disk after the edit"))
      #expect(try harness.saved() == changed)
      // A stale page version is refused too, before anything else.
      let stale = try await RawHTTPClient.post(
        server, "/api/undo", json: try DesignerHarness.body(["doc": harness.documentID, "version": "0-0"]))
      #expect(stale.status == 409)
    }
  }
}
