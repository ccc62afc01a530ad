import Foundation
import InterfaceBuilder

/// A view visible in some variants that collapses to zero size or leaves the screen in others:
/// text that disappears at a large text size, a button pushed off screen in right-to-left.
///
/// Hidden views are left out (hiding is deliberate); a view is off screen when its frame does
/// not meet the screen at all, except in scrolling content, which scrolls into view.
public struct VanishingView: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "accessibility.vanishing-view", defaultSeverity: .warning,
    summary: "A view is visible under some traits and zero-sized or off screen under others.")

  /// Creates the rule.
  public init() {}

  /// One finding per view, in the first variant where it vanishes, naming one where it shows.
  public func check(_ input: LintInput) -> [Diagnostic] {
    var shown: [String: (traits: String, size: CGSize)] = [:]
    for screen in input.accessibilitySurvey.screens {
      for view in screen.views where Self.isOnScreen(view, screen) {
        let key = "\(screen.layoutID) \(screen.device) \(screen.orientation.rawValue) \(view.id)"
        if shown[key] == nil { shown[key] = (screen.context.traits ?? "default traits", view.frame.size) }
      }
    }
    return perViewFindings(
      input, fixHint: "Give the view a size that holds at every text size (lower the priority of fixed sizes, let stack views wrap to a vertical axis at accessibility sizes) and keep it constrained to the screen."
    ) { screen, view in
      guard view.isShown, !Self.isOnScreen(view, screen),
        let visible = shown["\(screen.layoutID) \(screen.device) \(screen.orientation.rawValue) \(view.id)"]
      else { return nil }
      let what = view.frame.width <= 0 || view.frame.height <= 0
        ? "is \(AccessibleName.size(view.frame.size)) pt" : "is off screen at \(AccessibleName.number(view.frame.minX)), \(AccessibleName.number(view.frame.minY))"
      return "\(AccessibleName.of(view, in: input)) \(what) while it is \(AccessibleName.size(visible.size)) pt and on screen at \(visible.traits)"
    }
  }

  /// Whether the view has a size and meets the screen (scrolling content always does).
  static func isOnScreen(_ view: SurveyedView, _ screen: AccessibilitySurvey.Screen) -> Bool {
    guard view.isVisible else { return false }
    return view.isInScrollingContent || view.frame.intersects(screen.screen)
  }
}
