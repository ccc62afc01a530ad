import Foundation

extension DesignerWorkspace {
  /// Records a saved edit of the document and saves its history beside it.
  func recordStep(_ step: EditHistory.Step, for entry: DocumentCatalog.Entry) {
    var steps = storedHistory(entry)
    steps.record(step)
    keep(steps, for: entry)
  }

  /// The undo and redo labels of document `id`, the next step first, and why the saved history
  /// could not be read or written, if it could not.
  func historyPayload(_ id: String) throws(DesignerRequestError) -> HistoryPayload {
    let entry = try catalog.entry(forID: id)
    let steps = storedHistory(entry)
    return HistoryPayload(
      document: entry.id, undo: steps.undoSteps.reversed().map(\.label), redo: steps.redoSteps.reversed().map(\.label),
      problem: historyProblems[entry.id])
  }

  /// The document's history: this process's, or else the one saved beside the file by an earlier
  /// server (read once).
  private func storedHistory(_ entry: DocumentCatalog.Entry) -> EditHistory {
    if let known = history[entry.id] { return known }
    var steps = EditHistory()
    do {
      steps = try EditHistoryFile.read(forDocumentAt: entry.realPath)
    } catch {
      historyProblems[entry.id] = error.description
    }
    history[entry.id] = steps
    return steps
  }

  /// Keeps `steps` as the document's history, in memory and on disk.
  private func keep(_ steps: EditHistory, for entry: DocumentCatalog.Entry) {
    history[entry.id] = steps
    do {
      try EditHistoryFile.write(steps, forDocumentAt: entry.realPath)
      historyProblems[entry.id] = nil
    } catch {
      historyProblems[entry.id] = error.description
    }
  }

  /// Writes back the file as it was before the latest edit. Refused (409) unless the file is
  /// exactly what that edit wrote and the page shows that version, so an undo never discards a
  /// change made after the edit, here or elsewhere; the write keeps a backup like any edit.
  func undo(_ request: DocumentVersionRequest) async throws(DesignerRequestError) -> EditResult {
    try await replay(request, undoing: true)
  }

  /// Writes again the latest undone edit, under the same conditions as `undo(_:)`.
  func redo(_ request: DocumentVersionRequest) async throws(DesignerRequestError) -> EditResult {
    try await replay(request, undoing: false)
  }

  /// Undoes (writes the file as it was before the step) or redoes (as the step left it) the latest
  /// step, when the file on disk is still what the step, or its undo, left.
  private func replay(_ request: DocumentVersionRequest, undoing: Bool) async throws(DesignerRequestError)
    -> EditResult
  {
    let (entry, loaded) = try loadUnchanged(request.doc, version: request.version)
    let history = storedHistory(entry)
    guard let step = (undoing ? history.undoSteps : history.redoSteps).last else {
      throw .conflict(
        undoing
          ? "\(entry.displayPath): nothing to undo (no edit of it was saved by the designer)"
          : "\(entry.displayPath): nothing to redo")
    }
    guard let target = undoing ? step.before(from: loaded.bytes) : step.after(from: loaded.bytes) else {
      throw .conflict(
        undoing
          ? "\(entry.displayPath) changed on disk after the edit '\(step.label)'; undoing it would lose that change, "
            + "so nothing was written"
          : "\(entry.displayPath) changed on disk after '\(step.label)' was undone; redoing it would lose that change, "
            + "so nothing was written")
    }
    let (outcome, version) = try await write(target, entry: entry, expected: loaded.bytes)
    // Read again: the write awaits its decoded file, and another request may record meanwhile.
    var updated = storedHistory(entry)
    if undoing {
      updated.didUndo(writing: outcome.written, over: loaded.bytes)
    } else {
      updated.didRedo(writing: outcome.written, over: loaded.bytes)
    }
    keep(updated, for: entry)
    return EditResult(
      document: entry.id, version: version, backup: outcome.backup, backupCreated: true,
      changed: true)
  }
}
