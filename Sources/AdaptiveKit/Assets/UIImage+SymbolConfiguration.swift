import Foundation

extension UIImage {
  /// The point size, text style or font, weight and scale a symbol image is drawn with (iOS 13).
  /// Immutable: `applying(_:)` returns a copy whose specified values replace this one's.
  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    // Set only while a configuration is built, before anyone else sees it.
    private(set) var sizeSource: SymbolSizeSource?
    private(set) var weight: SymbolWeight = .unspecified
    private(set) var scale: SymbolScale = .unspecified
    /// How the symbol's layers are coloured (iOS 15); nil: as the symbol's context says.
    private(set) var colorRendering: SymbolColorRendering?

    /// A configuration with nothing specified.
    open class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration(traitCollection: nil) }

    /// Symbols drawn in shades of one colour, their layers fading by level (iOS 15).
    public convenience init(hierarchicalColor: UIColor) {
      self.init(traitCollection: nil)
      colorRendering = .hierarchical(hierarchicalColor)
    }

    /// Symbols drawn with one colour per layer, in order (iOS 15).
    public convenience init(paletteColors: [UIColor]) {
      self.init(traitCollection: nil)
      colorRendering = .palette(paletteColors)
    }

    /// A configuration asking for symbols' own multicolour variants (iOS 15).
    open class func preferringMulticolor() -> UIImage.SymbolConfiguration {
      let configuration = SymbolConfiguration(traitCollection: nil)
      configuration.colorRendering = .multicolor
      return configuration
    }

    /// A configuration asking for symbols in one colour (iOS 16).
    open class func preferringMonochrome() -> UIImage.SymbolConfiguration {
      let configuration = SymbolConfiguration(traitCollection: nil)
      configuration.colorRendering = .monochrome
      return configuration
    }

    /// Symbols drawn at a point size of the system font.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// Symbols drawn at a point size and weight.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// Symbols drawn at a point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
      self.init(traitCollection: nil)
      sizeSource = .pointSize(pointSize)
      self.weight = weight
      self.scale = scale
    }

    /// Symbols drawn at a scale.
    public convenience init(scale: UIImage.SymbolScale) {
      self.init(traitCollection: nil)
      self.scale = scale
    }

    /// Symbols drawn at the size of a Dynamic Type text style (following the content size category).
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    /// Symbols drawn at the size of a Dynamic Type text style, at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init(traitCollection: nil)
      sizeSource = .textStyle(textStyle)
      self.scale = scale
    }

    /// Symbols drawn at a weight.
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init(traitCollection: nil)
      self.weight = weight
    }

    /// Symbols drawn to match a font: its point size and weight.
    public convenience init(font: UIFont) {
      self.init(font: font, scale: .unspecified)
    }

    /// Symbols drawn to match a font, at a scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
      self.init(traitCollection: nil)
      sizeSource = .font(font)
      self.scale = scale
    }

    /// This configuration without its point size (or font) and weight.
    open func configurationWithoutPointSizeAndWeight() -> Self {
      copy { copy in
        if case .textStyle = copy.sizeSource {} else { copy.sizeSource = nil }
        copy.weight = .unspecified
      }
    }

    /// This configuration without its scale.
    open func configurationWithoutScale() -> Self { copy { $0.scale = .unspecified } }

    /// This configuration without its text style.
    open func configurationWithoutTextStyle() -> Self {
      copy { copy in if case .textStyle = copy.sizeSource { copy.sizeSource = nil } }
    }

    /// This configuration without its weight.
    open func configurationWithoutWeight() -> Self { copy { $0.weight = .unspecified } }

    /// Whether two configurations specify the same values.
    open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool { isEqual(otherConfiguration) }

    open override func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      let result = Self.make(traitCollection: traitCollection)
      result.take(self)
      return result
    }

    /// This configuration with another's specified values replacing its own (a point size, text
    /// style or font replaces whichever of the three this one has); traits combine.
    open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      let result = super.applying(otherConfiguration)
      result.take(self)
      if let other = otherConfiguration as? UIImage.SymbolConfiguration {
        if let source = other.sizeSource { result.sizeSource = source }
        if other.weight != .unspecified { result.weight = other.weight }
        if other.scale != .unspecified { result.scale = other.scale }
        if let colors = other.colorRendering { result.colorRendering = colors }
      }
      return result
    }

    /// A copy of this configuration changed by `change`.
    private func copy(_ change: (SymbolConfiguration) -> Void) -> Self {
      let result = Self.make(traitCollection: traitCollection)
      result.take(self)
      change(result)
      return result
    }

    private func take(_ other: SymbolConfiguration) {
      sizeSource = other.sizeSource
      weight = other.weight
      scale = other.scale
      colorRendering = other.colorRendering
    }

    /// The point size symbols are drawn at: the configured point size, the font's, the text
    /// style's for the configuration's content size category, else the body style's.
    var resolvedPointSize: CGFloat {
      switch sizeSource {
      case .pointSize(let size): return size
      case .font(let font): return font.pointSize
      case .textStyle(let style): return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).pointSize
      case nil: return Self.defaultPointSize
      }
    }

    /// The point size of a configuration that names none: the body style's at the Large
    /// category, whatever the traits (only a text style follows Dynamic Type).
    static var defaultPointSize: CGFloat {
      UIFont.preferredFont(forTextStyle: SymbolImageMetrics.defaultTextStyle, compatibleWith: nil).pointSize
    }

    public override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object), let other = object as? UIImage.SymbolConfiguration else { return false }
      return sizeSource == other.sizeSource && weight == other.weight && scale == other.scale
        && colorRendering == other.colorRendering
    }

    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(super.hash)
      hasher.combine(weight)
      hasher.combine(scale)
      return hasher.finalize()
    }

    open override var description: String {
      var parts: [String] = []
      switch sizeSource {
      case .pointSize(let size): parts.append("pointSize=\(size.cleanString)")
      case .textStyle(let style): parts.append("textStyle=\(style.rawValue)")
      case .font(let font): parts.append("font=\(font.fontName) \(font.pointSize.cleanString)")
      case nil: break
      }
      if weight != .unspecified { parts.append("weight=\(weight)") }
      if scale != .unspecified { parts.append("scale=\(scale)") }
      if let colorRendering { parts.append("colors=\(colorRendering)") }
      return "<UIImageSymbolConfiguration" + (parts.isEmpty ? " unspecified" : " " + parts.joined(separator: ", ")) + ">"
    }
  }

  /// The weight of a symbol's strokes, matching the system font's weights (iOS 13).
  public enum SymbolWeight: Int, Sendable, CaseIterable {
    /// No weight given: the context's, else regular.
    case unspecified = 0
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The system font weight this symbol weight matches.
    public func fontWeight() -> UIFont.Weight {
      switch self {
      case .ultraLight: return .ultraLight
      case .thin: return .thin
      case .light: return .light
      case .unspecified, .regular: return .regular
      case .medium: return .medium
      case .semibold: return .semibold
      case .bold: return .bold
      case .heavy: return .heavy
      case .black: return .black
      }
    }
  }

  /// A symbol's size relative to text of the same point size (iOS 13).
  public enum SymbolScale: Int, Sendable, CaseIterable {
    /// The scale the system uses in this context (medium for an image on its own).
    case `default` = -1
    /// No scale given.
    case unspecified = 0
    /// About 20 % smaller than medium.
    case small
    /// The size of text at the same point size.
    case medium
    /// About 30 % larger than medium.
    case large
  }

  /// Where a symbol configuration's point size comes from.
  enum SymbolSizeSource: Equatable, @unchecked Sendable {
    case pointSize(CGFloat)
    case textStyle(UIFont.TextStyle)
    case font(UIFont)
  }
}
