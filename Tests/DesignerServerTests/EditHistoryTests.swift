import Foundation
import Testing

@testable import DesignerServer

/// The history's bookkeeping: order, the bound, redo dropped by a new edit, and steps kept as the
/// bytes they changed.
@Suite("Designer edit history")
struct EditHistoryTests {
  static func step(_ number: Int) -> EditHistory.Step {
    EditHistory.Step(label: "edit \(number)", before: Data([UInt8(number)]), after: Data([UInt8(number + 1)]))
  }

  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Designer.storyboard")

  @Test("undo then redo move steps between the stacks, keeping the bytes written")
  func moves() throws {
    var history = EditHistory()
    history.record(Self.step(1))
    history.record(Self.step(2))
    history.didUndo(writing: Data([2, 9]), over: Data([3]))
    #expect(history.undoSteps.map(\.label) == ["edit 1"])
    #expect(history.redoSteps.map(\.label) == ["edit 2"])
    let undone = try #require(history.redoSteps.last)
    #expect(undone.after(from: Data([2, 9])) == Data([3]))
    #expect(undone.before(from: Data([3])) == Data([2, 9]))
    history.didRedo(writing: Data([3, 9]), over: Data([2, 9]))
    #expect(history.undoSteps.map(\.label) == ["edit 1", "edit 2"])
    #expect(history.undoSteps.last?.before(from: Data([3, 9])) == Data([2, 9]))
    #expect(history.redoSteps.isEmpty)
  }

  @Test("a new edit drops the redo steps; only the latest maximumSteps are kept")
  func boundAndRedoDropped() {
    var history = EditHistory()
    history.record(Self.step(1))
    history.didUndo(writing: Data([1]), over: Data([2]))
    history.record(Self.step(2))
    #expect(history.redoSteps.isEmpty)
    for number in 3..<(EditHistory.maximumSteps + 10) { history.record(Self.step(number % 200)) }
    #expect(history.undoSteps.count == EditHistory.maximumSteps)
    #expect(history.undoSteps.last?.label == "edit \((EditHistory.maximumSteps + 9) % 200)")
  }

  @Test("a step keeps only the bytes the edit changed, and rebuilds either file from the other")
  func stepKeepsTheChange() throws {
    let before = try Data(contentsOf: Self.fixture)
    let text = try #require(String(data: before, encoding: .utf8))
    let after = Data(text.replacingOccurrences(of: "title=\"Game\" id=\"UGm-ni-001\"", with: "title=\"Match\" id=\"UGm-ni-001\"").utf8)
    #expect(after != before)
    let step = EditHistory.Step(label: "title", before: before, after: after)
    #expect(step.removed == Data("Game".utf8) && step.inserted == Data("Match".utf8))
    #expect(step.sharedPrefix + step.removed.count + step.sharedSuffix == before.count)
    #expect(step.before(from: after) == before)
    #expect(step.after(from: before) == after)
    // A file the step did not leave (changed elsewhere since) is refused, even at the same length.
    var changed = after
    changed[0] = UInt8(ascii: " ")
    #expect(step.before(from: changed) == nil)
    #expect(step.before(from: before) == nil)
    // An edit at the very start or end, and files of different lengths.
    let grown = EditHistory.Step(label: "grow", before: Data([1, 2, 3]), after: Data([1, 2, 3, 3]))
    #expect(grown.before(from: Data([1, 2, 3, 3])) == Data([1, 2, 3]))
    #expect(grown.after(from: Data([1, 2, 3])) == Data([1, 2, 3, 3]))
    let emptied = EditHistory.Step(label: "empty", before: Data([7, 7]), after: Data())
    #expect(emptied.before(from: Data()) == Data([7, 7]))
  }

  @Test("a history saved in the first format (whole files per step) is read and can be undone")
  func wholeFileFormatRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("Main.storyboard").path
    let before = Data("<document a=\"1\"/>".utf8)
    let after = Data("<document a=\"2\"/>".utf8)
    let saved: [String: Any] = [
      "formatVersion": 1, "document": "Main.storyboard",
      "history": [
        "undoSteps": [["label": "constant", "before": before.base64EncodedString(), "after": after.base64EncodedString()]],
        "redoSteps": [[String: Any]](),
      ],
    ]
    try JSONSerialization.data(withJSONObject: saved).write(to: EditHistoryFile.url(forDocumentAt: document))
    let history = try EditHistoryFile.read(forDocumentAt: document)
    #expect(history.undoSteps.map(\.label) == ["constant"])
    #expect(history.undoSteps.first?.before(from: after) == before)
    // Written back in the current format, it reads the same.
    try EditHistoryFile.write(history, forDocumentAt: document)
    let again = try EditHistoryFile.read(forDocumentAt: document)
    #expect(again.undoSteps == history.undoSteps)
  }
}
