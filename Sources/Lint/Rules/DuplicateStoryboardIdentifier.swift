import InterfaceBuilder

/// Two view controllers of one storyboard with the same storyboard identifier:
/// `instantiateViewController(withIdentifier:)` can reach only one of them.
public struct DuplicateStoryboardIdentifier: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "storyboard.duplicate-identifier", defaultSeverity: .error,
    summary: "Two view controllers share a storyboard identifier.")

  /// Creates the rule.
  public init() {}

  /// One finding per later use of an identifier, with a note at its first use.
  public func check(_ input: LintInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (controller, earlier, identifier) in repeatedKeys(
      in: input.document.viewControllers, key: \.storyboardIdentifier)
    {
      findings.append(
        finding(
          input, at: controller.location, objectID: controller.id,
          "storyboard identifier '\(identifier)' is already used by \(earlier.className) '\(earlier.id)'",
          notes: [Diagnostic.Note(earlier.location, objectID: earlier.id, "'\(identifier)' is first used here")],
          fixHint: "Give each view controller its own Storyboard ID in the Identity inspector."))
    }
    return findings
  }
}
