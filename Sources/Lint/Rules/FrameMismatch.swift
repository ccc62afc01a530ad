import InterfaceBuilder

/// Views whose stored frame differs from the frame the engine solves from their constraints by
/// more than the configured tolerance (`frame-tolerance`, 1 point by default). Views Interface
/// Builder already marks misplaced or ambiguous (and their subviews) are left to those rules.
public struct FrameMismatch: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "layout.frame-mismatch", defaultSeverity: .warning,
    summary: "A view's stored frame differs from the frame its constraints produce.", isEnabledByDefault: false)

  /// Creates the rule.
  public init() {}

  /// One finding per view, in the first configuration where it differs.
  public func check(_ input: LintInput) -> [Diagnostic] {
    let tolerance = input.configuration.frameTolerance
    var findings: [Diagnostic] = []
    var reported = Set<String>()
    for layout in input.layoutSurvey.layouts where layout.isRepresentative && layout.isSavedConfiguration {
      for frame in layout.frames where frame.maxEdgeError > tolerance && reported.insert(frame.viewID).inserted {
        guard let view = input.document.object(withID: frame.viewID)?.view else { continue }
        findings.append(
          finding(
            input, at: view.location, objectID: frame.viewID,
            "\(view.userLabel ?? view.className) '\(frame.viewID)' is stored at \(ConstraintText.rect(frame.stored)) but its constraints place it at \(ConstraintText.rect(frame.solved)) in \(layout.context)",
            context: layout.context,
            fixHint: "Update the frame from the constraints in Interface Builder, or check the constraints if the stored frame is what you want."))
      }
    }
    return findings
  }
}
