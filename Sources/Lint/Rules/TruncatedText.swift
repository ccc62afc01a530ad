import Foundation
import InterfaceBuilder

/// Text cut off in the solved layout: a label's text, a button's title or an empty text field's
/// placeholder that does not fit its view's frame, measured with the view's font and number of
/// lines, in each variant (the headline problem at the accessibility text sizes).
///
/// A single-line label is measured against its width after the shrinking it allows
/// (`adjustsFontSizeToFitWidth` down to `minimumScaleFactor`); wrapping text against its height
/// and line limit; every text against the height of one line.
public struct TruncatedText: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "accessibility.truncated-text", defaultSeverity: .warning,
    summary: "A label's text, a button's title or a placeholder is truncated or clipped by its view's solved frame.")

  /// Creates the rule.
  public init() {}

  /// One finding per view whose text is cut off, in the first variant where it is.
  public func check(_ input: LintInput) -> [Diagnostic] {
    perViewFindings(
      input,
      fixHint: "Let the text wrap (numberOfLines 0) in a view whose height follows its content, allow it to shrink, or shorten it; check the largest accessibility text size."
    ) { _, view in
      guard view.isVisible, let text = view.text, text.isTruncated else { return nil }
      return "\(AccessibleName.of(view, in: input)): the \(text.role.rawValue) needs \(AccessibleName.size(text.needed)) pt and has \(AccessibleName.size(text.available)) pt at \(ConstraintText.number(text.pointSize)) pt, so it is cut off"
    }
  }
}
