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
  /// resources, then UIKit's light-appearance values for system colors. `nil` for `<nil>` and for
  /// colors that cannot be resolved (a named color missing from the document).
  public init?(_ color: IBColor?, resources: IBResources?) {
    guard let color else { return nil }
    if case .none = color.value { return nil }
    if let rgba = color.rgba(resources: resources) {
      self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
      return
    }
    switch color.value {
    case .system(let name):
      guard let known = RenderColor.system[name] ?? color.cocoaTouchFallback.flatMap({ RenderColor.system[$0] })
      else { return nil }
      self = known
    case .cocoaTouchSystem(let name):
      guard let known = RenderColor.system[name] else { return nil }
      self = known
    default:
      return nil
    }
  }

  // MARK: UIKit's colors (light appearance, iOS 13+)

  /// The iOS tint blue.
  public static let systemBlue = RenderColor(hex: 0x007AFF)
  /// The iOS green (switches).
  public static let systemGreen = RenderColor(hex: 0x34C759)
  /// `label`.
  public static let label = RenderColor(white: 0)
  /// `secondaryLabel`.
  public static let secondaryLabel = RenderColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  /// `placeholderText`.
  public static let placeholderText = RenderColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// `separator`.
  public static let separator = RenderColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  /// `systemBackground`.
  public static let systemBackground = RenderColor(white: 1)
  /// `systemGroupedBackground`.
  public static let groupedBackground = RenderColor(hex: 0xF2F2F7)
  /// The translucent bar background (navigation, tab and tool bars).
  public static let barBackground = RenderColor(hex: 0xF9F9F9, alpha: 0.94)
  /// `systemGray` (unselected tab items, chevrons).
  public static let systemGray = RenderColor(hex: 0x8E8E93)
  /// `systemGray3` (disclosure indicators).
  public static let systemGray3 = RenderColor(hex: 0xC7C7CC)
  /// `systemGray5` (switch and slider tracks).
  public static let systemGray5 = RenderColor(hex: 0xE5E5EA)
  /// `tertiarySystemFill` (segmented control and search field backgrounds).
  public static let tertiaryFill = RenderColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)

  /// A fixed (not dynamic) class color as the loader gives it to views.
  private static func fixed(_ name: String) -> RenderColor {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor.systemColor(named: name)?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return RenderColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// System and pre-iOS 13 class colors by the names Interface Builder writes.
  static let system: [String: RenderColor] = [
    "systemBackgroundColor": .systemBackground,
    "secondarySystemBackgroundColor": RenderColor(hex: 0xF2F2F7),
    "tertiarySystemBackgroundColor": RenderColor(white: 1),
    "systemGroupedBackgroundColor": .groupedBackground,
    "secondarySystemGroupedBackgroundColor": RenderColor(white: 1),
    "tertiarySystemGroupedBackgroundColor": RenderColor(hex: 0xF2F2F7),
    "labelColor": .label,
    "secondaryLabelColor": .secondaryLabel,
    "tertiaryLabelColor": RenderColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
    "quaternaryLabelColor": RenderColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
    "placeholderTextColor": .placeholderText,
    "separatorColor": .separator,
    "opaqueSeparatorColor": RenderColor(hex: 0xC6C6C8),
    "linkColor": .systemBlue,
    "systemFillColor": RenderColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
    "secondarySystemFillColor": RenderColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
    "tertiarySystemFillColor": .tertiaryFill,
    "quaternarySystemFillColor": RenderColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08),
    "systemBlueColor": .systemBlue,
    "systemRedColor": RenderColor(hex: 0xFF3B30),
    "systemGreenColor": .systemGreen,
    "systemOrangeColor": RenderColor(hex: 0xFF9500),
    "systemYellowColor": RenderColor(hex: 0xFFCC00),
    "systemPinkColor": RenderColor(hex: 0xFF2D55),
    "systemPurpleColor": RenderColor(hex: 0xAF52DE),
    "systemTealColor": RenderColor(hex: 0x5AC8FA),
    "systemIndigoColor": RenderColor(hex: 0x5856D6),
    "systemBrownColor": RenderColor(hex: 0xA2845E),
    "systemMintColor": RenderColor(hex: 0x00C7BE),
    "systemCyanColor": RenderColor(hex: 0x32ADE6),
    "systemGrayColor": .systemGray,
    "systemGray2Color": RenderColor(hex: 0xAEAEB2),
    "systemGray3Color": .systemGray3,
    "systemGray4Color": RenderColor(hex: 0xD1D1D6),
    "systemGray5Color": .systemGray5,
    "systemGray6Color": RenderColor(hex: 0xF2F2F7),
    "darkTextColor": RenderColor(white: 0),
    "lightTextColor": RenderColor(white: 1, alpha: 0.6),
    // UIKit's since iOS 13 (`UIColor.systemColor(named:)`): the grouped background.
    "groupTableViewBackgroundColor": .groupedBackground,
    "tableCellGroupedBackgroundColor": RenderColor(white: 1),
    "viewFlipsideBackgroundColor": fixed("viewFlipsideBackgroundColor"),
    "scrollViewTexturedBackgroundColor": fixed("scrollViewTexturedBackgroundColor"),
    "underPageBackgroundColor": fixed("underPageBackgroundColor"),
    "whiteColor": RenderColor(white: 1),
    "blackColor": RenderColor(white: 0),
    "clearColor": RenderColor(white: 0, alpha: 0),
  ]
}
