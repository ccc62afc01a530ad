/// `POST /api/property`: a view property for one cell (the base in Any/Any), or nil to remove the
/// cell's override.
struct PropertyEditRequest: Codable, Sendable {
  /// The document id.
  var doc: String
  /// The version the page loaded; a different version on disk refuses the edit.
  var version: String
  /// The view's id.
  var id: String
  /// The property's name (`font`, `hidden`, `textColor`, …; see `VariableProperty`).
  var property: String
  /// The cell: `any`, `compact` or `regular`.
  var width: String
  var height: String
  /// The value as the inspector shows it (`17`, `YES`, `#ff0000`, `vertical`), or nil.
  var value: String?
}
