import InterfaceBuilder

/// A lint rule: one check over a decoded document (and, for layout rules, its solved layouts).
///
/// Rules return findings at their default severity; `Linter` applies the configuration's
/// severities, ignore lists and inline opt-outs afterwards, so a rule never reads them.
@MainActor
public protocol Rule: SendableMetatype {
  /// The rule's id, default severity and summary.
  nonisolated static var metadata: RuleDescription { get }
  /// Creates the rule.
  init()
  /// The findings for one document.
  func check(_ input: LintInput) -> [Diagnostic]
}

extension Rule {
  /// A finding of this rule at `location`, at the rule's default severity.
  func finding(
    _ input: LintInput, at location: IBSourceLocation, objectID: String?, _ message: String,
    context: Diagnostic.LayoutContext? = nil, notes: [Diagnostic.Note] = [], fixHint: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      ruleID: Self.metadata.id, severity: Self.metadata.defaultSeverity, message: message, file: input.file,
      line: location.line, column: location.column, objectID: objectID, context: context, notes: notes,
      fixHint: fixHint)
  }
}

extension Diagnostic.Note {
  /// A note at an IB source location.
  init(_ location: IBSourceLocation, objectID: String? = nil, _ message: String) {
    self.init(line: location.line, column: location.column, objectID: objectID, message: message)
  }
}
