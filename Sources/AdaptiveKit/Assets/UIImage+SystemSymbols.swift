import Foundation

/// An SF Symbol an image draws: its name and proportions.
struct SystemSymbol: Equatable, Sendable {
  let name: String
  /// Width ÷ height.
  let aspectRatio: Double

  /// The image's size under `configuration` on a screen of `displayScale` pixels per point.
  func size(configuration: UIImage.SymbolConfiguration?, displayScale: CGFloat) -> CGSize {
    SymbolImageMetrics.size(
      of: name, aspectRatio: aspectRatio, configuration: configuration, displayScale: displayScale)
  }

  /// The image's alignment rect insets under `configuration`: the text line it lines up with.
  func alignmentRectInsets(configuration: UIImage.SymbolConfiguration?, displayScale: CGFloat) -> UIEdgeInsets {
    SymbolImageMetrics.alignmentRectInsets(
      imageSize: size(configuration: configuration, displayScale: displayScale), configuration: configuration,
      displayScale: displayScale)
  }

  /// The scale of a symbol image: the configuration's display scale, else the main screen's.
  static func displayScale(for configuration: UIImage.Configuration?) -> CGFloat {
    if let scale = configuration?.traitCollection?.displayScale, scale > 0 { return scale }
    return DeviceDefaults.current.scale
  }
}

extension UIImage {
  /// The SF Symbol `name`, at the default configuration (the body text style's size); nil when
  /// `name` is not a symbol name. Symbols whose proportions AdaptiveKit does not know are square
  /// (logged once; see `SystemSymbolProportions`).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The SF Symbol `name` drawn with `configuration` (a `SymbolConfiguration`, or traits).
  public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
    guard let aspectRatio = SystemSymbolProportions.aspectRatio(of: name) else { return nil }
    // A symbol image always carries a symbol configuration; traits given alone merge into one.
    let symbolConfiguration = UIImage.SymbolConfiguration.unspecified.applying(configuration)
    self.init(
      content: nil, scale: SystemSymbol.displayScale(for: symbolConfiguration), traits: VariantTraits(),
      configuration: symbolConfiguration, name: name,
      symbol: SystemSymbol(name: name, aspectRatio: aspectRatio))
  }

  /// The SF Symbol `name` for a trait collection's display scale and content size category.
  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name, withConfiguration: traitCollection.map { UIImage.Configuration(traitCollection: $0) })
  }

  /// Where Auto Layout sees the image's edges, inside (positive) or outside (negative) its
  /// bounds: a symbol's rect is the text line at its point size (`SymbolImageMetrics`); other
  /// images have none.
  public var alignmentRectInsets: UIEdgeInsets {
    symbol?.alignmentRectInsets(configuration: symbolConfiguration, displayScale: scale) ?? .zero
  }

  /// Whether the image is an SF Symbol.
  public var isSymbolImage: Bool { symbol != nil }

  /// The name of the SF Symbol the image draws (UIKit keeps it private; renderers label symbols
  /// with it).
  package var _systemSymbolName: String? { symbol?.name }

  /// The name the image was loaded by (an SF Symbol's or an asset's; UIKit keeps it private):
  /// renderers that do not draw an item's image show it in its place.
  package var _drawnName: String? { symbol?.name ?? name }

  /// A symbol image's configuration (always present for symbols); nil for other images.
  public var symbolConfiguration: UIImage.SymbolConfiguration? { configuration as? UIImage.SymbolConfiguration }

  /// This image with a symbol configuration applied over its own; non-symbol images are returned
  /// unchanged, as in UIKit.
  public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return self }
    return withConfiguration(configuration)
  }
}
