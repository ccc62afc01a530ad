import Foundation

/// A description of a font: name, size, symbolic traits, weight, text style and attributes.
// Immutable after init; `@unchecked` because attribute values are `Any`, as in UIKit.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// Stylistic traits of a font, with UIKit's bit values.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The trait bits.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A slanted style.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// A bold style.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// A wider style.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// A narrower style.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Fixed-width glyphs.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyph forms.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Glyphs tuned for user interfaces.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// The PostScript name of the described font.
  public let postscriptName: String
  /// The point size (0 when unspecified).
  public let pointSize: CGFloat
  /// The symbolic traits.
  public let symbolicTraits: SymbolicTraits
  /// The weight, for system font descriptors.
  let weight: UIFont.Weight
  /// Whether the descriptor stands for the system font.
  let isSystemFont: Bool
  /// The text style a preferred-font descriptor came from.
  let textStyle: UIFont.TextStyle?
  /// The family and face it was made with, if any.
  let family: String?
  let face: String?
  /// Attributes given that AdaptiveKit keeps but does not apply (matrix, feature settings, …).
  let extraAttributes: [AttributeName: Any]

  /// Creates a descriptor for a font by name and size.
  public convenience init(name fontName: String, size: CGFloat) {
    let weight = FontNameResolver.weight(fromName: fontName)
    var traits: SymbolicTraits = weight.rawValue >= UIFont.Weight.semibold.rawValue ? .traitBold : []
    if FontNameResolver.isItalic(name: fontName) { traits.insert(.traitItalic) }
    self.init(
      postscriptName: fontName, pointSize: size, symbolicTraits: traits, weight: weight,
      isSystemFont: FontNameResolver.isSystemFontName(fontName), textStyle: nil)
  }

  /// Creates a descriptor from all its parts.
  init(
    postscriptName: String, pointSize: CGFloat, symbolicTraits: SymbolicTraits, weight: UIFont.Weight,
    isSystemFont: Bool, textStyle: UIFont.TextStyle?, family: String? = nil, face: String? = nil,
    extraAttributes: [AttributeName: Any] = [:]
  ) {
    self.family = family
    self.face = face
    self.extraAttributes = extraAttributes
    self.postscriptName = postscriptName
    self.pointSize = pointSize
    self.symbolicTraits = symbolicTraits
    self.weight = weight
    self.isSystemFont = isSystemFont
    self.textStyle = textStyle
  }

  /// A copy with different symbolic traits (bold and italic are honoured; nil never returned
  /// for the system font, matching UIKit).
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    let weight: UIFont.Weight
    if traits.contains(.traitBold) {
      weight = self.weight.rawValue >= UIFont.Weight.bold.rawValue ? self.weight : .bold
    } else {
      weight = symbolicTraits.contains(.traitBold) ? .regular : self.weight
    }
    return UIFontDescriptor(
      postscriptName: postscriptName, pointSize: pointSize, symbolicTraits: traits, weight: weight,
      isSystemFont: isSystemFont, textStyle: textStyle, family: family, face: face, extraAttributes: extraAttributes)
  }

  /// A copy with a different point size.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(
      postscriptName: postscriptName, pointSize: newPointSize, symbolicTraits: symbolicTraits,
      weight: weight, isSystemFont: isSystemFont, textStyle: textStyle, family: family, face: face,
      extraAttributes: extraAttributes)
  }

  /// Descriptors are equal when they have the same name, size, traits, weight and text style.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFontDescriptor else { return false }
    return postscriptName == other.postscriptName && pointSize == other.pointSize
      && symbolicTraits == other.symbolicTraits && weight == other.weight && textStyle == other.textStyle
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(postscriptName)
    hasher.combine(pointSize)
    hasher.combine(symbolicTraits)
    return hasher.finalize()
  }

  public override var description: String {
    "UIFontDescriptor \(postscriptName) \(pointSize)pt traits=\(symbolicTraits.rawValue)"
  }
}
