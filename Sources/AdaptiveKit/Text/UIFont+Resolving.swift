import Foundation

extension UIFont {
  /// The system font with every option spelled out.
  static func system(
    size: CGFloat, weight: Weight, italic: Bool = false, monospacedDigits: Bool = false,
    textStyle: TextStyle? = nil, textStyleLineSpacing: CGFloat? = nil
  ) -> UIFont {
    let suffix = weight.styleName + (italic ? "Italic" : "")
    return UIFont(
      pointSize: size, fontName: ".SFUI-" + suffix, familyName: systemFamilyName, weight: weight,
      isItalic: italic, isSystemFont: true, usesMonospacedDigits: monospacedDigits,
      typeface: BundledTypeface.closest(to: weight, italic: italic), textStyle: textStyle,
      verticalMetrics: SystemFontMetrics.verticalMetrics(weight: weight), textStyleLineSpacing: textStyleLineSpacing)
  }

  /// A bundled Inter face at a size, with Inter's own vertical metrics.
  static func bundled(_ typeface: BundledTypeface, size: CGFloat) -> UIFont? {
    guard let font = BundledFonts.font(typeface) else { return nil }
    return UIFont(
      pointSize: size, fontName: font.names.postScriptName ?? typeface.rawValue,
      familyName: font.names.family ?? bundledFamilyName, weight: typeface.weight,
      isItalic: typeface == .italic, isSystemFont: false, usesMonospacedDigits: false,
      typeface: typeface, textStyle: nil, verticalMetrics: FontVerticalMetrics(font: font))
  }

  /// A face of an app's font file at a size, with the file's own line metrics, advances and
  /// kerning; the closest Inter face stands in only for its CSS weight when drawn.
  static func app(_ face: AppFontFace, size: CGFloat) -> UIFont {
    UIFont(
      pointSize: size, fontName: face.postScriptName, familyName: face.familyName, weight: face.weight,
      isItalic: face.isItalic, isSystemFont: false, usesMonospacedDigits: false,
      typeface: BundledTypeface.closest(to: face.weight, italic: face.isItalic), textStyle: nil,
      verticalMetrics: FontVerticalMetrics(font: face.font), appFont: face)
  }

  /// A font measured from its own advance table, with its published vertical metrics; the closest
  /// Inter face supplies characters outside the table and kerning.
  static func named(_ face: NamedFontAdvances, size: CGFloat) -> UIFont {
    UIFont(
      pointSize: size, fontName: face.rawValue, familyName: face.familyName, weight: face.weight,
      isItalic: face.isItalic, isSystemFont: false, usesMonospacedDigits: false,
      typeface: BundledTypeface.closest(to: face.weight, italic: face.isItalic), textStyle: nil,
      verticalMetrics: face.verticalMetrics)
  }

  /// A monospaced face iOS ships, every glyph one advance wide, with its own line.
  static func monospaced(_ face: MonospacedFontFace, size: CGFloat) -> UIFont {
    UIFont(
      pointSize: size, fontName: face.rawValue, familyName: face.familyName, weight: face.weight,
      isItalic: face.isItalic, isSystemFont: false, usesMonospacedDigits: false,
      typeface: BundledTypeface.closest(to: face.weight, italic: face.isItalic), textStyle: nil,
      verticalMetrics: face.verticalMetrics)
  }

