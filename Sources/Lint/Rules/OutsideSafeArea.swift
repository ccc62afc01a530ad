import Foundation
import InterfaceBuilder

/// Text and controls laid out beyond the screen's edges or outside the safe area (under the
/// status bar, the notch, the home indicator or the bars the scene sits under), in each variant,
/// where the user cannot read or reach them.
///
/// Only views that show text or take touches are checked: backgrounds and images often extend
/// under the bars on purpose. Content of scroll, table and collection views scrolls into view,
/// and views inside a clipping ancestor are cut there, so both are left out.
public struct OutsideSafeArea: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "accessibility.outside-safe-area", defaultSeverity: .warning,
    summary: "Text or a control lies outside the screen or the safe area in the solved layout.",
    isEnabledByDefault: false)

  /// Creates the rule.
  public init() {}

  /// One finding per text or control outside, in the first variant where it is.
  public func check(_ input: LintInput) -> [Diagnostic] {
    perViewFindings(
      input, fixHint: "Constrain the view to the safe area layout guide (not the superview's edges), and let the content scroll where it can outgrow the screen."
    ) { screen, view in
      guard view.isVisible, view.isInteractive || view.text != nil, !view.isInScrollingContent, !view.isInClippingAncestor
      else { return nil }
      let name = AccessibleName.of(view, in: input)
      if let outside = Self.overhang(of: view.frame, beyond: screen.screen) {
        return "\(name) extends \(outside) beyond the screen"
      }
      if let outside = Self.overhang(of: view.frame, beyond: screen.safeArea) {
        return "\(name) extends \(outside) outside the safe area"
      }
      return nil
    }
  }

  /// `12 pt above` (the largest overhang), or nil when `frame` lies inside `bounds`.
  static func overhang(of frame: CGRect, beyond bounds: CGRect) -> String? {
    let sides = [
      ("above", bounds.minY - frame.minY), ("below", frame.maxY - bounds.maxY),
      ("left", bounds.minX - frame.minX), ("right", frame.maxX - bounds.maxX),
    ]
    guard let worst = sides.max(by: { $0.1 < $1.1 }), worst.1 > AccessibilitySurvey.tolerance else { return nil }
    let side = worst.0 == "left" || worst.0 == "right" ? "to the \(worst.0)" : worst.0
    return "\(AccessibleName.number(worst.1)) pt \(side)"
  }
}
