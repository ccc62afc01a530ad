import InterfaceBuilder

/// Views Interface Builder marks misplaced: the frame stored in the file is not where the
/// constraints put the view, so the canvas shows something the app will not.
public struct MisplacedViews: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "layout.misplaced", defaultSeverity: .warning,
    summary: "Interface Builder marks a view misplaced: its frame on the canvas is not where its constraints put it.")

  /// Creates the rule.
  public init() {}

  /// One finding per view with `misplaced="YES"`.
  public func check(_ input: LintInput) -> [Diagnostic] {
    input.document.allViews.filter { $0.isMisplaced && !$0.id.isEmpty }.map { view in
      finding(
        input, at: view.location, objectID: view.id,
        "Interface Builder marks \(view.userLabel ?? view.className) '\(view.id)' as misplaced: its frame is not the one its constraints produce",
        fixHint: "Update the frame from the constraints (Resolve Auto Layout Issues ▸ Update Frames), or fix the constraints.")
    }
  }
}
