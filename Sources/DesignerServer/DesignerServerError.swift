/// Why the designer server cannot start.
public enum DesignerServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A path given to serve does not exist or is not a document or folder.
  case unusablePath(String, reason: String)
  /// The paths hold no storyboard or xib.
  case noDocuments([String])
  /// The host or port cannot be used.
  case badAddress(String)

  /// A one-line explanation naming the path or address.
  public var description: String {
    switch self {
    case .unusablePath(let path, let reason): "\(path): \(reason)"
    case .noDocuments(let paths): "no .storyboard or .xib file in \(paths.joined(separator: ", "))"
    case .badAddress(let reason): reason
    }
  }
}
