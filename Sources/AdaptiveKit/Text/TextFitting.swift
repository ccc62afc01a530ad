/// How a single-line label makes text that is wider than its box fit before truncating it:
/// tighten the letter spacing (`allowsDefaultTighteningForTruncation`), then shrink the font no
/// further than `minimumScaleFactor` (`adjustsFontSizeToFitWidth`); whatever still does not fit is
/// truncated. Multi-line labels are left alone, as UIKit leaves them when it wraps.
struct TextFitting: Hashable, Sendable {
  /// Shrink the font to fit the width.
  var adjustsFontSizeToFitWidth = false
  /// The smallest multiple of the point size the font may shrink to; 0 means no shrinking, as
  /// UIKit documents.
  var minimumScaleFactor: CGFloat = 0
  /// Tighten the letter spacing before truncating.
  var allowsDefaultTighteningForTruncation = false

  /// The most tightening takes off a line: 5 % of its natural width. UIKit says only that it
  /// picks the amount "based on the font, current line width, line break mode" — unconfirmed;
  /// 5 % is about what Core Text's default tightening removes from body text.
  static let maximumTightening: CGFloat = 0.05

  /// The font to draw with and the factor line widths are squeezed by (1: no tightening).
  struct Fitted: Hashable, Sendable {
    let font: UIFont
    let squeeze: CGFloat
  }

  /// How `text` is drawn in `width` points on `numberOfLines` lines.
  func fit(_ text: String, font: UIFont, width: CGFloat, numberOfLines: Int) -> Fitted {
    let unchanged = Fitted(font: font, squeeze: 1)
    guard numberOfLines == 1, adjustsFontSizeToFitWidth || allowsDefaultTighteningForTruncation,
      width.isFinite, width > 0, !text.isEmpty
    else { return unchanged }
    let natural = TextMeasurer.size(of: text, font: font).width
    guard natural > width + 0.001 else { return unchanged }
    var squeeze: CGFloat = 1
    if allowsDefaultTighteningForTruncation {
      squeeze = Swift.max(1 - TextFitting.maximumTightening, width / natural)
      if natural * squeeze <= width + 0.001 { return Fitted(font: font, squeeze: squeeze) }
    }
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, minimumScaleFactor.isFinite else {
      return Fitted(font: font, squeeze: squeeze)
    }
    // Widths scale with the point size, a little slower at small sizes (San Francisco's tracking
    // loosens): start from the proportional size, then bisect down to the largest size that fits.
    func measured(at scale: CGFloat) -> CGFloat { TextMeasurer.size(of: text, font: font.withSize(font.pointSize * scale)).width * squeeze }
    var high = Swift.max(minimumScaleFactor, width / (natural * squeeze))
    var low = minimumScaleFactor
    if high > low, measured(at: high) > width + 0.001 {
      for _ in 0..<16 {
        let middle = (low + high) / 2
        if measured(at: middle) > width + 0.001 { high = middle } else { low = middle }
      }
      high = low
    }
    let fitted = font.withSize(font.pointSize * high)
    return Fitted(font: fitted, squeeze: squeeze)
  }
}
