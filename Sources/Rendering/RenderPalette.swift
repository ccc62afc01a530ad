import AdaptiveKit
import Foundation

/// The system colors chrome and controls are drawn with, resolved for one appearance and
/// contrast as UIKit resolves its dynamic colors (light values for the device's defaults, so a
/// light drawing keeps its exact colors).
struct RenderPalette {
  var label = RenderColor.label
  var secondaryLabel = RenderColor.secondaryLabel
  var placeholderText = RenderColor.placeholderText
  var separator = RenderColor.separator
  var systemBackground = RenderColor.systemBackground
  var groupedBackground = RenderColor.groupedBackground
  /// A cell's background: `systemBackground` in a plain table, the secondary grouped background
  /// in a grouped one (both white in light appearance).
  var cellBackground = RenderColor(white: 1)
  var barBackground = RenderColor.barBackground
  var systemGray = RenderColor.systemGray
  var systemGray3 = RenderColor.systemGray3
  var systemGray5 = RenderColor.systemGray5
  var tertiaryFill = RenderColor.tertiaryFill
  var systemBlue = RenderColor.systemBlue
  var systemGreen = RenderColor.systemGreen
  /// Hairlines under bars and around switch knobs (black or white at low alpha).
  var hairline = RenderColor(white: 0, alpha: 0.3)

  /// The light palette, the colors this module drew with before appearances existed.
  static let light = RenderPalette()

  /// The palette for `traits`: light and normal contrast is `light`; anything else resolves
  /// each color from AdaptiveKit's system palettes.
  @MainActor
  static func resolved(for traits: UITraitCollection) -> RenderPalette {
    let dark = traits.userInterfaceStyle == .dark
    guard dark || traits.accessibilityContrast == .high else { return .light }
    let key = CacheKey(dark: dark, highContrast: traits.accessibilityContrast == .high)
    if let known = cache[key] { return known }
    func system(_ name: String, _ fallback: RenderColor) -> RenderColor {
      UIColor.systemColor(named: name).map { RenderColor($0, traits: traits) } ?? fallback
    }
    var palette = RenderPalette()
    palette.label = system("labelColor", .label)
    palette.secondaryLabel = system("secondaryLabelColor", .secondaryLabel)
    palette.placeholderText = system("placeholderTextColor", .placeholderText)
    palette.separator = system("separatorColor", .separator)
    palette.systemBackground = system("systemBackgroundColor", .systemBackground)
    palette.groupedBackground = system("systemGroupedBackgroundColor", .groupedBackground)
    palette.cellBackground = dark ? system("secondarySystemGroupedBackgroundColor", .systemBackground) : .systemBackground
    palette.systemGray = system("systemGrayColor", .systemGray)
    palette.systemGray3 = system("systemGray3Color", .systemGray3)
    palette.systemGray5 = system("systemGray5Color", .systemGray5)
    palette.tertiaryFill = system("tertiarySystemFillColor", .tertiaryFill)
    palette.systemBlue = system("systemBlueColor", .systemBlue)
    palette.systemGreen = system("systemGreenColor", .systemGreen)
    if dark {
      palette.barBackground = darkBarBackground
      palette.hairline = RenderColor(white: 1, alpha: 0.15)
    }
    cache[key] = palette
    return palette
  }

  /// UIKit's translucent dark bar material over black, as screenshots show it (about #161616
  /// at 94%; unconfirmed beyond iOS 15–18 screenshots).
  static let darkBarBackground = RenderColor(hex: 0x161616, alpha: 0.94)

  private struct CacheKey: Hashable {
    var dark: Bool
    var highContrast: Bool
  }

  @MainActor private static var cache: [CacheKey: RenderPalette] = [:]
}
