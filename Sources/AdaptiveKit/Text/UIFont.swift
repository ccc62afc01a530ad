import Foundation

/// A font: the system font (San Francisco's metrics and, for Latin text, its advances), a font
/// iOS ships measured from its own advance table, or a bundled Inter face.
///
/// Immutable and `Sendable`; glyph data comes from the bundled font files, parsed once.
public final class UIFont: NSObject, Sendable {
  /// The point size.
  public let pointSize: CGFloat
  /// The font's PostScript name (".SFUI-Regular" for the system font, as on iOS).
  public let fontName: String
  /// The family name (".AppleSystemUIFont" for the system font).
  public let familyName: String
  /// The weight.
  let weight: Weight
  /// Whether the font is slanted.
  package let isItalic: Bool
  /// Whether this is the system font (SF vertical metrics, SF width model).
  package let isSystemFont: Bool
  /// Whether digits all take the width of "0".
  let usesMonospacedDigits: Bool
  /// The bundled file that provides glyph advances and kerning.
  let typeface: BundledTypeface
  /// The text style this font was made for, if any.
  package let textStyle: TextStyle?
  /// Vertical metrics as fractions of the point size.
  let verticalMetrics: FontVerticalMetrics
  /// For a text style's font, the distance between baselines of successive lines (the Dynamic
  /// Type table's leading); nil for other fonts, whose lines are `lineHeight` apart.
  let textStyleLineSpacing: CGFloat?
  /// The San Francisco revision the system font measures with when pinned (`withRevision(_:)`);
  /// nil for fonts as UIKit makes them, which measure with their view's release (`measured(on:)`).
  let revision: SystemFontRevision?
  /// The app's font file this font comes from (`UIAppFonts`, `CTFontManagerRegisterFontsForURL`,
  /// or a file beside the document), measured with its own metrics; nil for fonts iOS ships.
  let appFont: AppFontFace?

  /// The family name UIKit reports for the system font.
  static let systemFamilyName = ".AppleSystemUIFont"
  /// The family name of the bundled fonts.
  static let bundledFamilyName = "Inter"

  init(
    pointSize: CGFloat, fontName: String, familyName: String, weight: Weight, isItalic: Bool,
    isSystemFont: Bool, usesMonospacedDigits: Bool, typeface: BundledTypeface, textStyle: TextStyle?,
    verticalMetrics: FontVerticalMetrics, textStyleLineSpacing: CGFloat? = nil,
    revision: SystemFontRevision? = nil, appFont: AppFontFace? = nil
  ) {
    self.pointSize = pointSize
    self.fontName = fontName
    self.familyName = familyName
    self.weight = weight
    self.isItalic = isItalic
    self.isSystemFont = isSystemFont
    self.usesMonospacedDigits = usesMonospacedDigits
    self.typeface = typeface
    self.textStyle = textStyle
    self.verticalMetrics = verticalMetrics
    self.textStyleLineSpacing = textStyleLineSpacing
    self.revision = revision
    self.appFont = appFont
  }

  private convenience init(copying font: UIFont) {
    self.init(
      pointSize: font.pointSize, fontName: font.fontName, familyName: font.familyName,
      weight: font.weight, isItalic: font.isItalic, isSystemFont: font.isSystemFont,
      usesMonospacedDigits: font.usesMonospacedDigits, typeface: font.typeface,
      textStyle: font.textStyle, verticalMetrics: font.verticalMetrics, textStyleLineSpacing: font.textStyleLineSpacing,
      revision: font.revision, appFont: font.appFont)
  }

  // MARK: - Creating fonts

