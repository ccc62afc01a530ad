/// Why an edit of an `IBDocument` was refused.
public enum IBEditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The document has no object with this id.
  case objectNotFound(String)
  /// The object cannot be masked: only subviews (in a `<subviews>` list) and constraints (in a
  /// `<constraints>` list) can be installed or uninstalled per size class.
  case notMaskable(id: String, element: String)
  /// A segue cannot start at this object: only controllers, buttons, cells, bar button items and
  /// gesture recognizers trigger segues.
  case notASegueSource(id: String, element: String)
  /// A segue can only lead to a controller or a storyboard reference.
  case notASegueDestination(id: String, element: String)
  /// Interface Builder's segue pop-up offers no such kind.
  case unsupportedSegueKind(String)
  /// A custom segue names no `UIStoryboardSegue` subclass.
  case customSegueWithoutClass
  /// A popover segue from a controller or gesture recognizer names no anchor; Xcode refuses to
  /// build one without.
  case popoverWithoutAnchor(source: String, element: String)
  /// A popover can only point at a view or a bar button item in the source's scene.
  case notAPopoverAnchor(id: String, element: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .objectNotFound(let id): "no object with id '\(id)' in the document"
    case .notMaskable(let id, let element):
      "<\(element) id=\"\(id)\"> is neither a subview nor a constraint, so it has no installed state to mask"
    case .notASegueSource(let id, let element):
      "<\(element) id=\"\(id)\"> cannot trigger a segue: drag from a button, a cell, a bar button item, "
        + "a gesture recognizer or the controller itself"
    case .notASegueDestination(let id, let element):
      "<\(element) id=\"\(id)\"> is not a view controller or storyboard reference, so a segue cannot lead to it"
    case .unsupportedSegueKind(let kind):
      "'\(kind)' is not a segue kind Interface Builder offers (show, showDetail, presentation, popoverPresentation, custom)"
    case .customSegueWithoutClass:
      "a custom segue needs the name of its UIStoryboardSegue subclass"
    case .popoverWithoutAnchor(let source, let element):
      "a popover segue from <\(element) id=\"\(source)\"> needs an anchor: choose the view or bar button item "
        + "of its scene the popover points at (Xcode will not build a popover segue without one)"
    case .notAPopoverAnchor(let id, let element):
      "<\(element) id=\"\(id)\"> cannot anchor the popover: choose a view or a bar button item in the segue's source scene"
    }
  }
}
