/// An interaction controller that drives a custom animator by the fraction of the interaction
/// completed (iOS 7). AdaptiveKit's animations end at once, so the animator runs when the
/// interaction ends: `finish()` runs it to the end state, `cancel()` runs it after marking the
/// transition cancelled (the animator then calls `completeTransition(false)` as it would in UIKit).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  /// The running transition's context, between `startInteractiveTransition(_:)` and its end.
  private var context: (any UIViewControllerContextTransitioning)?
  private var animator: (any UIViewControllerAnimatedTransitioning)?

  /// The speed the rest of the transition runs at after the interaction ends; 1 by default.
  open var completionSpeed: CGFloat = 1
  /// The curve the rest of the transition runs with; `.easeInOut` by default.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts interactive (iOS 10); true by default.
  open var wantsInteractiveStart = true
  /// How far the interaction has come (0…1).
  open private(set) var percentComplete: CGFloat = 0

  /// Creates an interaction controller.
  public override init() { super.init() }

  /// The animator's duration for the running transition; 0 when none runs.
  open var duration: CGFloat {
    guard let context, let animator else { return 0 }
    return CGFloat(animator.transitionDuration(using: context))
  }

  /// Starts driving the transition; the animator runs when `finish()` or `cancel()` ends it.
  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    animator = (transitionContext as? CustomTransitionContext)?.animator
    percentComplete = 0
    // A transition that does not start interactive runs straight to its end.
    if !wantsInteractiveStart { finish() }
  }

  /// Records how far the interaction has come.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Pauses the transition (iOS 10); nothing runs in the meantime anyway.
  open func pause() { context?.pauseInteractiveTransition() }

  /// Ends the interaction: the transition completes.
  open func finish() {
    guard let context else { return }
    percentComplete = 1
    context.finishInteractiveTransition()
    runAnimator(context)
  }

  /// Ends the interaction: the transition goes back.
  open func cancel() {
    guard let context else { return }
    context.cancelInteractiveTransition()
    runAnimator(context)
  }

  private func runAnimator(_ context: any UIViewControllerContextTransitioning) {
    self.context = nil
    let animator = self.animator
    self.animator = nil
    animator?.animateTransition(using: context)
  }
}
