import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A color to draw with: sRGB components in 0…1.
public struct RenderColor: Hashable, Sendable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Alpha, 0…1.
  public var alpha: Double

  /// A color from components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey.
  public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

  /// A color from a 24-bit hex value (`0x007AFF`).
  public init(hex: Int, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// Whether the color draws nothing.
  public var isClear: Bool { alpha <= 0 }

  /// CSS/SVG text: `#rrggbb`, or `rgba(…)` when translucent.
  public var css: String {
    func byte(_ value: Double) -> Int { Int(saturating: (min(max(value, 0), 1) * 255).rounded()) }
    if alpha >= 1 {
      // Hex digits by hand: drawings hold hundreds of thousands of colors, and a formatter call
      // per color showed in profiles.
      var text = "#"
      for value in [byte(red), byte(green), byte(blue)] {
        text.unicodeScalars.append(Self.hexDigits[value >> 4])
        text.unicodeScalars.append(Self.hexDigits[value & 0xF])
      }
      return text
    }
    return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(SVGWriter.number(min(max(alpha, 0), 1))))"
  }

  private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

  /// The color with its alpha multiplied by `factor`.
  public func withAlpha(_ factor: Double) -> RenderColor {
    RenderColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// Resolves an Interface Builder color: its components, inline fallbacks, the document's
  /// resources, then UIKit's light-appearance values for system colors (`UIColor`'s table, the
  /// one the storyboard loader gives views). `nil` for `<nil>` and for colors that cannot be
  /// resolved (a named color missing from the document).
  public init?(_ color: IBColor?, resources: IBResources?) {
    guard let color else { return nil }
    if case .none = color.value { return nil }
    if let rgba = color.rgba(resources: resources) {
      self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
      return
    }
    switch color.value {
    case .system(let name):
      guard let known = RenderColor.uiKit(name) ?? color.cocoaTouchFallback.flatMap(RenderColor.uiKit) else { return nil }
      self = known
    case .cocoaTouchSystem(let name):
      guard let known = RenderColor.uiKit(name) else { return nil }
      self = known
    default:
      return nil
    }
  }

  // MARK: UIKit's colors (light appearance)

  /// UIKit's color named `name` as Interface Builder writes it (`systemBlueColor`, `whiteColor`),
  /// resolved for the light appearance, the drawing's default; nil for a name UIKit lacks.
  static func uiKit(_ name: String) -> RenderColor? {
    guard let color = UIColor.systemColor(named: name) else { return nil }
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.resolvedColor(with: lightAppearance).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return RenderColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  private static let lightAppearance = UITraitCollection(userInterfaceStyle: .light)

  /// UIKit's color `name`; black if UIKit lacked it (every name below is in its table, which
  /// `RenderColorTests` checks).
  private static func known(_ name: String) -> RenderColor { uiKit(name) ?? RenderColor(white: 0) }

  /// The iOS tint blue.
  public static let systemBlue = known("systemBlueColor")
  /// The iOS green (switches).
  public static let systemGreen = known("systemGreenColor")
  /// `label`.
  public static let label = known("labelColor")
  /// `secondaryLabel`.
  public static let secondaryLabel = known("secondaryLabelColor")
  /// `placeholderText`.
  public static let placeholderText = known("placeholderTextColor")
  /// `separator`.
  public static let separator = known("separatorColor")
  /// `systemBackground`.
  public static let systemBackground = known("systemBackgroundColor")
  /// `systemGroupedBackground`.
  public static let groupedBackground = known("systemGroupedBackgroundColor")
  /// The translucent bar background (navigation, tab and tool bars): a material, not a UIKit
  /// color (light bars over white, as screenshots show them).
  public static let barBackground = RenderColor(hex: 0xF9F9F9, alpha: 0.94)
  /// `systemGray` (unselected tab items, chevrons).
  public static let systemGray = known("systemGrayColor")
  /// `systemGray3` (disclosure indicators).
  public static let systemGray3 = known("systemGray3Color")
  /// `systemGray5` (switch and slider tracks).
  public static let systemGray5 = known("systemGray5Color")
  /// `tertiarySystemFill` (segmented control and search field backgrounds).
  public static let tertiaryFill = known("tertiarySystemFillColor")
}
