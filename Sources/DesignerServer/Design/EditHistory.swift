import Foundation

/// The saved edits of one document in this server's session, as file versions: each step holds
/// the bytes before and after it, so undo writes the bytes before back and redo the bytes after,
/// whichever kind of edit made the step. Kept by the server, not the page, so a reload keeps it,
/// and saved beside the document (`EditHistoryFile`), so a restart of the server keeps it too.
struct EditHistory: Sendable, Codable {
  /// One saved edit, kept as the part of the file it changed: the bytes both versions share at
  /// the start and the end are counted, not stored, so a step of a 1 MB storyboard whose edit
  /// changed one constant holds a few bytes, and saving the history costs little per edit.
  struct Step: Sendable, Equatable, Codable {
    /// What the edit did, for the page's buttons ("uninstall in wC hR X4f-aa-bbb").
    var label: String
    /// How many bytes the file before and after share at the start.
    var sharedPrefix: Int
    /// How many bytes they share at the end (after the prefix).
    var sharedSuffix: Int
    /// The differing middle of the file before the edit.
    var removed: Data
    /// The differing middle of the file as the edit wrote it.
    var inserted: Data
    /// `DocumentVersion` of the file before the edit and after it.
    var beforeVersion: String
    var afterVersion: String

    /// The step from the file's bytes before and after the edit.
    init(label: String, before: Data, after: Data) {
      self.init(
        label: label, before: before, beforeVersion: DocumentVersion.of(before), after: after,
        afterVersion: DocumentVersion.of(after))
    }

    /// The step from the file's bytes before and after the edit and their versions, where the
    /// caller knows them already (hashing a big storyboard again costs more than the rest).
    init(label: String, before: Data, beforeVersion: String, after: Data, afterVersion: String) {
      self.label = label
      let (prefix, suffix) = Self.shared(before, after)
      sharedPrefix = prefix
      sharedSuffix = suffix
      removed = before.subdata(in: prefix..<(before.count - suffix))
      inserted = after.subdata(in: prefix..<(after.count - suffix))
      self.beforeVersion = beforeVersion
      self.afterVersion = afterVersion
    }

    /// The file before the edit, made from `after`; nil unless `after` is the file the edit left.
    func before(from after: Data) -> Data? {
      Self.replacing(
        inserted, with: removed, in: after, expected: afterVersion, prefix: sharedPrefix, suffix: sharedSuffix)
    }

    /// The file as the edit left it, made from `before`; nil unless `before` is the file before it.
    func after(from before: Data) -> Data? {
      Self.replacing(
        removed, with: inserted, in: before, expected: beforeVersion, prefix: sharedPrefix, suffix: sharedSuffix)
    }

    private static func replacing(
      _ old: Data, with new: Data, in file: Data, expected: String, prefix: Int, suffix: Int
    ) -> Data? {
      guard file.count == prefix + old.count + suffix, DocumentVersion.of(file) == expected else { return nil }
      var result = Data(capacity: prefix + new.count + suffix)
      result.append(file.prefix(prefix))
      result.append(new)
      result.append(file.suffix(suffix))
      return result
    }

    /// The lengths of the longest common prefix and, after it, the longest common suffix.
    private static func shared(_ first: Data, _ second: Data) -> (prefix: Int, suffix: Int) {
      first.withUnsafeBytes { a in
        second.withUnsafeBytes { b in
          let limit = min(a.count, b.count)
          var prefix = 0
          while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
          var suffix = 0
          while suffix < limit - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
          return (prefix, suffix)
        }
      }
    }
  }

  /// How many steps are kept per document; older ones are dropped (a step that rewrote a whole
  /// 1 MB storyboard, such as a conversion, holds two copies of it).
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

  /// Moves the latest step from undo to redo, once `written` replaced the file the step left
  /// (`after`).
  mutating func didUndo(writing written: Data, over after: Data) {
    guard let step = undoSteps.popLast() else { return }
    redoSteps.append(Step(label: step.label, before: written, after: after))
  }

  /// Moves the latest undone step back to undo, once `written` replaced the file it was undone
  /// to (`before`).
  mutating func didRedo(writing written: Data, over before: Data) {
    guard let step = redoSteps.popLast() else { return }
    undoSteps.append(Step(label: step.label, before: before, after: written))
  }

  /// A history from whole-file steps (the saved format before steps kept only what changed).
  init(
    undoFiles: [(label: String, before: Data, after: Data)], redoFiles: [(label: String, before: Data, after: Data)]
  ) {
    undoSteps = undoFiles.map { Step(label: $0.label, before: $0.before, after: $0.after) }
    redoSteps = redoFiles.map { Step(label: $0.label, before: $0.before, after: $0.after) }
  }

  /// An empty history.
  init() {}
}