  /// The system font at a size, regular weight.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(size: fontSize, weight: .regular)
  }

  /// The system font at a size and weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(size: fontSize, weight: weight)
  }

  /// The bold system font at a size.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(size: fontSize, weight: .bold)
  }

  /// The italic system font at a size.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(size: fontSize, weight: .regular, italic: true)
  }

  /// The system font with fixed-width digits, at a size and weight.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(size: fontSize, weight: weight, monospacedDigits: true)
  }

  /// The named font, or nil when the name is neither a system font name, a font measured from
  /// its own advance table (`NamedFontAdvances`), a font the app registered
  /// (`CTFontManagerRegisterFontsForURL`, `UIAppFonts`) by PostScript or full name, nor a bundled
  /// Inter face.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let font = UIFont.resolve(name: fontName, size: fontSize) else { return nil }
    self.init(copying: font)
  }

  /// The font a descriptor describes; `pointSize` 0 keeps the descriptor's size.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 17)
    let italic = descriptor.symbolicTraits.contains(.traitItalic)
    let monospaced = descriptor.symbolicTraits.contains(.traitMonoSpace)
    let font: UIFont
    if descriptor.systemDesign == .monospaced {
      font = UIFont.monospacedSystemFont(ofSize: size, weight: descriptor.weight)
    } else if !descriptor.isSystemFont, let named = UIFont.resolve(name: descriptor.postscriptName, size: size),
      !named.isSystemFont
    {
      font = named
    } else {
      font = UIFont.system(
        size: size, weight: descriptor.weight, italic: italic, monospacedDigits: monospaced,
        textStyle: descriptor.textStyle)
    }
    self.init(copying: font)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      pointSize: fontSize, fontName: fontName, familyName: familyName, weight: weight,
      isItalic: isItalic, isSystemFont: isSystemFont, usesMonospacedDigits: usesMonospacedDigits,
      typeface: typeface, textStyle: textStyle, verticalMetrics: verticalMetrics,
      // The style's leading belongs to its own size; another size spaces lines by its height.
      textStyleLineSpacing: fontSize == pointSize ? textStyleLineSpacing : nil, revision: revision, appFont: appFont)
  }

  /// The standard label font size.
  public static var labelFontSize: CGFloat { 17 }
  /// The standard button font size.
  public static var buttonFontSize: CGFloat { 18 }
  /// The size of the standard small system font.
  public static var smallSystemFontSize: CGFloat { 12 }
  /// The size of the standard system font.
  public static var systemFontSize: CGFloat { 14 }

  /// The families this runtime can create by name, the app's registered fonts' last.
  public static var familyNames: [String] {
    var names = [bundledFamilyName]
    for face in NamedFontAdvances.allCases where !names.contains(face.familyName) { names.append(face.familyName) }
    for face in MonospacedFontFace.allCases where !names.contains(face.familyName) { names.append(face.familyName) }
    for family in RegisteredFonts.process.familyNames where !names.contains(family) { names.append(family) }
    return names
  }

  /// The font names in a family (the PostScript names of a registered family's faces).
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    if familyName == bundledFamilyName { return BundledTypeface.allCases.map(\.rawValue) }
    return NamedFontAdvances.allCases.filter { $0.familyName == familyName }.map(\.rawValue)
      + MonospacedFontFace.allCases.filter { $0.familyName == familyName }.map(\.rawValue)
      + RegisteredFonts.process.fontNames(forFamilyName: familyName)
  }

  // MARK: - Metrics

  /// Distance from the baseline to the top of the line, in points.
  public var ascender: CGFloat { verticalMetrics.ascender * pointSize }
  /// Distance from the baseline to the bottom of the line, in points (negative).
  public var descender: CGFloat { verticalMetrics.descender * pointSize }
  /// Extra space between lines, in points.
  public var leading: CGFloat { verticalMetrics.leading * pointSize }
  /// Height of capital letters, in points.
  public var capHeight: CGFloat { verticalMetrics.capHeight * pointSize }
  /// Height of lowercase letters such as x, in points.
  public var xHeight: CGFloat { verticalMetrics.xHeight * pointSize }
  /// The height of one line of text: ascender − descender + leading.
  public var lineHeight: CGFloat { ascender - descender + leading }
  /// The distance between the baselines of successive lines of multi-line text: the text
  /// style's leading for a text style's font, else `lineHeight`. Never less than `lineHeight`
  /// (caption 2's 13 points is below its 13.13-point line; unconfirmed whether UIKit overlaps).
  var lineAdvance: CGFloat { max(textStyleLineSpacing ?? lineHeight, lineHeight) }

  /// A descriptor for this font.
  public var fontDescriptor: UIFontDescriptor {
    var traits: UIFontDescriptor.SymbolicTraits = []
    if weight.rawValue >= Weight.semibold.rawValue { traits.insert(.traitBold) }
    if isItalic { traits.insert(.traitItalic) }
    if isSystemFont { traits.insert(.traitUIOptimized) }
    if usesMonospacedDigits { traits.insert(.traitMonoSpace) }
    return UIFontDescriptor(
      postscriptName: fontName, pointSize: pointSize, symbolicTraits: traits, weight: weight,
      isSystemFont: isSystemFont, textStyle: textStyle)
  }

  // MARK: - Equality and description

  /// Fonts are equal when they have the same name, size, weight and digit style.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
      && usesMonospacedDigits == other.usesMonospacedDigits && weight == other.weight
      && revision == other.revision
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  public override var description: String {
    let weightName = weight.rawValue >= Weight.semibold.rawValue ? "bold" : "normal"
    let size = String(format: "%.2f", Double(pointSize))
    return "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weightName); "
      + "font-style: \(isItalic ? "italic" : "normal"); font-size: \(size)pt"
  }
}
