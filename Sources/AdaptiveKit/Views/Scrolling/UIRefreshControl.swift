import Foundation

/// A pull-to-refresh control, set as a scroll view's `refreshControl`: it sits just above the
/// content, and while it refreshes the scroll view's `adjustedContentInset.top` grows by its
/// height so it stays in view (iOS 6; on scroll views, iOS 10).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// The control's height, as UIKit gives it.
  static let standardHeight: CGFloat = 60

  /// Creates a refresh control of the standard height.
  public convenience init() {
    self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.standardHeight))
  }

  /// Whether a refresh is under way.
  public private(set) var isRefreshing = false

  /// The title shown under the spinner.
  open var attributedTitle: NSAttributedString?

  /// Starts refreshing as if pulled (without sending `.valueChanged`, as in UIKit).
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    (superview as? UIScrollView)?.updateAdjustedContentInset()
  }

  /// Ends the refresh: the scroll view's inset returns to what it was.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    (superview as? UIScrollView)?.updateAdjustedContentInset()
  }

  /// Acts as the user's pull does: begins refreshing and sends `.valueChanged` (AdaptiveKit
  /// addition: there are no touches).
  public func _pullToRefresh() {
    guard isEnabled, !isRefreshing else { return }
    beginRefreshing()
    sendActions(for: .valueChanged)
  }
}

extension UIScrollView {
  /// Puts a new refresh control above the content (full width, following the scroll view's
  /// width) and makes the content bounce vertically, as UIKit does, so it can be pulled.
  func refreshControlDidChange(from old: UIRefreshControl?) {
    if let old, old !== refreshControl, old.superview === self { old.removeFromSuperview() }
    if let control = refreshControl {
      let height = control.bounds.height > 0 ? control.bounds.height : UIRefreshControl.standardHeight
      control.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
      control.autoresizingMask = .flexibleWidth
      if control.superview !== self { insertSubview(control, at: 0) }
      alwaysBounceVertical = true
    }
    updateAdjustedContentInset()
  }
}
