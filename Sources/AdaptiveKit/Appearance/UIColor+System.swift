// The system and semantic colors, with the light/dark values of iOS 15–18 (Apple's Human
// Interface Guidelines color tables) and the increased-contrast values listed there for the tint
// colors and grays. Semantic colors have no documented increased-contrast values and keep theirs.

private func p(
  _ light: SystemColorPalette.RGBA, _ dark: SystemColorPalette.RGBA,
  contrast: (SystemColorPalette.RGBA, SystemColorPalette.RGBA)? = nil, elevated: SystemColorPalette.RGBA? = nil
) -> SystemColorPalette {
  SystemColorPalette(light: light, dark: dark, lightHighContrast: contrast?.0, darkHighContrast: contrast?.1, darkElevated: elevated)
}

extension UIColor {
  /// Every system color by the name catalogs and storyboards use (`systemBlueColor`, `labelColor`).
  static let systemPalettes: [String: SystemColorPalette] = [
    "systemRedColor": p((255, 59, 48, 1), (255, 69, 58, 1), contrast: ((215, 0, 21, 1), (255, 105, 97, 1))),
    "systemOrangeColor": p((255, 149, 0, 1), (255, 159, 10, 1), contrast: ((201, 52, 0, 1), (255, 179, 64, 1))),
    "systemYellowColor": p((255, 204, 0, 1), (255, 214, 10, 1), contrast: ((178, 80, 0, 1), (255, 212, 38, 1))),
    "systemGreenColor": p((52, 199, 89, 1), (48, 209, 88, 1), contrast: ((36, 138, 61, 1), (48, 219, 91, 1))),
    "systemMintColor": p((0, 199, 190, 1), (99, 230, 226, 1), contrast: ((12, 129, 123, 1), (102, 212, 207, 1))),
    "systemTealColor": p((48, 176, 199, 1), (64, 200, 224, 1), contrast: ((0, 130, 153, 1), (93, 230, 255, 1))),
    "systemCyanColor": p((50, 173, 230, 1), (100, 210, 255, 1), contrast: ((0, 113, 164, 1), (112, 215, 255, 1))),
    "systemBlueColor": p((0, 122, 255, 1), (10, 132, 255, 1), contrast: ((0, 64, 221, 1), (64, 156, 255, 1))),
    "systemIndigoColor": p((88, 86, 214, 1), (94, 92, 230, 1), contrast: ((54, 52, 163, 1), (125, 122, 255, 1))),
    "systemPurpleColor": p((175, 82, 222, 1), (191, 90, 242, 1), contrast: ((137, 68, 171, 1), (218, 143, 255, 1))),
    "systemPinkColor": p((255, 45, 85, 1), (255, 55, 95, 1), contrast: ((211, 15, 69, 1), (255, 100, 130, 1))),
    "systemBrownColor": p((162, 132, 94, 1), (172, 142, 104, 1), contrast: ((127, 101, 69, 1), (181, 148, 105, 1))),
    "systemGrayColor": p((142, 142, 147, 1), (142, 142, 147, 1), contrast: ((108, 108, 112, 1), (174, 174, 178, 1))),
    "systemGray2Color": p((174, 174, 178, 1), (99, 99, 102, 1), contrast: ((142, 142, 147, 1), (124, 124, 128, 1))),
    "systemGray3Color": p((199, 199, 204, 1), (72, 72, 74, 1), contrast: ((174, 174, 178, 1), (84, 84, 86, 1))),
    "systemGray4Color": p((209, 209, 214, 1), (58, 58, 60, 1), contrast: ((188, 188, 192, 1), (68, 68, 70, 1))),
    "systemGray5Color": p((229, 229, 234, 1), (44, 44, 46, 1), contrast: ((216, 216, 220, 1), (54, 54, 56, 1))),
    "systemGray6Color": p((242, 242, 247, 1), (28, 28, 30, 1), contrast: ((235, 235, 240, 1), (36, 36, 38, 1))),
    "labelColor": p((0, 0, 0, 1), (255, 255, 255, 1)),
    "secondaryLabelColor": p((60, 60, 67, 0.6), (235, 235, 245, 0.6)),
    "tertiaryLabelColor": p((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "quaternaryLabelColor": p((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
    "placeholderTextColor": p((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "linkColor": p((0, 122, 255, 1), (9, 132, 255, 1)),
    "separatorColor": p((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
    "opaqueSeparatorColor": p((198, 198, 200, 1), (56, 56, 58, 1)),
    "systemBackgroundColor": p((255, 255, 255, 1), (0, 0, 0, 1), elevated: (28, 28, 30, 1)),
    "secondarySystemBackgroundColor": p((242, 242, 247, 1), (28, 28, 30, 1), elevated: (44, 44, 46, 1)),
    "tertiarySystemBackgroundColor": p((255, 255, 255, 1), (44, 44, 46, 1), elevated: (58, 58, 60, 1)),
    "systemGroupedBackgroundColor": p((242, 242, 247, 1), (0, 0, 0, 1), elevated: (28, 28, 30, 1)),
    "secondarySystemGroupedBackgroundColor": p((255, 255, 255, 1), (28, 28, 30, 1), elevated: (44, 44, 46, 1)),
    "tertiarySystemGroupedBackgroundColor": p((242, 242, 247, 1), (44, 44, 46, 1), elevated: (58, 58, 60, 1)),
    "systemFillColor": p((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
    "secondarySystemFillColor": p((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
    "tertiarySystemFillColor": p((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
    "quaternarySystemFillColor": p((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
  ]

  private static func system(_ name: String) -> UIColor {
    // Every name used below is a key of `systemPalettes`; a typo shows as black in tests.
    guard let palette = systemPalettes[name] else { return .black }
    return UIColor(systemName: name, palette: palette)
  }

  /// A system or semantic color by the name catalogs and storyboards use (`systemBlueColor`),
  /// or a fixed color's name (`whiteColor`); nil for unknown names.
  package static func systemColor(named name: String) -> UIColor? {
    if let color = systemColorsByName[legacyDynamicNames[name] ?? name] { return color }
    let fixed: [String: UIColor] = [
      "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "grayColor": .gray,
      "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "redColor": .red, "greenColor": .green,
      "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta,
      "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown, "lightTextColor": .lightText,
      "darkTextColor": .darkText,
      // Interface Builder's "Tint Color" choice (Xcode 13): iOS 15's dynamic tint colour.
      "tintColor": .tintColor,
      // The pattern colours deprecated in iOS 7, as flat greys. The textured scroll view grey is
      // the value Xcode stores for it (#6F7179, tinode's two Main storyboards' resources); the
      // other two are unmeasured (the renderer drew them so before the loader knew them).
      "viewFlipsideBackgroundColor": UIColor(red: 0.12, green: 0.13, blue: 0.14, alpha: 1),
      "scrollViewTexturedBackgroundColor": UIColor(red: 111 / 255, green: 113 / 255, blue: 121 / 255, alpha: 1),
      "underPageBackgroundColor": UIColor(red: 0.71, green: 0.73, blue: 0.76, alpha: 1),
    ]
    return fixed[name]
  }

  /// Names older documents write for colours that became dynamic in iOS 13:
  /// `groupTableViewBackgroundColor` is `systemGroupedBackgroundColor` since then (the value
  /// Xcode 11 and later store for it, #F2F2F7, is that colour's light one);
  /// `tableCellGroupedBackgroundColor`, the grouped cell's background, is
  /// `secondarySystemGroupedBackgroundColor` (seven corpus documents store white for it, that
  /// colour's light value; the dark value is unconfirmed).
  static let legacyDynamicNames = [
    "groupTableViewBackgroundColor": "systemGroupedBackgroundColor",
    "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackgroundColor",
  ]

  private static let systemColorsByName: [String: UIColor] = {
    var colors: [String: UIColor] = [:]
    for name in systemPalettes.keys { colors[name] = system(name) }
    return colors
  }()

  private static func named(_ name: String) -> UIColor { systemColorsByName[name] ?? system(name) }

  /// Red, the system's (iOS 13).
  public static let systemRed = named("systemRedColor")
  /// Orange.
  public static let systemOrange = named("systemOrangeColor")
  /// Yellow.
  public static let systemYellow = named("systemYellowColor")
  /// Green.
  public static let systemGreen = named("systemGreenColor")
  /// Mint (iOS 15).
  public static let systemMint = named("systemMintColor")
  /// Teal.
  public static let systemTeal = named("systemTealColor")
  /// Cyan (iOS 15).
  public static let systemCyan = named("systemCyanColor")
  /// Blue, UIKit's default tint.
  public static let systemBlue = named("systemBlueColor")
  /// Indigo.
  public static let systemIndigo = named("systemIndigoColor")
  /// Purple.
  public static let systemPurple = named("systemPurpleColor")
  /// Pink.
  public static let systemPink = named("systemPinkColor")
  /// Brown.
  public static let systemBrown = named("systemBrownColor")
  /// The base gray.
  public static let systemGray = named("systemGrayColor")
  /// A second-level gray.
  public static let systemGray2 = named("systemGray2Color")
  /// A third-level gray.
  public static let systemGray3 = named("systemGray3Color")
  /// A fourth-level gray.
  public static let systemGray4 = named("systemGray4Color")
  /// A fifth-level gray.
  public static let systemGray5 = named("systemGray5Color")
  /// A sixth-level gray.
  public static let systemGray6 = named("systemGray6Color")

  /// Primary text: black in light mode, white in dark mode.
  public static let label = named("labelColor")
  /// Secondary text.
  public static let secondaryLabel = named("secondaryLabelColor")
  /// Tertiary text.
  public static let tertiaryLabel = named("tertiaryLabelColor")
  /// Quaternary text.
  public static let quaternaryLabel = named("quaternaryLabelColor")
  /// Placeholder text.
  public static let placeholderText = named("placeholderTextColor")
  /// Links.
  public static let link = named("linkColor")
  /// Thin separators that let content show through.
  public static let separator = named("separatorColor")
  /// Opaque separators.
  public static let opaqueSeparator = named("opaqueSeparatorColor")
  /// The main background; dark gray when elevated in dark mode.
  public static let systemBackground = named("systemBackgroundColor")
  /// Content layered on the main background.
  public static let secondarySystemBackground = named("secondarySystemBackgroundColor")
  /// Content layered on secondary backgrounds.
  public static let tertiarySystemBackground = named("tertiarySystemBackgroundColor")
  /// The background of grouped content.
  public static let systemGroupedBackground = named("systemGroupedBackgroundColor")
  /// The grouped table background of iOS 2–12: `systemGroupedBackground` since iOS 13 (see
  /// `legacyDynamicNames`).
  public static var groupTableViewBackground: UIColor { systemGroupedBackground }
  /// Content layered on a grouped background.
  public static let secondarySystemGroupedBackground = named("secondarySystemGroupedBackgroundColor")
  /// Content layered on secondary grouped backgrounds.
  public static let tertiarySystemGroupedBackground = named("tertiarySystemGroupedBackgroundColor")
  /// Fills of thin and small shapes.
  public static let systemFill = named("systemFillColor")
  /// Fills of medium shapes.
  public static let secondarySystemFill = named("secondarySystemFillColor")
  /// Fills of large shapes.
  public static let tertiarySystemFill = named("tertiarySystemFillColor")
  /// Fills of large areas with complex content.
  public static let quaternarySystemFill = named("quaternarySystemFillColor")
  /// Text on dark backgrounds: white at 60 %, whatever the appearance.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text on light backgrounds: black, whatever the appearance.
  public static let darkText = UIColor.black
}
