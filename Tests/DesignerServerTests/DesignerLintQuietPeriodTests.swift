@testable import DesignerServer
import Foundation
import Testing

/// After an edit, lint waits for the document to go quiet (`Limits.lintQuietPeriod`) before its
/// worker starts, and the next edit stops a waiting or running lint: a quick run of edits is
/// linted once, for its last version, never beside each edit's canvas.
@MainActor
@Suite("Designer lints a run of edits once")
struct DesignerLintQuietPeriodTests {
  /// A constant edit of the fixture's constraint, made against the file's current version.
  static func edit(_ workspace: DesignerWorkspace, _ served: DesignerIncrementalCanvasTests.Served, constant: Double)
    async throws -> EditResult
  {
    let (_, loaded) = try workspace.load(served.id)
    return try await workspace.editConstant(
      ConstantEditRequest(
        doc: served.id, version: loaded.version, id: "UGm-cn-003", width: "compact", height: "regular",
        constant: constant))
  }

  @Test("a lint asked within the quiet period after an edit is stopped by the next edit (409) before its worker starts")
  func waitingLintStoppedByNextEdit() async throws {
    let source = DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard")
    let served = try DesignerIncrementalCanvasTests.Served(copying: source, as: "D.storyboard")
    defer { served.remove() }
    let side = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-serve-quiet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: side) }
    let worker = try DesignerLintWorkerTests.gatedWorker(in: side)
    // A quiet period no test run reaches: the lint can only end by being stopped.
    let workspace = DesignerWorkspace(
      catalog: try DocumentCatalog(paths: [served.folder.path]), events: EventHub(),
      limits: DesignerServer.Limits(lintQuietPeriod: .seconds(3600)), lintWorker: LintWorker(executable: worker.script))
    let first = try await Self.edit(workspace, served, constant: 44)
    #expect(first.changed)
    let lint = Task { @MainActor in
      try await workspace.lint(served.id, cell: try SizeClassCell(width: nil, height: nil))
    }
    // The lint run is registered once its task has run up to its wait (bounded, never timed).
    for _ in 0..<10_000 where workspace.lintRuns.isEmpty { await Task.yield() }
    #expect(workspace.lintRuns.count == 1)
    let second = try await Self.edit(workspace, served, constant: 52)
    #expect(second.changed)
    #expect(workspace.lintRuns.isEmpty, "the edit did not stop the waiting lint")
    // Had it not, the lint would wait out the hour: stopped here so the test fails instead.
    if !workspace.lintRuns.isEmpty { workspace.stopLint(of: served.id) }
    let answer = await lint.result
    guard case .failure(let error) = answer, case .conflict(let message)? = error as? DesignerRequestError else {
      Issue.record("the stopped lint answered \(answer)")
      return
    }
    #expect(message.contains("changed while it was being linted"))
    // The worker never started, and nothing was kept for either version.
    #expect(!FileManager.default.fileExists(atPath: worker.starts.path))
    #expect(workspace.lintCache.count == 0)
  }

  @Test("without edits lint starts at once: the quiet period counts from this server's last write only")
  func unEditedDocumentLintedAtOnce() async throws {
    let source = DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard")
    let served = try DesignerIncrementalCanvasTests.Served(copying: source, as: "D.storyboard")
    defer { served.remove() }
    // In process (no worker), with a quiet period no test run reaches: an unedited document
    // must not wait for it.
    let workspace = DesignerWorkspace(
      catalog: try DocumentCatalog(paths: [served.folder.path]), events: EventHub(),
      limits: DesignerServer.Limits(lintQuietPeriod: .seconds(3600)))
    let report = try await workspace.lint(served.id, cell: try SizeClassCell(width: nil, height: nil))
    let (_, loaded) = try workspace.load(served.id)
    #expect(report.version == loaded.version)
    #expect(workspace.lintRuns.isEmpty)
  }
}
