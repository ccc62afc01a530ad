import Foundation

/// A configuration file that cannot be read or understood, with the line of the problem.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The configuration file.
  public var path: String
  /// The 1-based line, or 0 when the problem is the whole file.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `path:line: message`.
  public var description: String { line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)" }
}
