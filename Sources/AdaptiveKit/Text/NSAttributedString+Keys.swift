import Foundation

// UIKit declares these keys (Foundation on Linux has none of them); the raw values are UIKit's, so
// dictionaries written by either side mean the same thing.
extension NSAttributedString.Key {
  /// The text's `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The text's `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The `UIColor` behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Ligatures: 0 none, 1 default.
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// Extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Tracking, in points (iOS 14).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// The strikethrough style.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The underline style.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The outline's `UIColor`.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width, a percentage of the font size.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The text's `NSShadow`.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A text effect such as letterpress.
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// An `NSTextAttachment`.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// A link (`URL` or `String`).
  public static let link = NSAttributedString.Key("NSLink")
  /// The baseline's offset, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The underline's `UIColor`.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough's `UIColor`.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The skew applied to glyphs.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The log of the horizontal expansion factor.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// Writing direction overrides.
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  /// Vertical glyph form (always 0 on iOS).
  public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}
