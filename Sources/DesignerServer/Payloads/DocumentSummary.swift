/// One served document in the page's list.
struct DocumentSummary: Codable, Sendable, Equatable {
  /// The id the other endpoints take (`doc=`).
  var id: String
  /// The file name.
  var name: String
  /// The path as the user gave it.
  var path: String
  /// `storyboard` or `xib`.
  var kind: String
  /// The content version, or nil when the file cannot be read now.
  var version: String?
}
