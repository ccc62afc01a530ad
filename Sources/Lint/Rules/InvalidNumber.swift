import InterfaceBuilder

/// Numbers the decoder could not use as written: not finite (`nan`, `inf`, `1e400`) or outside
/// the range `IBNumberLimits` allows (a 1e308-point width, a priority of 5000). Every command reads
/// the replacement the finding names, so the layout shown is not the one the file asks for.
public struct InvalidNumber: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "ib.invalid-value", defaultSeverity: .warning,
    summary: "A number in the file is not finite or is out of range; a fallback value is used instead.")

  /// Creates the rule.
  public init() {}

  /// One finding per `ib.invalid-value` diagnostic of the decoder, at the attribute.
  public func check(_ input: LintInput) -> [Diagnostic] {
    input.document.diagnostics.filter { $0.id == .invalidValue }.map { diagnostic in
      finding(
        input, at: diagnostic.location, objectID: diagnostic.objectID, diagnostic.message,
        fixHint: "Set the value in Interface Builder's inspector, or correct the attribute in the file.")
    }
  }
}
