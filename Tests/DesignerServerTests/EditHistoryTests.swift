import Foundation
import Testing

@testable import DesignerServer

/// The history's bookkeeping: order, the bound, and redo dropped by a new edit.
@Suite("Designer edit history")
struct EditHistoryTests {
  static func step(_ number: Int) -> EditHistory.Step {
    EditHistory.Step(label: "edit \(number)", before: Data([UInt8(number)]), after: Data([UInt8(number + 1)]))
  }

  @Test("undo then redo move steps between the stacks, keeping the bytes written")
  func moves() {
    var history = EditHistory()
    history.record(Self.step(1))
    history.record(Self.step(2))
    history.didUndo(writing: Data([2, 9]))
    #expect(history.undoSteps.map(\.label) == ["edit 1"])
    #expect(history.redoSteps.map(\.label) == ["edit 2"])
    #expect(history.redoSteps.last?.before == Data([2, 9]))
    history.didRedo(writing: Data([3, 9]))
    #expect(history.undoSteps.map(\.label) == ["edit 1", "edit 2"])
    #expect(history.undoSteps.last?.after == Data([3, 9]))
    #expect(history.redoSteps.isEmpty)
  }

  @Test("a new edit drops the redo steps; only the latest maximumSteps are kept")
  func boundAndRedoDropped() {
    var history = EditHistory()
    history.record(Self.step(1))
    history.didUndo(writing: Data([1]))
    history.record(Self.step(2))
    #expect(history.redoSteps.isEmpty)
    for number in 3..<(EditHistory.maximumSteps + 10) { history.record(Self.step(number % 200)) }
    #expect(history.undoSteps.count == EditHistory.maximumSteps)
    #expect(history.undoSteps.last?.label == "edit \((EditHistory.maximumSteps + 9) % 200)")
  }
}
