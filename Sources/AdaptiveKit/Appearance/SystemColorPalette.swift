/// The values of one system color: light and dark, with the increased-contrast and (for
/// backgrounds) elevated variants UIKit documents. Components are 8-bit sRGB.
struct SystemColorPalette: Sendable {
  typealias RGBA = (red: Int, green: Int, blue: Int, alpha: CGFloat)

  let light: RGBA
  let dark: RGBA
  var lightHighContrast: RGBA?
  var darkHighContrast: RGBA?
  /// Dark-mode value at the elevated level (sheets, popovers) for backgrounds.
  var darkElevated: RGBA?

  /// The value for a trait collection: unspecified style and contrast count as light and normal.
  func value(for traits: UITraitCollection) -> RGBA {
    let high = traits.accessibilityContrast == .high
    guard traits.userInterfaceStyle == .dark else { return high ? lightHighContrast ?? light : light }
    if traits.userInterfaceLevel == .elevated, let darkElevated { return darkElevated }
    return high ? darkHighContrast ?? dark : dark
  }

  static func color(_ value: RGBA) -> UIColor {
    UIColor(red: CGFloat(value.red) / 255, green: CGFloat(value.green) / 255, blue: CGFloat(value.blue) / 255, alpha: value.alpha)
  }
}

extension UIColor {
  convenience init(systemName: String, palette: SystemColorPalette) {
    self.init(catalogName: systemName) { SystemColorPalette.color(palette.value(for: $0)) }
  }
}
