/// Animates a custom presentation, dismissal, push or pop (iOS 7). AdaptiveKit is headless, so
/// the animations an animator runs with `UIView.animate` end at once; the animator still places
/// the views and must call `completeTransition(_:)` on the context, as in UIKit.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition's animations last, in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  /// Places the transition's views in the context's container view and ends with
  /// `transitionContext.completeTransition(_:)`.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Told after the transition completed (true) or was cancelled (false).
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}
