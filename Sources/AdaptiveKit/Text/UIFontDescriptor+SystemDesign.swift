import Foundation

extension UIFontDescriptor {
  /// A design of the system font (iOS 13), with UIKit's raw values.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// San Francisco, the system font.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// SF Rounded.
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// SF Mono, the monospaced system font.
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    /// New York, the serif system font.
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
  }

  /// The attribute a descriptor keeps its system design under.
  static let systemDesignAttribute = AttributeName(rawValue: "NSCTFontUIFontDesignTrait")

  /// The same descriptor in another design of the system font; nil for a font that is not the
  /// system font, as in UIKit. A font made from it (`UIFont(descriptor:size:)`): `.monospaced`
  /// is `monospacedSystemFont(ofSize:weight:)` at the descriptor's weight (a text style's size
  /// without its Dynamic Type link); `.rounded` and `.serif` are measured as the default design
  /// (approximated: SF Rounded and New York are not available here).
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    guard isSystemFont else { return nil }
    var attributes = extraAttributes
    attributes[Self.systemDesignAttribute] = design.rawValue
    return UIFontDescriptor(
      postscriptName: postscriptName, pointSize: pointSize, symbolicTraits: symbolicTraits, weight: weight,
      isSystemFont: isSystemFont, textStyle: textStyle, family: family, face: face, extraAttributes: attributes)
  }

  /// The system design `withDesign(_:)` chose (`.default` when none was).
  var systemDesign: SystemDesign {
    (extraAttributes[Self.systemDesignAttribute] as? String).map(SystemDesign.init(rawValue:)) ?? .default
  }
}
