/// Why an edit of an `IBDocument` was refused.
public enum IBEditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The document has no object with this id.
  case objectNotFound(String)
  /// The object cannot be masked: only subviews (in a `<subviews>` list) and constraints (in a
  /// `<constraints>` list) can be installed or uninstalled per size class.
  case notMaskable(id: String, element: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .objectNotFound(let id): "no object with id '\(id)' in the document"
    case .notMaskable(let id, let element):
      "<\(element) id=\"\(id)\"> is neither a subview nor a constraint, so it has no installed state to mask"
    }
  }
}
