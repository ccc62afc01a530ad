import Foundation
import InterfaceBuilder

/// Two controls a user touches laid over each other in the solved layout: a touch in the overlap
/// reaches only the one on top, and VoiceOver's frames cross.
///
/// Controls nested in one another (a button inside a custom control) are left out; the overlap
/// must exceed `AccessibilitySurvey.tolerance` in both directions.
public struct OverlappingTargets: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "accessibility.overlapping-targets", defaultSeverity: .warning,
    summary: "Two buttons or other controls overlap in the solved layout.")

  /// Creates the rule.
  public init() {}

  /// One finding per control overlapping an earlier one (in document order), with a note at the earlier one.
  public func check(_ input: LintInput) -> [Diagnostic] {
    perViewFindings(
      input, fixHint: "Space the controls apart (constraints between them, or a stack view with spacing) so each keeps its own touch area.",
      prepare: { TargetIndex($0.views) }
    ) { targets, _, view in
      guard view.isInteractive, view.isVisible else { return nil }
      let ancestors = targets.ancestors(of: view)
      // The first earlier target (in document order) the view overlaps; the index offers every
      // target that can overlap it, in document order, and the test is the same as over all views.
      for other in targets.candidates(overlapping: view) {
        guard !ancestors.contains(other.id) else { continue }
        let overlap = view.frame.intersection(other.frame)
        guard !overlap.isNull, overlap.width > AccessibilitySurvey.tolerance, overlap.height > AccessibilitySurvey.tolerance
        else { continue }
        return "\(AccessibleName.of(view, in: input)) overlaps \(AccessibleName.of(other, in: input)) by \(AccessibleName.size(overlap.size)) pt"
      }
      return nil
    }
  }
}
