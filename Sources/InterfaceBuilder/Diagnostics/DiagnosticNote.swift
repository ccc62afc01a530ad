extension Diagnostic {
  /// A secondary location that explains a diagnostic (the other constraint of a conflict, the
  /// first use of a duplicated id), in the diagnostic's file.
  public struct Note: Hashable, Sendable, Codable {
    /// The 1-based line, or 0 when unknown.
    public var line: Int
    /// The 1-based column, or 0 when unknown.
    public var column: Int
    /// The IB object id the note points at, when there is one.
    public var objectID: String?
    /// What the note says.
    public var message: String

    /// Creates a note.
    public init(line: Int, column: Int, objectID: String? = nil, message: String) {
      self.line = line
      self.column = column
      self.objectID = objectID
      self.message = message
    }

    /// Creates a note at a decoder source location.
    public init(location: IBSourceLocation, objectID: String? = nil, message: String) {
      self.init(line: location.line, column: location.column, objectID: objectID, message: message)
    }

    /// The line and column as a source location.
    public var location: IBSourceLocation { IBSourceLocation(line: line, column: column) }
  }
}
