import Foundation

extension UIFont {
  /// A Dynamic Type text style, with UIKit's string constants as raw values.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The UIKit constant, e.g. "UICTFontTextStyleBody".
    public let rawValue: String

    /// Creates a text style from its UIKit constant.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The style for large titles (34 pt at the default size).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The style for first-level titles (28 pt).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The style for second-level titles (22 pt).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The style for third-level titles (20 pt).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The style for headings (17 pt semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The style for subheadings (15 pt).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The style for body text (17 pt).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The style for callouts (16 pt).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The style for footnotes (13 pt).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The style for standard captions (12 pt).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The style for alternate captions (11 pt).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The eleven styles, largest first.
    static let all: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout,
      .footnote, .caption1, .caption2,
    ]
  }
}
