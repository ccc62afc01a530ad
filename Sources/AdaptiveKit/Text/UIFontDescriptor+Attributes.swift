import Foundation

extension UIFontDescriptor {
  /// A key of a descriptor's attribute dictionary, with UIKit's raw strings.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The attribute's string.
    public let rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The family name (`String`).
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The PostScript name (`String`).
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face within the family, such as "Bold" (`String`).
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The point size (a number).
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The name shown to people (`String`).
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// The font matrix (kept, not applied: text is not drawn transformed).
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    /// The characters the font covers (kept, not applied).
    public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
    /// Fallback fonts (kept, not applied).
    public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
    /// The traits dictionary, keyed by `TraitKey`.
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    /// A fixed advance (kept, not applied).
    public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    /// Typographic feature settings (kept, not applied).
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    /// The Dynamic Type text style (`UIFont.TextStyle` or its string).
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// A key of the `traits` attribute's dictionary, with UIKit's raw strings.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The trait's string.
    public let rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The symbolic traits (`SymbolicTraits` or its raw number).
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    /// The weight (`UIFont.Weight` or a number from −1 to 1).
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// The width, from −1 (condensed) to 1 (expanded); kept, not measured.
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// The slant, from −1 to 1; any slant is italic.
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// The descriptor's attributes: its name, size, traits, text style and any other attribute it
  /// was made with.
  public var fontAttributes: [AttributeName: Any] {
    var attributes = extraAttributes
    attributes[.name] = postscriptName
    if pointSize > 0 { attributes[.size] = pointSize }
    if let family { attributes[.family] = family }
    if let face { attributes[.face] = face }
    if let textStyle { attributes[.textStyle] = textStyle.rawValue }
    var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits.rawValue
    traits[.weight] = weight.rawValue
    attributes[.traits] = traits
    return attributes
  }

  /// The value of one attribute, nil when the descriptor has none.
  public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

  /// A descriptor made from attributes: a name, or a family with a face, a size, traits (weight,
  /// bold, italic) and a text style. Attributes AdaptiveKit does not apply are kept.
  public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    let parts = Parts(attributes)
    self.init(
      postscriptName: parts.name, pointSize: parts.size, symbolicTraits: parts.symbolicTraits, weight: parts.weight,
      isSystemFont: parts.isSystemFont, textStyle: parts.textStyle, family: parts.family, face: parts.face,
      extraAttributes: parts.extras)
  }

  /// A descriptor with these attributes added to (or replacing) this one's.
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    var merged = fontAttributes
    // A new name, family or face names another font: the old name does not survive it.
    if attributes[.family] != nil || attributes[.face] != nil, attributes[.name] == nil { merged[.name] = nil }
    if attributes[.traits] != nil { merged[.traits] = nil }
    for (key, value) in attributes { merged[key] = value }
    return UIFontDescriptor(fontAttributes: merged)
  }

  /// A descriptor for the same face in another family.
  public func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }

  /// A descriptor for another face of this family, such as "Bold".
  public func withFace(_ newFace: String) -> UIFontDescriptor {
    addingAttributes([.family: family ?? UIFont(descriptor: self, size: 0).familyName, .face: newFace])
  }

  /// The descriptor of a text style's font at the default (Large) text size.
  public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
  }

  /// The descriptor of a text style's font at the text size of `traitCollection`.
  public static func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }
}

/// The parts of a descriptor read from an attribute dictionary.
private struct Parts {
  var name: String
  var family: String?
  var face: String?
  var size: CGFloat = 0
  var symbolicTraits: UIFontDescriptor.SymbolicTraits = []
  var weight: UIFont.Weight = .regular
  var textStyle: UIFont.TextStyle?
  var isSystemFont: Bool
  var extras: [UIFontDescriptor.AttributeName: Any] = [:]

  init(_ attributes: [UIFontDescriptor.AttributeName: Any]) {
    let family = attributes[.family] as? String
    let face = attributes[.face] as? String
    self.family = family
    self.face = face
    let style = attributes[.textStyle]
    textStyle = (style as? UIFont.TextStyle) ?? (style as? String).map(UIFont.TextStyle.init(rawValue:))
    let name = attributes[.name] as? String ?? Parts.fontName(family: family, face: face) ?? family ?? ""
    size = Parts.number(attributes[.size]).map { CGFloat($0) } ?? 0
    var weightGiven: UIFont.Weight?
    let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
    if let symbolic = traits[.symbolic] as? UIFontDescriptor.SymbolicTraits {
      symbolicTraits = symbolic
    } else if let raw = Parts.number(traits[.symbolic]) {
      symbolicTraits = UIFontDescriptor.SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(raw)))
    }
    if let weight = traits[.weight] as? UIFont.Weight {
      weightGiven = weight
    } else if let raw = Parts.number(traits[.weight]) {
      weightGiven = UIFont.Weight(rawValue: CGFloat(raw))
    }
    if let slant = Parts.number(traits[.slant]), slant != 0 { symbolicTraits.insert(.traitItalic) }
    let nameForStyle = face.map { "\(family ?? "")-\($0)" } ?? name
    if FontNameResolver.isItalic(name: nameForStyle) { symbolicTraits.insert(.traitItalic) }
    let impliedWeight = symbolicTraits.contains(.traitBold) ? UIFont.Weight.bold : FontNameResolver.weight(fromName: nameForStyle)
    weight = weightGiven ?? impliedWeight
    if weight.rawValue >= UIFont.Weight.semibold.rawValue { symbolicTraits.insert(.traitBold) }
    isSystemFont = textStyle != nil || name.isEmpty || FontNameResolver.isSystemFontName(name)
    self.name = name.isEmpty ? UIFont.systemFont(ofSize: 17, weight: weightGiven ?? impliedWeight).fontName : name
    let modelled: Set<UIFontDescriptor.AttributeName> = [.name, .family, .face, .size, .textStyle]
    for (key, value) in attributes where !modelled.contains(key) { extras[key] = value }
  }

  /// The PostScript name of `face` in `family` among the fonts this runtime knows.
  static func fontName(family: String?, face: String?) -> String? {
    guard let family else { return nil }
    let names = UIFont.fontNames(forFamilyName: family)
    guard let face = face?.lowercased(), face != "regular" else {
      return names.first { !$0.contains("-") || $0.lowercased().hasSuffix("-regular") } ?? names.first
    }
    let compact = face.replacingOccurrences(of: " ", with: "")
    return names.first { FontNameResolver.styleComponent(of: $0) == compact }
  }

  /// A number given as any numeric type.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as CGFloat: return Double(value)
    case let value as Double: return value
    case let value as Float: return Double(value)
    case let value as Int: return Double(value)
    case let value as UInt32: return Double(value)
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }
}
