import InterfaceBuilder

/// Views whose constraints leave their position or size undetermined: those Interface Builder
/// marks ambiguous, and those the engine finds ambiguous on another device or size class.
///
/// In the configuration the document was saved in, Interface Builder's own verdict (the
/// `ambiguous` mark) is the reference: where the engine alone finds a view ambiguous there, the
/// difference lies in the engine (scroll content, intrinsic sizes), not in the file, so only
/// views that become ambiguous in other configurations are reported.
public struct AmbiguousLayout: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "layout.ambiguous", defaultSeverity: .warning,
    summary: "A view's constraints do not determine its position or size.")

  /// Creates the rule.
  public init() {}

  /// One finding per ambiguous view (marked by Interface Builder, or found by the engine in some
  /// configuration, reported once with the first configuration).
  public func check(_ input: LintInput) -> [Diagnostic] {
    let document = input.document
    var findings: [Diagnostic] = []
    var reported = Set<String>()
    for view in document.allViews where view.isAmbiguous && !view.id.isEmpty {
      reported.insert(view.id)
      findings.append(
        finding(
          input, at: view.location, objectID: view.id,
          "Interface Builder marks the layout of \(view.userLabel ?? view.className) '\(view.id)' as ambiguous",
          fixHint: "Add the constraints Interface Builder reports as missing (Resolve Auto Layout Issues ▸ Add Missing Constraints)."))
    }
    let layouts = input.layoutSurvey.layouts
    var ambiguousWhenSaved = Set<String>()
    for layout in layouts where layout.isSavedConfiguration { ambiguousWhenSaved.formUnion(layout.ambiguousViewIDs) }
    for layout in layouts where layout.isRepresentative && !layout.isSavedConfiguration {
      for id in layout.ambiguousViewIDs where !ambiguousWhenSaved.contains(id) && reported.insert(id).inserted {
        guard let view = document.object(withID: id)?.view else { continue }
        findings.append(
          finding(
            input, at: view.location, objectID: id,
            "the constraints of \(view.userLabel ?? view.className) '\(id)' do not determine its position or size in \(layout.context)",
            context: layout.context,
            fixHint: "Constrain the view on both axes: a position and a size (or an intrinsic size) horizontally and vertically."))
      }
    }
    return findings
  }
}
