import AdaptiveKit
import Foundation

/// One document view as it stands in one laid-out variant: what the accessibility rules read,
/// kept as plain values so the layout itself can be released.
public struct SurveyedView: Hashable, Sendable {
  /// The view's document id.
  public var id: String
  /// The element name (`label`, `button`, `imageView`, …).
  public var kind: String
  /// The view's class, as the document names it.
  public var className: String
  /// The nearest surveyed ancestor's id.
  public var parentID: String?
  /// The frame in window (screen) coordinates.
  public var frame: CGRect
  /// Whether the view draws: neither it nor an ancestor is hidden or fully transparent.
  public var isShown: Bool
  /// Whether an ancestor scrolls (content of a scroll, table or collection view may lie beyond the screen).
  public var isInScrollingContent: Bool
  /// Whether an ancestor clips its subviews (what lies outside it is not drawn).
  public var isInClippingAncestor: Bool
  /// Whether the user can touch it: a control (or editable text) with user interaction enabled.
  public var isInteractive: Bool
  /// The text it shows (label text, button title, text-field placeholder), measured against its frame.
  public var text: SurveyedText?

  /// Whether the view takes up space on screen: shown, and neither width nor height zero.
  public var isVisible: Bool { isShown && frame.width > 0 && frame.height > 0 }
}

/// Text as laid out in one variant: what it needs, what it has, and the colours it is drawn in.
public struct SurveyedText: Hashable, Sendable {
  /// Which text of the view.
  public enum Role: String, Hashable, Sendable {
    /// A label's text.
    case label = "text"
    /// A button's title.
    case title
    /// A text field's placeholder.
    case placeholder
  }

  /// Which text of the view it is.
  public var role: Role
  /// The text.
  public var string: String
  /// The font's point size in this variant.
  public var pointSize: Double
  /// Whether the font is bold (WCAG's "large text" counts bold from 14 points).
  public var isBold: Bool
  /// The size the whole text needs (at the view's width for wrapping text).
  public var needed: CGSize
  /// The room the view gives it.
  public var available: CGSize
  /// Whether part of the text is cut off: truncated with an ellipsis, lines dropped, or clipped.
  public var isTruncated: Bool
  /// The text colour resolved for this variant's traits, when the document sets one or UIKit has a default.
  public var foreground: ContrastColor?
  /// The opaque colour behind the text: the view's and its ancestors' backgrounds composited down
  /// to the first opaque one (the system background when none is).
  public var background: ContrastColor?
}
