import Foundation

/// The self-sizing height of a table row in one of the standard cell styles (default, value 1,
/// value 2, subtitle) by UIKit release, as Interface Builder's canvas stores it.
///
/// A standard cell places its labels and image itself rather than through constraints, so its
/// content view has no fitting height of its own; UIKit sizes the row from the style's labels.
/// Figures are the stored frames of prototype and static cells in tables with automatic row
/// heights, in both shared corpora (documents of Xcode 11 to 26).
enum StandardCellRowMetrics {
  /// The least height of a standard row, and whether a separator's pixel comes off it.
  ///
  /// iOS 13–18: 44 less the separator's pixel — 43.5 on 2x canvases, 43.67 on 3x (in both corpora
  /// 50 default and value-1 prototypes and 57 static cells at 43.5; 5 prototypes and 80 static cells
  /// at 43.67, five repositories). iOS 26: 51 on 2x and 3x canvases alike (67 default and value-1
  /// prototypes and 28 static cells of Xcode 26 documents in four repositories; a one-line
  /// value-1 cell draws its 17-point labels 16 points from the top). A custom automatic row whose
  /// constraints give it no height is drawn at the same least height (Xcode 26 prototypes of two
  /// repositories at 51 where the 43.5 of earlier releases was drawn before).
  static let minimumHeight = ReleaseTable<(height: CGFloat, lessSeparatorPixel: Bool)>([
    (.iOS7, (44, true)), (.iOS26, (51, false)),
  ])

  /// The space a row adds to its labels' lines (a subtitle cell's two lines one above the other)
  /// above, between and below them. iOS 13–18: 20.5 — two-line subtitle rows of 17- and 12-point
  /// System (lines 20.5 and 14.5 high) are stored 55.5 by Xcode 12 and 15 (three cells, two
  /// repositories); 55.67 on a 3x canvas (one cell). iOS 26: 21 — the same rows are 56 (24
  /// prototypes and 6 static cells, two repositories), 55 on a 3x canvas (one cell).
  /// Unconfirmed for text-style fonts, which UIKit spaces by their own leading (two Body and
  /// Caption 1 rows stored 57.5 by Xcode 13 and 15).
  static let linePadding = ReleaseTable<CGFloat>([(.iOS7, 20.5), (.iOS26, 21)])

  /// The row height for a standard cell whose label lines are `lineHeights` (text, then
  /// detail), one above the other where it `stacksLines` (`StandardCellLayout.stacksLabels`),
  /// else side by side, on a canvas of `scale` in `release`, or around `imageHeight` where the
  /// image is taller than the lines. Every standard cell with an image in the corpora has a
  /// shorter image than its lines (24 to 27 points), so the padding around a taller one (the
  /// lines' padding here) is unconfirmed.
  static func rowHeight(
    stacksLines: Bool, lineHeights: [CGFloat], imageHeight: CGFloat = 0, scale: CGFloat, release: UIKitRelease
  ) -> CGFloat {
    let lines = stacksLines ? lineHeights.reduce(0, +) : lineHeights.max() ?? 0
    let needed = TextMeasurer.ceilToPixel(Swift.max(lines, imageHeight) + linePadding[release], scale: scale)
    return Swift.max(leastHeight(scale: scale, release: release), needed)
  }

  /// The least automatic row on a canvas of `scale` in `release` (`minimumHeight`, less the
  /// separator's pixel where that release takes it off).
  static func leastHeight(scale: CGFloat, release: UIKitRelease) -> CGFloat {
    let minimum = minimumHeight[release]
    return minimum.lessSeparatorPixel ? minimum.height - 1 / scale : minimum.height
  }
}
