import AdaptiveKit
import Foundation

/// An optional device body around the screen: a dark rounded bezel, rounder on devices with a
/// home indicator, and a notch or island on notched iPhones (drawn above the screen content).
@MainActor
enum DeviceOutline {
  /// The bezel width around the screen.
  static let margin: CGFloat = 14

  /// The screen's corner radius: the rounded displays of home-indicator devices, else square.
  static func screenRadius(_ configuration: RenderConfiguration) -> CGFloat {
    guard configuration.device.hasHomeIndicator else { return 0 }
    return configuration.device.idiom == .pad ? 18 : 44
  }

  /// The bezel behind a screen of `size` at (`margin`, `margin`).
  static func drawBezel(size: CGSize, configuration: RenderConfiguration, context: DrawingContext) {
    let outer = CGRect(x: 0, y: 0, width: size.width + 2 * margin, height: size.height + 2 * margin)
    let radius = screenRadius(configuration) + margin
    context.writer.rect(outer, radius: configuration.device.hasHomeIndicator ? radius : 36, fill: "#1c1c1e")
  }

  /// The notch (portrait) or its landscape equivalent, over the screen at the origin.
  static func drawNotch(size: CGSize, configuration: RenderConfiguration, context: DrawingContext) {
    let device = configuration.device
    guard device.idiom == .phone, device.safeAreaInsets(in: .portrait).top > 20 else { return }
    let notch = CGSize(width: 126, height: 30)
    if configuration.isLandscape {
      context.writer.rect(CGRect(x: -1, y: size.height / 2 - notch.width / 2, width: notch.height, height: notch.width),
        radius: 14, fill: "#1c1c1e")
    } else {
      context.writer.rect(CGRect(x: size.width / 2 - notch.width / 2, y: -1, width: notch.width, height: notch.height),
        radius: 14, fill: "#1c1c1e")
    }
  }

  /// The home indicator: a 134×5 bar 8 points above the bottom edge, in the label colour (iOS
  /// tints it against what is behind it: dark over a light screen, light over a dark one).
  static func drawHomeIndicator(size: CGSize, configuration: RenderConfiguration, context: DrawingContext) {
    guard configuration.device.hasHomeIndicator else { return }
    let width: CGFloat = configuration.isLandscape && configuration.device.idiom == .phone ? 220 : 134
    context.writer.rect(CGRect(x: size.width / 2 - width / 2, y: size.height - 13, width: width, height: 5),
      radius: 2.5, fill: context.palette.label.css)
  }
}
