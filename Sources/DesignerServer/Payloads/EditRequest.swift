/// `POST /api/edit`: set, or remove, the installed state of a subview or constraint in one cell.
struct EditRequest: Codable, Sendable {
  /// The document id.
  var doc: String
  /// The version the page loaded; a different version on disk refuses the edit.
  var version: String
  /// The subview's or constraint's id.
  var id: String
  /// The cell: `any`, `compact` or `regular`.
  var width: String
  var height: String
  /// `included`, `excluded`, or nil to remove the cell's entry (remove the exclusion case).
  var state: String?
}

/// The answer to an edit.
struct EditResult: Codable, Sendable {
  var document: String
  /// The version now on disk.
  var version: String
  /// The backup this edit wrote of the bytes it replaced, in the document's folder
  /// (`Main.storyboard.orig`, or `Main.storyboard.orig.1` when that existed); nil when nothing changed.
  var backup: String?
  /// Whether this edit wrote a backup (every edit that changes the file does).
  var backupCreated: Bool
  /// Whether the file changed (an edit that changes nothing writes nothing).
  var changed: Bool
}

/// `POST /api/constant`: set a constraint's constant for one cell, or remove the cell's override.
struct ConstantEditRequest: Codable, Sendable {
  /// The document id.
  var doc: String
  /// The version the page loaded; a different version on disk refuses the edit.
  var version: String
  /// The constraint's id.
  var id: String
  /// The cell: `any`, `compact` or `regular`.
  var width: String
  var height: String
  /// The constant in points, or nil to remove the cell's override (not allowed in Any/Any).
  var constant: Double?
}
