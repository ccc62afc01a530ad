/// A located problem found while decoding or editing an Interface Builder document.
public struct IBDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A secondary location that explains the diagnostic (for example the first use of a duplicate id).
  public struct Note: Hashable, Sendable {
    /// Where the note points.
    public var location: IBSourceLocation
    /// What the note says.
    public var message: String

    /// Creates a note.
    public init(location: IBSourceLocation, message: String) {
      self.location = location
      self.message = message
    }
  }

  /// The stable rule id, such as `ib.dangling-reference`.
  public var id: IBDiagnosticID
  /// How serious the problem is.
  public var severity: IBDiagnosticSeverity
  /// The file name the document was decoded from.
  public var file: String
  /// Where the problem is.
  public var location: IBSourceLocation
  /// The IB object id the problem concerns, when there is one.
  public var objectID: String?
  /// A one-sentence description of the problem.
  public var message: String
  /// Further locations that explain the problem.
  public var notes: [Note]

  /// Creates a diagnostic.
  public init(
    id: IBDiagnosticID, severity: IBDiagnosticSeverity, file: String, location: IBSourceLocation,
    objectID: String? = nil, message: String, notes: [Note] = []
  ) {
    self.id = id
    self.severity = severity
    self.file = file
    self.location = location
    self.objectID = objectID
    self.message = message
    self.notes = notes
  }

  /// Compiler-style text: `File.storyboard:12:5: error: message [ib.id]`, then one line per note.
  public var description: String {
    var text = "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(id)]"
    for note in notes {
      text += "\n\(file):\(note.location.line):\(note.location.column): note: \(note.message)"
    }
    return text
  }
}
