import Foundation

/// San Francisco (the iOS system font) as UIKit reports it.
///
/// Vertical metrics, in SF's 2048 units per em, are what UIKit returns for `systemFont(ofSize:)`
/// on iOS: ascender 1950, descender −494, leading 0 (so `lineHeight` is 2444/2048 × size, 20.287
/// at 17 pt), cap height 1443, x-height 1078 (regular) and 1101 (bold). These were checked
/// against published UIFont dumps at 12, 13, 15, 17, 20 and 40 pt: the Text (< 20 pt) and
/// Display (≥ 20 pt) optical sizes report the same ascender and descender.
///
/// Widths: SF's own advances for Latin text (`SystemFontAdvances`: the Text cut below 20 pt, the
/// Display cut from 20 pt, SF UI's or SF Pro's by revision), Inter's (Inter Display's from
/// 20 pt) for characters outside those tables, plus SF's size-specific tracking from Apple's
/// published tables, added per character (in 1/1000 em: +12 at 10 pt, 0 at 12 pt, −6 at 13 pt,
/// −26 at 17 pt, −23 through iOS 13; Display sizes +19 at 20 pt falling to 0 at 80 pt — see
/// `SystemFontRevision`).
enum SystemFontMetrics {
  /// SF's units per em.
  static let unitsPerEm: CGFloat = 2048
  /// SF's ascender in font units.
  static let ascender: CGFloat = 1950
  /// SF's descender in font units (negative).
  static let descender: CGFloat = -494
  /// SF's line gap (UIKit's `leading`) in font units.
  static let lineGap: CGFloat = 0
  /// SF's cap height in font units.
  static let capHeight: CGFloat = 1443
  /// SF's x-height at regular weight, in font units.
  static let regularXHeight: CGFloat = 1078
  /// SF's x-height at bold weight, in font units.
  static let boldXHeight: CGFloat = 1101
  /// The point size from which UIKit uses SF's Display optical size.
  static let displayThreshold: CGFloat = 20

  /// Apple's SF Display tracking by point size, in 1/1000 em, as published for the static
  /// Display fonts (sizes between two rows take the smaller's value, 80 pt and up 0). Interface
  /// Builder's frames follow it in every revision, on each revision's own Display advances (SF
  /// UI's through Xcode 8, SF Pro's narrower ones from Xcode 9; see `SystemFontRevision`).
  /// The variable SF Pro of iOS 14 lists −23 at 20 pt rising to +14 at 28 pt, but that table
  /// applies to its interpolated optical sizes; Xcode 12 and later documents' 20-point labels
  /// fit SF Pro Display's static advances with the static table (Andy0570's bold 20-point
  /// labels, 133 and 138 points, exactly).
  static let displayTracking: [(size: CGFloat, tracking: CGFloat)] = [
    (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
    (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
  ]

  /// Apple's SF Text tracking by point size, in 1/1000 em (sizes below 6 use the 6 pt value), as
  /// published for iOS 14's variable SF Pro.
  static let textTracking: [(size: CGFloat, tracking: CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24),
  ]

  /// The table SF UI and SF Pro's static cuts track by (iOS 9–13): the same up to 16 pt, then
  /// −23 at 17 and 18 pt and −26 at 19 (inferred from stored frames, unconfirmed; see
  /// `SystemFontRevision`: −23 at 17 pt makes 5 corpus views and 2 outside it agree and none
  /// fewer against −24, −22 gains as many as it loses; −23 at 18 pt gains 2; 19 pt rests on three
  /// labels that −23 to −26 all fit).
  static let staticTextTracking: [(size: CGFloat, tracking: CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -23), (18, -23), (19, -26),
  ]

  /// The vertical metrics of the system font at `weight`, as fractions of the point size.
  static func verticalMetrics(weight: UIFont.Weight) -> FontVerticalMetrics {
    // Interpolate the x-height between the two measured weights, clamped outside them.
    let t = min(max(weight.rawValue / UIFont.Weight.bold.rawValue, 0), 1)
    let xHeight = regularXHeight + (boldXHeight - regularXHeight) * t
    return FontVerticalMetrics(
      ascender: ascender / unitsPerEm, descender: descender / unitsPerEm,
      leading: lineGap / unitsPerEm, capHeight: capHeight / unitsPerEm, xHeight: xHeight / unitsPerEm)
  }

  /// Extra space after every character at `pointSize`, in points, in a San Francisco revision
  /// (Display sizes by Apple's Display table; text sizes by the table of the revision's iOS; see
  /// `SystemFontRevision`).
  static func tracking(pointSize: CGFloat, revision: SystemFontRevision) -> CGFloat {
    if pointSize >= displayThreshold {
      let perMille = displayTracking.last { $0.size <= pointSize }?.tracking ?? 0
      return perMille / 1000 * pointSize
    }
    let textTracking = revision == .sfPro ? textTracking : staticTextTracking
    guard let first = textTracking.first, let last = textTracking.last else { return 0 }
    let perMille: CGFloat
    if pointSize <= first.size {
      perMille = first.tracking
    } else if pointSize >= last.size {
      perMille = last.tracking
    } else {
      let upper = textTracking.firstIndex { $0.size >= pointSize } ?? textTracking.count - 1
      let (high, low) = (textTracking[upper], textTracking[max(upper - 1, 0)])
      let t = high.size == low.size ? 0 : (pointSize - low.size) / (high.size - low.size)
      perMille = low.tracking + (high.tracking - low.tracking) * t
    }
    return perMille / 1000 * pointSize
  }
}

/// A font's vertical metrics as fractions of its point size (multiply by the size for points).
struct FontVerticalMetrics: Hashable, Sendable {
  /// Distance from the baseline to the top of the line.
  let ascender: CGFloat
  /// Distance from the baseline to the bottom of the line (negative).
  let descender: CGFloat
  /// Extra space between lines.
  let leading: CGFloat
  /// Height of capital letters.
  let capHeight: CGFloat
  /// Height of lowercase letters such as x.
  let xHeight: CGFloat

  /// The metrics of a parsed font file: its line metrics as CoreText reads them
  /// (`OpenTypeFont.lineMetrics`), `OS/2` cap and x heights.
  init(font: OpenTypeFont) {
    let units = CGFloat(font.unitsPerEm)
    let line = font.lineMetrics
    ascender = CGFloat(line.ascender) / units
    descender = CGFloat(line.descender) / units
    leading = CGFloat(line.lineGap) / units
    capHeight = CGFloat(font.os2?.capHeight ?? Int(CGFloat(font.ascender) * 0.7)) / units
    xHeight = CGFloat(font.os2?.xHeight ?? Int(CGFloat(font.ascender) * 0.5)) / units
  }

  /// Metrics given directly.
  init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.capHeight = capHeight
    self.xHeight = xHeight
  }
}
