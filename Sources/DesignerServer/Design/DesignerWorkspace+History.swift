import Foundation

extension DesignerWorkspace {
  /// Records a saved edit of document `id`.
  func recordStep(_ step: EditHistory.Step, for id: String) {
    history[id, default: EditHistory()].record(step)
  }

  /// The undo and redo labels of document `id`, the next step first.
  func historyPayload(_ id: String) throws(DesignerRequestError) -> HistoryPayload {
    let entry = try catalog.entry(forID: id)
    let steps = history[entry.id] ?? EditHistory()
    return HistoryPayload(
      document: entry.id, undo: steps.undoSteps.reversed().map(\.label), redo: steps.redoSteps.reversed().map(\.label))
  }

  /// Writes back the file as it was before the latest edit. Refused (409) unless the file is
  /// exactly what that edit wrote and the page shows that version, so an undo never discards a
  /// change made after the edit, here or elsewhere; the write keeps a backup like any edit.
  func undo(_ request: DocumentVersionRequest) throws(DesignerRequestError) -> EditResult {
    try replay(request, undoing: true)
  }

  /// Writes again the latest undone edit, under the same conditions as `undo(_:)`.
  func redo(_ request: DocumentVersionRequest) throws(DesignerRequestError) -> EditResult {
    try replay(request, undoing: false)
  }

  /// Undoes (writes the step's `before`) or redoes (its `after`) the latest step, when the file
  /// on disk is still what the step left.
  private func replay(_ request: DocumentVersionRequest, undoing: Bool) throws(DesignerRequestError) -> EditResult {
    let (entry, loaded) = try loadUnchanged(request.doc, version: request.version)
    let steps = history[entry.id].map { undoing ? $0.undoSteps : $0.redoSteps } ?? []
    guard let step = steps.last else {
      throw .conflict(
        undoing
          ? "\(entry.displayPath): nothing to undo (no edit was saved from this server since it started)"
          : "\(entry.displayPath): nothing to redo")
    }
    let (expected, target) = undoing ? (step.after, step.before) : (step.before, step.after)
    guard loaded.bytes == expected else {
      throw .conflict(
        undoing
          ? "\(entry.displayPath) changed on disk after the edit '\(step.label)'; undoing it would lose that change, "
            + "so nothing was written"
          : "\(entry.displayPath) changed on disk after '\(step.label)' was undone; redoing it would lose that change, "
            + "so nothing was written")
    }
    let outcome = try write(target, entry: entry, expected: loaded.bytes)
    if undoing {
      history[entry.id]?.didUndo(writing: outcome.written)
    } else {
      history[entry.id]?.didRedo(writing: outcome.written)
    }
    return EditResult(
      document: entry.id, version: DocumentVersion.of(outcome.written), backup: outcome.backup, backupCreated: true,
      changed: true)
  }
}
