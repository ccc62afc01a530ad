import Foundation

/// One laid-out line of text.
struct TextLine: Hashable, Sendable {
  /// The characters shown on the line (with "…" where truncated).
  let text: String
  /// The line's typographic width in points (trailing wrap spaces excluded).
  let width: CGFloat
  /// Distance from the top of the text to this line's baseline.
  let baselineOffset: CGFloat
  /// Whether the line was shortened with an ellipsis.
  let isTruncated: Bool
}

/// The result of laying out a string: its lines and size, as UILabel needs them.
package struct TextLayout: Hashable, Sendable {
  /// The lines, top to bottom (empty for empty text).
  let lines: [TextLine]
  /// The height of one line (the font's `lineHeight`).
  let lineHeight: CGFloat
  /// The distance between successive baselines (the font's `lineAdvance`).
  let lineAdvance: CGFloat
  /// Whether any text was cut off or replaced by an ellipsis.
  let isTruncated: Bool
  /// The block's height where its lines differ in height or spacing (attributed text); nil
  /// where every line is `lineHeight` high and `lineAdvance` apart.
  let blockHeight: CGFloat?

  init(lines: [TextLine], lineHeight: CGFloat, lineAdvance: CGFloat? = nil, isTruncated: Bool, blockHeight: CGFloat? = nil) {
    self.lines = lines
    self.lineHeight = lineHeight
    self.lineAdvance = lineAdvance ?? lineHeight
    self.isTruncated = isTruncated
    self.blockHeight = blockHeight
  }

  /// The unrounded size: the widest line by the height of the lines (one line's height, plus
  /// one line advance for each further line).
  package var size: CGSize {
    CGSize(
      width: lines.map(\.width).max() ?? 0,
      height: blockHeight ?? TextLayout.height(ofLines: lines.count, lineHeight: lineHeight, lineAdvance: lineAdvance))
  }

  /// The height `count` lines take: the first line's height, then one advance per further line.
  static func height(ofLines count: Int, lineHeight: CGFloat, lineAdvance: CGFloat) -> CGFloat {
    count > 0 ? lineHeight + CGFloat(count - 1) * lineAdvance : 0
  }

  /// Distance from the top to the first line's baseline (0 when empty).
  var firstBaselineOffset: CGFloat { lines.first?.baselineOffset ?? 0 }

  /// Distance from the top to the last line's baseline (0 when empty).
  var lastBaselineOffset: CGFloat { lines.last?.baselineOffset ?? 0 }

  /// The intrinsic content size UILabel reports: `size` ceiled to the pixel grid of `scale`.
  func intrinsicSize(scale: CGFloat) -> CGSize {
    let size = size
    return CGSize(
      width: TextMeasurer.ceilToPixel(size.width, scale: scale),
      height: TextMeasurer.ceilToPixel(size.height, scale: scale))
  }
}
