import InterfaceBuilder

/// What a rule is: its stable id, its default severity, what it checks and how it is usually fixed.
public struct RuleDescription: Hashable, Sendable {
  /// The stable id used in reports and in `.adaptive.yml`, such as `segue.missing-destination`.
  public var id: String
  /// The severity when the configuration does not set one.
  public var defaultSeverity: Diagnostic.Severity
  /// One sentence naming what the rule checks.
  public var summary: String
  /// Whether the rule runs unless the configuration enables it.
  public var isEnabledByDefault: Bool

  /// Creates a description.
  public init(id: String, defaultSeverity: Diagnostic.Severity, summary: String, isEnabledByDefault: Bool = true) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.isEnabledByDefault = isEnabledByDefault
  }
}
