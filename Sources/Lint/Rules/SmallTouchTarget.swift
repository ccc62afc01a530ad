import InterfaceBuilder

/// Buttons and custom controls laid out smaller than the touch target Apple's Human Interface
/// Guidelines ask for (44 × 44 points), in the configuration the document was saved in.
///
/// Only controls whose size the app chooses are checked: UIKit's fixed-size controls (switches,
/// sliders, steppers, segmented controls) have heights no app can change, so they would only add
/// noise. A control laid out with no width or height is not drawn at all and is left out.
///
/// Off by default: on the production apps of `../shared/corpus-apps` it fires 1,381 times in 483
/// of 1,663 files, mostly on system buttons at UIKit's own 30–34-point height; a team opts in
/// (`.adaptive.yml`: `rules: {accessibility.small-target: warning}`), with a baseline if needed.
public struct SmallTouchTarget: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "accessibility.small-target", defaultSeverity: .warning,
    summary: "A button or custom control is smaller than the 44 × 44 pt touch target of Apple's guidelines.",
    isEnabledByDefault: false)

  /// The smallest comfortable touch target, in points: "a hit target of at least 44x44 points"
  /// (Human Interface Guidelines, Accessibility — Buttons and controls).
  public static let minimumTargetSize: Double = 44

  /// Element names of controls whose frame the app chooses.
  static let checkedKinds: Set<String> = ["button", "control"]

  /// Creates the rule.
  public init() {}

  /// One finding per small control, in the first saved configuration where it is small.
  public func check(_ input: LintInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var reported = Set<String>()
    for layout in input.layoutSurvey.layouts where layout.isRepresentative && layout.isSavedConfiguration {
      for frame in layout.frames {
        let size = frame.solved
        guard size.width > 0, size.height > 0,
          size.width < Self.minimumTargetSize || size.height < Self.minimumTargetSize,
          let view = input.document.object(withID: frame.viewID)?.view,
          Self.checkedKinds.contains(view.kind), !view.isHidden,
          reported.insert(frame.viewID).inserted
        else { continue }
        findings.append(
          finding(
            input, at: view.location, objectID: frame.viewID,
            "\(Self.name(of: view)) is \(ConstraintText.number(size.width)) × \(ConstraintText.number(size.height)) pt, smaller than the \(ConstraintText.number(Self.minimumTargetSize)) × \(ConstraintText.number(Self.minimumTargetSize)) pt touch target of Apple's guidelines, in \(layout.context)",
            context: layout.context,
            fixHint: "Make the control at least 44 points in each direction (constraints, or content insets around a small image)."))
      }
    }
    return findings
  }

  /// `button 'Delete'`, or the control's label, class and id.
  static func name(of view: IBView) -> String {
    let title = view.buttonStates.first { !($0.title ?? "").isEmpty }?.title
      ?? view.buttonConfiguration?["title"] ?? view.accessibility?.label ?? view.userLabel
    return "\(view.className)\(title.map { " '\($0)'" } ?? " '\(view.id)'")"
  }
}
