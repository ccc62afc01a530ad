import AdaptiveKit
import Foundation

@MainActor
final class IBPlainView: UIView, IBPlaceholderIntrinsic, UIKitClassStandIn, ScrollingContentView {
  static var uiKitClass: UIView.Type { UIView.self }
  /// Whether the view stands in for a scroll view: its content past its bounds is scrolled away.
  var contentBeyondBoundsIsSafe = false
  /// A stand-in scroll view draws its content unscrolled, under the bars where it reaches them.
  let scrollsContentUnderBars = false
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// The image size of an image view the canvas draws plainly (an SF Symbol it does not know),
  /// when the document lists it.
  var naturalSize: CGSize?
  /// A toolbar's height where it sits directly above the home indicator (its bottom edge on its
  /// superview's safe-area bottom, with a bottom inset below it): iOS 11 and later draw such a
  /// bar 49 points high, as tall as a tab bar, and others 44. Every toolbar view of the corpus
  /// from Xcode 11 on fits it: Esri's 29 toolbars pinned above the home indicator on 896-, 844-,
  /// 842- and 812-point canvases are 49, the one stacked on another toolbar and the one in a
  /// root with no bottom inset 44, as are those of home-button devices (unconfirmed by docs).
  var heightAboveHomeIndicator: CGFloat?
  /// How many frames the view has been given: the first is the document's own, later ones the
  /// layout's, so the bar's height follows where the constraints put it, not where it was stored.
  private var framesGiven = 0
  override var frame: CGRect {
    didSet { framesGiven += 1 }
  }
  override var intrinsicContentSize: CGSize {
    var size = naturalSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    if let tall = heightAboveHomeIndicator, framesGiven > 1, isAboveHomeIndicator { size.height = tall }
    return applyingPlaceholder(to: size)
  }

  private var isAboveHomeIndicator: Bool {
    guard let superview else { return false }
    let inset = superview.safeAreaInsets.bottom
    return inset > 0 && abs(frame.maxY - (superview.bounds.height - inset)) < 0.5
  }
}
