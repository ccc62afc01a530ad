/// One located problem, whoever found it: the decoder, a lint rule, `verify`, `render`, `layout`
/// or `serve`. Every layer returns or throws these values; only the `adaptive` command turns them
/// into text (`description`, the lint reporters) and exit statuses.
///
/// Encodes as `ruleID`, `severity`, `message`, `file`, `line`, `column`, `objectID`, `context`,
/// `notes`, `fixHint` and `overlay` (absent optionals are left out), the shape `adaptive lint --format json`
/// has always printed.
public struct Diagnostic: Hashable, Sendable, Codable {
  /// The stable rule id, such as `layout.unsatisfiable` or `ib.dangling-reference`.
  public var ruleID: String
  /// How serious the problem is.
  public var severity: Severity
  /// One sentence saying what is wrong.
  public var message: String
  /// The file the problem is in, as the caller named it (a path, or the document's file name);
  /// empty for a problem of the command itself (an unknown option value).
  public var file: String
  /// The 1-based line, or 0 when the problem concerns the whole file.
  public var line: Int
  /// The 1-based column in UTF-8 bytes, or 0 when the problem concerns the whole file.
  public var column: Int
  /// The IB object id the problem concerns, when there is one.
  public var objectID: String?
  /// The device, orientation and size class a layout problem was seen in.
  public var context: LayoutContext?
  /// Further locations that explain the problem (the other constraints of a conflict).
  public var notes: [Note]
  /// How to fix it, when there is a known fix.
  public var fixHint: String?
  /// The picture marking the view (`adaptive lint --overlay DIR`), when one was drawn.
  public var overlay: String?

  /// Creates a diagnostic.
  public init(
    ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int,
    objectID: String? = nil, context: LayoutContext? = nil, notes: [Note] = [], fixHint: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.objectID = objectID
    self.context = context
    self.notes = notes
    self.fixHint = fixHint
  }

  /// Creates a diagnostic at a decoder source location, with one of the decoder's rule ids.
  public init(
    id: IBDiagnosticID, severity: Severity, file: String, location: IBSourceLocation, objectID: String? = nil,
    message: String, notes: [Note] = []
  ) {
    self.init(
      ruleID: id.rawValue, severity: severity, message: message, file: file, line: location.line,
      column: location.column, objectID: objectID, notes: notes)
  }

  /// A problem of the command itself, not of any file (a missing path, an unknown device).
  public static func command(_ message: String, ruleID: String, severity: Severity = .error) -> Diagnostic {
    Diagnostic(ruleID: ruleID, severity: severity, message: message, file: "", line: 0, column: 0)
  }

  /// The rule id as the decoder's typed identifier (`.danglingReference`).
  public var id: IBDiagnosticID {
    get { IBDiagnosticID(rawValue: ruleID) }
    set { ruleID = newValue.rawValue }
  }

  /// The line and column as a source location (the byte offset is not kept).
  public var location: IBSourceLocation {
    get { IBSourceLocation(line: line, column: column) }
    set {
      line = newValue.line
      column = newValue.column
    }
  }

  /// The same diagnostic attributed to `file` (a command knows the path a decoder only knew by name).
  public func located(in file: String) -> Diagnostic {
    var copy = self
    copy.file = file
    return copy
  }
}

/// A diagnostic can be thrown where one problem ends the work (a catalog file that cannot be read).
extension Diagnostic: Error {}
