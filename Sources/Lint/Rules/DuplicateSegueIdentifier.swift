import InterfaceBuilder

/// Two segues leaving one scene with the same identifier: `performSegue(withIdentifier:sender:)`
/// and `prepare(for:sender:)` cannot tell them apart.
public struct DuplicateSegueIdentifier: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "segue.duplicate-identifier", defaultSeverity: .warning,
    summary: "Two segues leaving one scene share an identifier.")

  /// Creates the rule.
  public init() {}

  /// One finding per later use of an identifier within a scene, with a note at its first use.
  public func check(_ input: LintInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for scene in input.document.scenes {
      // Peek-and-pop child segues repeat their parent's identifier by design.
      let segues = DocumentSegues.all(in: scene.element).filter { $0.key == nil }
      for (segue, earlier, identifier) in repeatedKeys(in: segues, key: \.identifier) {
        findings.append(
          finding(
            input, at: segue.location, objectID: segue.id,
            "segue identifier '\(identifier)' is already used by another segue from this scene",
            notes: [Diagnostic.Note(earlier.location, objectID: earlier.id, "'\(identifier)' is first used here")],
            fixHint: "Give each segue from a scene its own identifier in the Attributes inspector."))
      }
    }
    return findings
  }
}
