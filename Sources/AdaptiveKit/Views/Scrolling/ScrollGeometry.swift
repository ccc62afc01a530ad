/// The arithmetic of scroll views: adjusted insets and the offsets that bring a rectangle into view.
@MainActor
enum ScrollGeometry {
  /// `contentInset` plus the safe-area insets on the edges the behavior adjusts.
  static func adjustedInset(for scrollView: UIScrollView) -> UIEdgeInsets {
    let safe = scrollView.safeAreaInsets
    let (vertical, horizontal) = adjustedAxes(of: scrollView)
    let inset = scrollView.contentInset
    // A refreshing control stays in view above the content, as UIKit keeps it.
    let refreshing = scrollView.refreshControl.map { $0.isRefreshing ? $0.bounds.height : 0 } ?? 0
    return UIEdgeInsets(
      top: inset.top + (vertical ? safe.top : 0) + refreshing, left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
  }

  /// The axes on which the behavior adds the safe area to the content inset. On those the
  /// content needs no safe area of its own, so UIKit gives the scroll view's subviews none there.
  static func adjustedAxes(of scrollView: UIScrollView) -> (vertical: Bool, horizontal: Bool) {
    switch scrollView.contentInsetAdjustmentBehavior {
    case .never: (false, false)
    case .always: (true, true)
    case .scrollableAxes: (scrollView.scrollsVertically(), scrollView.scrollsHorizontally())
    case .automatic:
      (scrollView.scrollsVertically() || isContentOfBarController(scrollView), scrollView.scrollsHorizontally())
    }
  }

  /// Whether the scroll view is the root view of a controller a navigation or tab bar controller shows.
  private static func isContentOfBarController(_ scrollView: UIScrollView) -> Bool {
    var controller = scrollView.owningViewController?.parent
    while let current = controller {
      if current is UINavigationController || current is UITabBarController { return true }
      controller = current.parent
    }
    return false
  }

  /// The offset closest to the current one that shows `rect` (content coordinates), kept within
  /// the scrollable range.
  static func offset(showing rect: CGRect, in scrollView: UIScrollView) -> CGPoint {
    let inset = scrollView.adjustedContentInset
    let size = scrollView.bounds.size
    var offset = scrollView.contentOffset
    let visibleHeight = size.height - inset.top - inset.bottom
    let visibleWidth = size.width - inset.left - inset.right
    if rect.maxY > offset.y + inset.top + visibleHeight { offset.y = rect.maxY - inset.top - visibleHeight }
    if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
    if rect.maxX > offset.x + inset.left + visibleWidth { offset.x = rect.maxX - inset.left - visibleWidth }
    if rect.minX < offset.x + inset.left { offset.x = rect.minX - inset.left }
    return clamped(offset, in: scrollView)
  }

  /// An offset kept between the top-left and bottom-right limits the insets allow.
  static func clamped(_ offset: CGPoint, in scrollView: UIScrollView) -> CGPoint {
    let inset = scrollView.adjustedContentInset
    let size = scrollView.bounds.size
    let content = scrollView.contentSize
    let maxX = Swift.max(-inset.left, content.width + inset.right - size.width)
    let maxY = Swift.max(-inset.top, content.height + inset.bottom - size.height)
    return CGPoint(x: Swift.min(Swift.max(offset.x, -inset.left), maxX), y: Swift.min(Swift.max(offset.y, -inset.top), maxY))
  }
}

/// The guide whose rectangle is the scroll view's content: its left and top are the content's
/// origin, its size the content size (solved from constraints, else `contentSize`).
@MainActor
final class ScrollContentLayoutGuide: UILayoutGuide {}
