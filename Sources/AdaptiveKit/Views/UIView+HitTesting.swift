import Foundation

extension UIView {
  /// Below this alpha a view is treated as invisible and ignores touches, as UIKit documents.
  static let minimumHitTestAlpha: CGFloat = 0.01

  /// Whether the view can take part in hit testing at all: not hidden, not (almost) transparent,
  /// with user interaction enabled.
  var receivesTouches: Bool {
    !isHidden && alpha >= UIView.minimumHitTestAlpha && isUserInteractionEnabled
  }

  /// UIKit's hit test: a view that cannot receive touches, or whose `point(inside:with:)` says no,
  /// returns nil — so a subview sticking out of its superview's bounds is never hit there, whether
  /// or not `clipsToBounds` is set; otherwise subviews are asked front to back (the last subview
  /// first) and the first hit wins, else the view itself.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard receivesTouches, self.point(inside: point, with: event) else { return nil }
    for subview in storedSubviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }
}
