import InterfaceBuilder

/// Segues of the pre-iOS 8 kinds (push, modal, popover, replace), which Xcode offers to convert to
/// their adaptive equivalents.
public struct ObsoleteSegueKind: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "segue.obsolete-kind", defaultSeverity: .warning,
    summary: "A segue uses a deprecated kind (push, modal, popover, replace) that Xcode converts.")

  /// Creates the rule.
  public init() {}

  /// One finding per legacy segue, naming the kind Xcode converts it to.
  public func check(_ input: LintInput) -> [Diagnostic] {
    DocumentSegues.all(in: input.document).compactMap { segue in
      guard let kind = segue.segueKind, kind.isLegacy else { return nil }
      let modern = kind.adaptiveEquivalent
      return finding(
        input, at: segue.location, objectID: segue.id,
        "segue\(segue.identifier.map { " '\($0)'" } ?? "") uses the deprecated kind '\(kind)'; Xcode converts it to '\(modern)'",
        fixHint: "Choose '\(SegueKindNames.title(modern))' for the segue in Interface Builder's Attributes inspector.")
    }
  }
}
