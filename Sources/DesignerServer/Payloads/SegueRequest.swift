/// `POST /api/segue`: a segue dragged from a control, cell or controller to a controller.
struct SegueRequest: Codable, Sendable {
  /// The document id.
  var doc: String
  /// The version the page loaded; a different version on disk refuses the edit.
  var version: String
  /// The trigger's id (a button, cell, bar button item, gesture recognizer or controller).
  var source: String
  /// The destination controller's id.
  var destination: String
  /// `show`, `showDetail`, `presentation`, `popoverPresentation` or `custom`.
  var kind: String
  /// The segue identifier, if any.
  var identifier: String?
  /// The `UIStoryboardSegue` subclass of a custom segue.
  var customClass: String?
  /// The view or bar button item a popover points at; required when the source is a controller.
  var anchor: String?
}

/// The answer to `POST /api/segue`: the edit's result and the new segue's id.
struct SegueResult: Codable, Sendable {
  var edit: EditResult
  var segue: String
}
