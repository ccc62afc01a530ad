import Foundation

/// A row of page dots.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The number of dots.
  open var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// The page whose dot is highlighted.
  open var currentPage = 0
  /// Whether the control hides when there is one page only.
  open var hidesForSinglePage = false
  /// The tint of the other pages' dots.
  open var pageIndicatorTintColor: UIColor?
  /// The tint of the current page's dot.
  open var currentPageIndicatorTintColor: UIColor?

  /// The size the dots for `pageCount` pages need: 7-point dots 9 points apart, 37 points high
  /// (the classic control; Interface Builder stores 3 pages 39×37 in Xcode 10 and 11 documents,
  /// and 37 high in Xcode 12 and 13 ones — unconfirmed whether iOS 14's redesign changed it).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(Swift.max(0, 16 * pageCount - 9)), height: 37)
  }

  /// The dots' size for `numberOfPages`.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}
