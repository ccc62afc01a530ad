import Foundation

/// Fonts iOS ships whose advances this runtime has no source for, but whose line is published:
/// they measure with the system font's advances (as every missing font does) on their own line.
/// Figures are capsize's metrics of the faces macOS ships (`hhea` ascent, descent and line gap,
/// `OS/2` cap and x heights, of 2048; every face of a family has the same line); no iOS `UIFont`
/// dump was found, so iOS's line is taken to be the file's (unconfirmed).
enum PublishedFontLines {
  /// The families by the start of their faces' PostScript names, lowercased.
  static let lines: [(prefix: String, line: FontFileLine)] = [
    // Georgia, Georgia-Bold, -Italic, -BoldItalic: ascent 1878, descent −449, no gap; cap 1419, x 986.
    ("georgia", FontFileLine(ascender: 1878, descender: -449, lineGap: 0, capHeight: 1419, xHeight: 986)),
    // Verdana and Verdana-Bold: 2059, −430, no gap; cap 1489, x 1117.
    ("verdana", FontFileLine(ascender: 2059, descender: -430, lineGap: 0, capHeight: 1489, xHeight: 1117)),
    // TrebuchetMS and TrebuchetMS-Bold: 1923, −455, no gap; cap 1465, x 1071.
    ("trebuchet", FontFileLine(ascender: 1923, descender: -455, lineGap: 0, capHeight: 1465, xHeight: 1071)),
  ]

  /// The units per em of the figures above.
  static let unitsPerEm: CGFloat = 2048

  /// The published line of the family a PostScript name belongs to, or nil.
  static func verticalMetrics(forName name: String) -> FontVerticalMetrics? {
    let key = name.lowercased()
    return lines.first { key.hasPrefix($0.prefix) }?.line.verticalMetrics(unitsPerEm: unitsPerEm)
  }
}

extension UIFont {
  /// The same font on another line (a family's published line for a font measured as the system font).
  func withVerticalMetrics(_ metrics: FontVerticalMetrics) -> UIFont {
    UIFont(
      pointSize: pointSize, fontName: fontName, familyName: familyName, weight: weight, isItalic: isItalic,
      isSystemFont: isSystemFont, usesMonospacedDigits: usesMonospacedDigits, typeface: typeface,
      textStyle: textStyle, verticalMetrics: metrics, textStyleLineSpacing: textStyleLineSpacing,
      revision: revision, appFont: appFont)
  }
}
