import Foundation
import Testing

/// The undo history outlives the server: it is saved beside the document (next to the backups)
/// after every step and read by the next server, whose undo still refuses when the file changed.
@Suite("Designer undo history across a server restart")
struct DesignerPersistentHistoryTests {
  static func historyFile(_ harness: DesignerHarness) -> URL {
    harness.folder.appendingPathComponent("Designer.storyboard.adaptive-history")
  }

  @Test("two edits saved by one server are undone and redone by the next, byte for byte")
  func undoAfterRestart() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer(keepingFolder: true) { server in
      try await DesignerHistoryTests.exclude(server, harness)
      let constant = try await DesignerConstantEditTests.setConstant(
        harness, server: server, width: "any", height: "any", constant: 30)
      #expect(constant.status == 200, "\(constant.text)")
    }
    #expect(FileManager.default.fileExists(atPath: Self.historyFile(harness).path))
    let afterConstant = try harness.saved()
    try await harness.withServer(keepingFolder: true) { server in
      let labels = try await DesignerHistoryTests.history(server, harness)
      #expect(labels.undo == ["constant 30 in wAny hAny for UGm-cn-003", "uninstall in wC hR UGm-lb-001"])
      #expect(try await DesignerHistoryTests.step("undo", server, harness).status == 200)
      let afterEdit = try harness.saved()
      #expect(afterEdit != afterConstant)
      #expect(try await DesignerHistoryTests.step("undo", server, harness).status == 200)
      #expect(try harness.saved() == harness.original)
      #expect(try await DesignerHistoryTests.step("redo", server, harness).status == 200)
      #expect(try harness.saved() == afterEdit)
    }
    // The redo left by the second server is there for a third.
    try await harness.withServer { server in
      let labels = try await DesignerHistoryTests.history(server, harness)
      #expect(labels.undo == ["uninstall in wC hR UGm-lb-001"])
      #expect(labels.redo == ["constant 30 in wAny hAny for UGm-cn-003"])
      #expect(try await DesignerHistoryTests.step("redo", server, harness).status == 200)
      #expect(try harness.saved() == afterConstant)
    }
  }

  @Test("a file changed while no server ran is not undone (409, nothing written); an unreadable history is reported")
  func changedWhileStopped() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer(keepingFolder: true) { server in
      try await DesignerHistoryTests.exclude(server, harness)
    }
    let elsewhere = try harness.saved() + Data("<!-- edited in Xcode -->\n".utf8)
    try elsewhere.write(to: harness.storyboard)
    try await harness.withServer(keepingFolder: true) { server in
      let undo = try await DesignerHistoryTests.step("undo", server, harness)
      #expect(undo.status == 409)
      #expect(undo.text.contains("changed on disk after the edit"), "\(undo.text)")
      #expect(try harness.saved() == elsewhere)
    }
    try Data(#"{"formatVersion": 99, "document": "Designer.storyboard", "history": {}}"#.utf8).write(to: Self.historyFile(harness))
    try await harness.withServer { server in
      let reply = try await RawHTTPClient.get(server, "/api/history?" + query(["doc": harness.documentID]))
      let body = try #require(try reply.json() as? [String: Any])
      #expect((body["undo"] as? [String])?.isEmpty == true)
      let problem = try #require(body["problem"] as? String)
      #expect(problem.contains("Designer.storyboard.adaptive-history") && problem.contains("format 99"), "\(problem)")
    }
  }
}
