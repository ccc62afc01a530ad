import Foundation

extension UIFont {
  /// The PostScript names iOS gives the system's monospaced font (".SFMono-Regular", ".SFMono-Bold"…).
  static let systemMonospacedNamePrefix = ".SFMono-"
  /// The family name iOS reports for the system's monospaced font.
  static let systemMonospacedFamilyName = ".AppleSystemUIFontMonospaced"

  /// The system's monospaced font (SF Mono) at a size and weight (iOS 13), named as iOS names it
  /// (".SFMono-Regular", family ".AppleSystemUIFontMonospaced").
  ///
  /// Approximated: SF Mono's files are not public, and no published figure for its advance was
  /// found, so every glyph advances as Menlo's do (1233 of 2048 units, 0.602 em — Menlo is the
  /// monospaced face iOS shipped before SF Mono, in `MonospacedFontFace`) at every weight, with
  /// Menlo's line (ascender 1901, descender −483 units) and Menlo Bold's standing for semibold and
  /// heavier. Like every monospaced face here it has no kerning and no size-specific tracking.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      pointSize: fontSize, fontName: systemMonospacedNamePrefix + weight.styleName,
      familyName: systemMonospacedFamilyName, weight: weight, isItalic: false, isSystemFont: false,
      usesMonospacedDigits: false, typeface: BundledTypeface.closest(to: weight, italic: false), textStyle: nil,
      verticalMetrics: MonospacedFontFace.systemMonospacedStandIn.verticalMetrics)
  }
}

extension MonospacedFontFace {
  /// The face whose advance and line stand in for SF Mono (see `UIFont.monospacedSystemFont`).
  static let systemMonospacedStandIn = MonospacedFontFace.menlo

  /// The face measuring a font named `name`: a monospaced face iOS ships by its PostScript name,
  /// or the stand-in for the system's monospaced font.
  static func measuring(fontNamed name: String) -> MonospacedFontFace? {
    if let face = MonospacedFontFace(postScriptName: name) { return face }
    return name.hasPrefix(UIFont.systemMonospacedNamePrefix) ? systemMonospacedStandIn : nil
  }
}
