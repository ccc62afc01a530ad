import AdaptiveKit
import Foundation

/// An sRGB colour as WCAG 2.x measures it: components in 0…1, its relative luminance, and the
/// contrast ratio between two colours.
public struct ContrastColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Alpha, 0…1.
  public var alpha: Double

  /// A colour from components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a 24-bit hex value (`0x777777`).
  public init(hex: Int, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// The components of a colour resolved for `traits` (a dynamic colour's provider is called with them).
  public init(_ color: UIColor, traits: UITraitCollection) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// WCAG 2.x relative luminance: the linearised sRGB components weighted 0.2126, 0.7152, 0.0722.
  public var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      let c = min(max(component, 0), 1)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG contrast ratio of two opaque colours, 1…21, whichever is lighter.
  public static func contrastRatio(_ first: ContrastColor, _ second: ContrastColor) -> Double {
    let (a, b) = (first.relativeLuminance, second.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour drawn over `backdrop` (source-over compositing; the result is as opaque as both together).
  public func composited(over backdrop: ContrastColor) -> ContrastColor {
    let a = min(max(alpha, 0), 1)
    let outAlpha = a + backdrop.alpha * (1 - a)
    guard outAlpha > 0 else { return ContrastColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func mix(_ top: Double, _ bottom: Double) -> Double { (top * a + bottom * backdrop.alpha * (1 - a)) / outAlpha }
    return ContrastColor(
      red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue), alpha: outAlpha)
  }

  /// Whether the colour covers what is behind it.
  public var isOpaque: Bool { alpha >= 1 }

  /// `#777777`, or `#777777 at 50 %` when translucent.
  public var description: String {
    func byte(_ value: Double) -> String {
      let text = String(Int(saturating: (min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    let hex = "#" + byte(red) + byte(green) + byte(blue)
    return alpha >= 1 ? hex : "\(hex) at \(Int(saturating: (alpha * 100).rounded())) %"
  }
}
