import Foundation

/// The saved edits of one document in this server's session, as file versions: each step holds
/// the bytes before and after it, so undo writes the bytes before back and redo the bytes after,
/// whichever kind of edit made the step. Kept by the server, not the page, so a reload keeps it,
/// and saved beside the document (`EditHistoryFile`), so a restart of the server keeps it too.
struct EditHistory: Sendable, Codable {
  /// One saved edit.
  struct Step: Sendable, Equatable, Codable {
    /// What the edit did, for the page's buttons ("uninstall in wC hR X4f-aa-bbb").
    var label: String
    /// The file before the edit.
    var before: Data
    /// The file as the edit wrote it.
    var after: Data
  }

  /// How many steps are kept per document; older ones are dropped. Bounded because each step
  /// holds two copies of the file (a big storyboard is about 1 MB).
  static let maximumSteps = 50

  /// Done steps, the latest last.
  private(set) var undoSteps: [Step] = []
  /// Undone steps, the latest undone last.
  private(set) var redoSteps: [Step] = []

  /// Records a new edit; anything undone before it can no longer be redone.
  mutating func record(_ step: Step) {
    undoSteps.append(step)
    if undoSteps.count > Self.maximumSteps { undoSteps.removeFirst(undoSteps.count - Self.maximumSteps) }
    redoSteps.removeAll()
  }

  /// Moves the latest step from undo to redo, once its bytes are written back.
  mutating func didUndo(writing written: Data) {
    guard var step = undoSteps.popLast() else { return }
    step.before = written
    redoSteps.append(step)
  }

  /// Moves the latest undone step back to undo, once it is written again.
  mutating func didRedo(writing written: Data) {
    guard var step = redoSteps.popLast() else { return }
    step.after = written
    undoSteps.append(step)
  }
}
