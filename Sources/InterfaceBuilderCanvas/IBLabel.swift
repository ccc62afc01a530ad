import AdaptiveKit
import Foundation

@MainActor
final class IBLabel: UILabel, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UILabel.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// Whether the label stands as Interface Builder leaves it on its document's canvas: at the
  /// Object Library's height (see `CanvasOptions.keepsObjectLibraryLabelHeights`), with named
  /// faces' heights (Helvetica Neue, Avenir Next) in whole points, and multi-line at the width it
  /// stands at even where its text fits on one line: Rocket.Chat's two-line "Enter your login
  /// information" sets a column of five views 201 wide where the text needs 200, and a weather
  /// tutorial's four three-line labels share a 414-point stack equally (+8 corpus, +3 outside,
  /// none fewer).
  var keepsObjectLibraryHeight = false {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    var size = super.intrinsicContentSize
    // UIKit reports the wrap width of text on more than one line only; the canvas keeps it for
    // one line too (see `keepsObjectLibraryHeight`).
    if keepsObjectLibraryHeight, preferredMaxLayoutWidth == 0, size != .zero, let wrapWidth {
      size.width = max(size.width, TextMeasurer.ceilToPixel(wrapWidth, scale: pixelScale))
    }
    if keepsObjectLibraryHeight, !(superview is UIStackView), Self.isObjectLibraryLine(size.height, font: font, lines: numberOfLines) {
      size.height = IBLabel.objectLibraryHeight
    }
    // Interface Builder stores the text heights of named faces ceiled to whole points where the
    // system font's are ceiled to pixels: Helvetica Neue Thin at 12 to 250 points (15, 26 at 22,
    // 77 at 65, 95 at 80) and Avenir Next at 16 to 36 (22, 24 at 17, 31 at 22, 50 at 36); see
    // `NamedFontAdvances`.
    if keepsObjectLibraryHeight, size.height > 0, font.hasNamedFaceAdvances {
      size.height = TextMeasurer.ceilToPixel(textLayout.size.height, scale: 1)
    }
    return applyingPlaceholder(to: size)
  }

  /// How much wider than its stored frame a multi-line label's text may measure and still stand
  /// on one line on its document's canvas. The first layout pass wraps such a label at its
  /// stored width and it keeps that width as its own, so text that Xcode fitted in the frame but
  /// that we measure a fraction wider broke onto a second line and stayed there (lockwise's
  /// centred tagline, KeePassium's, facebook's and canvas-ios' labels in top- and
  /// centre-aligned stacks).
  static let storedWidthAllowance: CGFloat = 1

  /// The Object Library label's height (it is 42 × 21, in 17-point System).
  static let objectLibraryHeight: CGFloat = 21

  /// Whether a line of `height` in `font` is the Object Library's default label within half a
  /// point: one line of 17-point System (20.5 on a 2x canvas, 20.33 on a 3x one) in any weight, as
  /// a weight chosen in the inspector keeps the line's height (googleads' Xcode 16 semibold
  /// 17-point title stays 21 on its 3x canvas).
  static func isObjectLibraryLine(_ height: CGFloat, font: UIFont, lines: Int) -> Bool {
    lines == 1 && font.isSystemFont && font.pointSize == 17 && !font.isItalic
      && font.textStyle == nil && height > objectLibraryHeight - 1 && height < objectLibraryHeight
  }
}