  /// The font for a name UIKit would resolve here: one of the system font's names, a font iOS
  /// ships with its own advance table or monospaced face, then a font of the document's app
  /// (`appFonts`), a font the process registered, and last a bundled Inter face (PostScript, full
  /// or family name); nil otherwise.
  static func resolve(name: String, size: CGFloat, appFonts: AppFontCatalog = .empty) -> UIFont? {
    if FontNameResolver.isSystemFontName(name) {
      // iOS names its own San Francisco faces with a leading dot (".SFUIText-Light"); an app that
      // bundles copies of SF UI or SF Pro registers them under the plain names ("SFUIText-Light"),
      // and UIKit draws with those files, whose metrics may differ from the system font's.
      if !name.hasPrefix("."), let face = appFonts.face(named: name) ?? RegisteredFonts.process.face(named: name) {
        return app(face, size: size)
      }
      return system(
        size: size, weight: FontNameResolver.weight(fromName: name),
        italic: FontNameResolver.isItalic(name: name))
    }
    if let face = NamedFontAdvances(postScriptName: name) { return named(face, size: size) }
    if let face = MonospacedFontFace(postScriptName: name) { return monospaced(face, size: size) }
    if name.hasPrefix(systemMonospacedNamePrefix) {
      return monospacedSystemFont(ofSize: size, weight: FontNameResolver.weight(fromName: name))
    }
    // iOS refuses an app font named like one it ships, so app fonts come after those.
    if let face = appFonts.face(named: name) ?? RegisteredFonts.process.face(named: name) {
      return app(face, size: size)
    }
    let key = name.replacingOccurrences(of: " ", with: "").lowercased()
    if key == bundledFamilyName.lowercased() { return bundled(.regular, size: size) }
    let typeface = BundledTypeface.allCases.first {
      $0.rawValue.replacingOccurrences(of: "-", with: "").lowercased()
        == key.replacingOccurrences(of: "-", with: "")
    }
    return typeface.flatMap { bundled($0, size: size) }
  }

  /// The font for an Interface Builder custom font name: the named font when it resolves (with
  /// the fonts of the document's app), else the system font with the weight and slant the name
  /// implies ("HelveticaNeue-Thin" → thin), on the family's own line where it is published
  /// (`PublishedFontLines`: Georgia, Verdana, Trebuchet MS).
  static func interfaceBuilderFont(name: String, size: CGFloat, appFonts: AppFontCatalog = .empty) -> UIFont {
    if let font = resolve(name: name, size: size, appFonts: appFonts) { return font }
    let fallback = system(
      size: size, weight: FontNameResolver.weight(fromName: name), italic: FontNameResolver.isItalic(name: name))
    return PublishedFontLines.verticalMetrics(forName: name).map(fallback.withVerticalMetrics) ?? fallback
  }

  /// The system font for a text style at a content size category given by its raw value
  /// ("UICTContentSizeCategoryL"); unknown categories use Large.
  static func textStyleFont(_ style: TextStyle, contentSizeCategory: String) -> UIFont {
    system(
      size: DynamicTypeSizes.pointSize(for: style, contentSizeCategory: contentSizeCategory),
      weight: DynamicTypeSizes.weight(for: style), textStyle: style,
      textStyleLineSpacing: DynamicTypeSizes.lineSpacing(for: style, contentSizeCategory: contentSizeCategory))
  }
}

extension UIFont {
  /// A size Interface Builder names instead of giving points: `size="system"` (the Master-Detail
  /// template's detail label, stored 17 high: one line of 14 pt) is `systemFontSize`. Other
  /// names are not known from real files and fall back to the label size.
  static func namedSize(_ name: String) -> CGFloat? {
    name == "system" ? systemFontSize : nil
  }

  /// The font an Interface Builder `<fontDescription>` element describes, from its attributes
  /// (`type`, `weight`, `pointSize` or a named `size`, `name`, `style`); text styles take their
  /// size at `contentSizeCategory` (a raw value, "UICTContentSizeCategoryL"), the category of the
  /// traits the document is loaded into.
  static func interfaceBuilderFont(
    attributes: [String: String], contentSizeCategory: String = DynamicTypeSizes.defaultCategory,
    appFonts: AppFontCatalog = .empty
  ) -> UIFont {
    let size = attributes["pointSize"].flatMap(Double.init).map { CGFloat($0) }
      ?? attributes["size"].flatMap(namedSize) ?? labelFontSize
    if let style = attributes["style"] {
      return textStyleFont(TextStyle(rawValue: style), contentSizeCategory: contentSizeCategory)
    }
    switch attributes["type"] {
    case "boldSystem": return boldSystemFont(ofSize: size)
    case "italicSystem": return italicSystemFont(ofSize: size)
    case "system":
      let weight = attributes["weight"].map(FontNameResolver.weight(fromName:)) ?? .regular
      return systemFont(ofSize: size, weight: weight)
    default:
      return interfaceBuilderFont(name: attributes["name"] ?? "", size: size, appFonts: appFonts)
    }
  }
}
