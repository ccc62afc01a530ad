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
      input, fixHint: "Space the controls apart (constraints between them, or a stack view with spacing) so each keeps its own touch area."
    ) { screen, view in
      guard view.isInteractive, view.isVisible else { return nil }
      let ancestors = Self.ancestors(of: view, in: screen)
      for other in screen.views {
        if other.id == view.id { break }
        guard other.isInteractive, other.isVisible, !ancestors.contains(other.id) else { continue }
        let overlap = view.frame.intersection(other.frame)
        guard !overlap.isNull, overlap.width > AccessibilitySurvey.tolerance, overlap.height > AccessibilitySurvey.tolerance
        else { continue }
        return "\(AccessibleName.of(view, in: input)) overlaps \(AccessibleName.of(other, in: input)) by \(AccessibleName.size(overlap.size)) pt"
      }
      return nil
    }
  }

  static func ancestors(of view: SurveyedView, in screen: AccessibilitySurvey.Screen) -> Set<String> {
    let parents = Dictionary(screen.views.map { ($0.id, $0.parentID) }, uniquingKeysWith: { first, _ in first })
    var result: Set<String> = []
    var current = view.parentID
    while let id = current, result.insert(id).inserted { current = parents[id] ?? nil }
    return result
  }
}
