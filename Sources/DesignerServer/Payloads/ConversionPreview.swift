/// `GET /api/convert`: what *Use Size Classes* would change in a document.
struct ConversionPreview: Codable, Sendable {
  /// One change, by line of the current file.
  struct Change: Codable, Sendable {
    var line: Int
    var summary: String
  }

  var document: String
  /// The version the preview was made from; the conversion is refused if the file changes.
  var version: String
  var changes: [Change]
}
