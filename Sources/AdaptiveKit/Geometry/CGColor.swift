#if !canImport(CoreGraphics)
  /// A color as Core Graphics holds it: components in a color space, with no trait resolution
  /// (Linux has no CoreGraphics). Layers take these (`CALayer.borderColor`); `UIColor.cgColor`
  /// makes them.
  ///
  /// Two color spaces are modelled, the ones `UIColor` produces: gray (white and alpha) and sRGB
  /// (red, green, blue and alpha).
  public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components in the color space's order, alpha last.
    public let components: [CGFloat]?

    /// A color in the sRGB color space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// A color in the gray color space.
    public init(gray: CGFloat, alpha: CGFloat) {
      components = [gray, alpha]
    }

    /// Opaque black, in the gray color space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in the gray color space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black, in the gray color space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included (2 for gray, 4 for sRGB).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 0 }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
      guard let components, components.count >= 2 else { return nil }
      if components.count == 2 { return CGColor(gray: components[0], alpha: alpha) }
      return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
      let values = (components ?? []).map { "\($0)" }.joined(separator: " ")
      return "<CGColor \(numberOfComponents == 2 ? "gray" : "sRGB") \(values)>"
    }
  }
#endif
