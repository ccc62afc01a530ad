import Foundation
import InterfaceBuilder

/// Text whose contrast with what is behind it is under WCAG 2.x level AA: 4.5:1, or 3:1 for large
/// text (18 points, or 14 points bold), in each variant's appearance.
///
/// Colours are resolved as UIKit resolves them for the variant's traits (system and asset-catalog
/// colours through their dynamic providers, so dark mode is checked with dark colours); the
/// background is the view's own and its ancestors' backgrounds composited down to the first
/// opaque one, over the system background. Button titles are checked only where the document
/// sets their colour (UIKit's default is the tint).
public struct InsufficientContrast: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "accessibility.contrast", defaultSeverity: .warning,
    summary: "Text contrasts with its background less than WCAG 2.x AA asks (4.5:1; 3:1 for large text).")

  /// WCAG 2.x AA's minimum contrast for text (success criterion 1.4.3).
  public static let minimumRatio = 4.5
  /// WCAG 2.x AA's minimum contrast for large text.
  public static let minimumLargeTextRatio = 3.0
  /// Text this large (points) counts as large.
  public static let largeTextSize = 18.0
  /// Bold text this large (points) counts as large.
  public static let largeBoldTextSize = 14.0

  /// Creates the rule.
  public init() {}

  /// The ratio `text` needs.
  public static func requiredRatio(pointSize: Double, isBold: Bool) -> Double {
    pointSize >= largeTextSize || (isBold && pointSize >= largeBoldTextSize) ? minimumLargeTextRatio : minimumRatio
  }

  /// One finding per view whose text is under the ratio, in the first variant where it is.
  public func check(_ input: LintInput) -> [Diagnostic] {
    perViewFindings(
      input, fixHint: "Darken the text or lighten the background (or the reverse in dark mode); semantic colours such as label and secondaryLabel meet the ratio in both appearances."
    ) { _, view in
      guard view.isVisible, let text = view.text, let foreground = text.foreground, let background = text.background,
        foreground.alpha > 0
      else { return nil }
      let drawn = foreground.composited(over: background)
      let ratio = ContrastColor.contrastRatio(drawn, background)
      let required = Self.requiredRatio(pointSize: text.pointSize, isBold: text.isBold)
      guard ratio < required else { return nil }
      let size = "\(ConstraintText.number(text.pointSize))-pt\(text.isBold ? " bold" : "")"
      return "\(AccessibleName.of(view, in: input)): \(foreground) on \(background) has a contrast of \(Self.format(ratio)):1, under WCAG AA's \(Self.format(required)):1 for \(size) text"
    }
  }

  /// A ratio to two decimals, truncated so that 4.499 never reads as 4.5.
  static func format(_ ratio: Double) -> String {
    let hundredths = Int(saturating: (ratio * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
