/// Lint findings for a document, restricted to a size-class cell.
struct LintPayload: Codable, Sendable {
  /// One finding.
  struct Item: Codable, Sendable {
    var rule: String
    var severity: String
    var message: String
    var line: Int
    var objectID: String?
    /// `iPhone 8, portrait, wC hR` for layout findings.
    var context: String?
    var fixHint: String?
  }

  var document: String
  var version: String
  var sizeClass: String
  var findings: [Item]
  /// Findings of other size classes left out.
  var hiddenForOtherSizeClasses: Int
}
