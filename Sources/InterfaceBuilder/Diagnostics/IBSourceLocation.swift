/// A position in an Interface Builder source file: 1-based line and column (UTF-8 bytes) plus byte offset.
public struct IBSourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number; 0 when the position is unknown (an object created by an edit).
  public var line: Int
  /// The 1-based column, counted in UTF-8 bytes from the start of the line; 0 when unknown.
  public var column: Int
  /// The 0-based byte offset from the start of the file (after any byte-order mark is counted).
  public var offset: Int

  /// Creates a location from its line, column and byte offset.
  public init(line: Int, column: Int, offset: Int = 0) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The location of objects that do not come from a source file.
  public static let unknown = IBSourceLocation(line: 0, column: 0, offset: 0)

  /// `true` when the location points into a source file.
  public var isKnown: Bool { line > 0 }

  /// `line:column`, as compilers print it.
  public var description: String { "\(line):\(column)" }
}
