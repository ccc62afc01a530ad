/// A problem that stops a lint run before any file is linted: a path that does not exist, a
/// folder without storyboards or xibs, a configuration file that cannot be used.
public enum LintError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A path that does not exist or cannot be read.
  case unreadablePath(String, reason: String)
  /// A folder with no `.storyboard` or `.xib` file in it.
  case noDocuments(String)
  /// A configuration file that cannot be read or understood.
  case configuration(ConfigurationError)
  /// An overlay folder that cannot be made, or no rasterizer to draw the pictures with.
  case overlay(String, reason: String)

  /// One line naming the path and the problem.
  public var description: String {
    switch self {
    case .unreadablePath(let path, let reason): "\(path): \(reason)"
    case .noDocuments(let path): "\(path): no .storyboard or .xib files found"
    case .configuration(let error): error.description
    case .overlay(let path, let reason): "\(path): cannot write overlays: \(reason)"
    }
  }
}
