import Foundation

extension UIFont {
  /// The revision the font measures with: its pinned one, else the one the simulator's default
  /// release ships (text measured outside any view).
  var measuringRevision: SystemFontRevision { revision ?? SystemFontRevision(release: .simulatorDefault) }

  /// The font as a view running `release` measures it: the system font in the San Francisco that
  /// release ships, unless the font is pinned to a revision; other fonts unchanged.
  package func measured(on release: UIKitRelease) -> UIFont {
    guard isSystemFont, revision == nil else { return self }
    return withRevision(SystemFontRevision(release: release))
  }

  /// The same font pinned to `revision`, whatever release measures it.
  package func withRevision(_ revision: SystemFontRevision) -> UIFont {
    UIFont(
      pointSize: pointSize, fontName: fontName, familyName: familyName, weight: weight, isItalic: isItalic,
      isSystemFont: isSystemFont, usesMonospacedDigits: usesMonospacedDigits, typeface: typeface,
      textStyle: textStyle, verticalMetrics: verticalMetrics, textStyleLineSpacing: textStyleLineSpacing,
      revision: revision, appFont: appFont)
  }
}
