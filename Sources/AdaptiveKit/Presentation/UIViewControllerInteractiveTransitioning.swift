/// Drives a transition from user interaction (iOS 7).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the interactive transition the context describes.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// The speed of the animation that finishes the transition after the interaction ends.
  var completionSpeed: CGFloat { get }
  /// The curve of the animation that finishes the transition after the interaction ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactive (iOS 10); true by default.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
