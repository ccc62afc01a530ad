/// One problem a rule found: where it is, how serious it is, and how to fix it.
///
/// Findings are plain values; reporters turn them into text at the edge.
public struct Finding: Hashable, Sendable, Codable {
  /// A secondary location that explains the finding (the other constraint of a conflict, the
  /// first use of a duplicated identifier).
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
  }

  /// The configuration a layout finding was seen in: device, orientation and size classes.
  public struct LayoutContext: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The device name, or the canvas description for freeform roots.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// Interface Builder's short form of the size classes, such as `wC hR`.
    public var sizeClass: String
    /// The trait variant (`dark-AX5-rtl`), nil for the device's own settings.
    public var variant: String?

    /// Creates a context.
    public init(device: String, orientation: String, sizeClass: String, variant: String? = nil) {
      self.device = device
      self.orientation = orientation
      self.sizeClass = sizeClass
      self.variant = variant
    }

    /// `iPhone 8, portrait, wC hR`, then the variant when there is one (`, dark-AX5`).
    public var description: String {
      "\(device), \(orientation), \(sizeClass)" + (variant.map { ", \($0)" } ?? "")
    }
  }

  /// The stable rule id, such as `layout.unsatisfiable`.
  public var ruleID: String
  /// How serious the finding is (after configuration).
  public var severity: Severity
  /// One sentence saying what is wrong.
  public var message: String
  /// The file path as given to the linter.
  public var file: String
  /// The 1-based line, or 0 when the problem concerns the whole file.
  public var line: Int
  /// The 1-based column, or 0 when the problem concerns the whole file.
  public var column: Int
  /// The IB object id the finding is about, when there is one.
  public var objectID: String?
  /// The device, orientation and size class of a layout finding.
  public var context: LayoutContext?
  /// Further locations that explain the finding.
  public var notes: [Note]
  /// How to fix it, when there is a known fix.
  public var fixHint: String?

  /// Creates a finding.
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
}
