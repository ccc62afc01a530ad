/// A color: fixed components, or a dynamic color resolved against a trait collection (iOS 13).
public final class UIColor: NSObject, @unchecked Sendable {
  // Immutable after init; the provider is only called, never replaced.
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  let provider: (@Sendable (UITraitCollection) -> UIColor)?
  /// A name for descriptions (system colors) or nil.
  let name: String?

  /// A color from red, green, blue and alpha components (0…1, sRGB).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    provider = nil
    name = nil
  }

  /// A gray from a white level and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A color that resolves per trait collection (light and dark appearance, contrast…).
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    components = light.components
    provider = dynamicProvider
    name = nil
  }

  /// A named dynamic color (system palettes, asset catalog color sets).
  init(catalogName name: String, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    components = provider(UITraitCollection(userInterfaceStyle: .light)).components
    self.provider = provider
    self.name = name
  }

  /// The color for a trait collection: dynamic colors call their provider, others return themselves.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider?(traitCollection).resolvedColor(with: traitCollection) ?? self
  }

  /// The color with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let provider {
      return UIColor { provider($0).withAlphaComponent(alpha) }
    }
    return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  /// Reads the components of the color as it resolves against `UITraitCollection.current`.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = resolvedColor(with: UITraitCollection.current).components
    red?.pointee = c.red
    green?.pointee = c.green
    blue?.pointee = c.blue
    alpha?.pointee = c.alpha
    return true
  }

  /// Fixed colors are equal when their components are; a dynamic color only to itself.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if other === self { return true }
    guard provider == nil, other.provider == nil else { return false }
    return components == other.components
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(components.red)
    hasher.combine(components.green)
    hasher.combine(components.blue)
    hasher.combine(components.alpha)
    return hasher.finalize()
  }

  public override var description: String {
    if let name { return "<UIColor: \(name)>" }
    let c = components
    return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
  }

  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Cyan: green and blue at full strength.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow: red and green at full strength.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta: red and blue at full strength.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange: full red, half green.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple: half red, half blue.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown: 0.6 red, 0.4 green, 0.2 blue.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
