/// `GET /api/history`: what undo and redo would do for a document.
struct HistoryPayload: Codable, Sendable {
  var document: String
  /// The steps undo would take back, the next one first.
  var undo: [String]
  /// The steps redo would make again, the next one first.
  var redo: [String]
  /// Why the history saved beside the document could not be read or written, if it could not.
  var problem: String?
}

/// `POST /api/undo`, `POST /api/redo` and `POST /api/convert`: a document at the version the page shows.
struct DocumentVersionRequest: Codable, Sendable {
  /// The document id.
  var doc: String
  /// The version the page loaded; a different version on disk refuses the step.
  var version: String
}
