/// Hears of a scroll view scrolling; every method is optional (the extension's defaults do nothing).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// A drag is about to start.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// A drag ended; `willDecelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// A scrolling animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Whether a status-bar tap may scroll to the top (default true).
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// A scroll to the top finished.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The view to zoom (default none).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// `adjustedContentInset` changed (iOS 11).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
