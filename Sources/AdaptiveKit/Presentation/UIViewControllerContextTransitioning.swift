/// What an animator or interaction controller learns about the transition it runs, and how it
/// ends it (iOS 7).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition's views are placed in.
  var containerView: UIView { get }
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives the transition.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The modal presentation style of a presentation or dismissal (`.none` for pushes and pops).
  var presentationStyle: UIModalPresentationStyle { get }
  /// Records how far an interactive transition has come (0…1).
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// The interaction ended and the transition should finish.
  func finishInteractiveTransition()
  /// The interaction ended and the transition should go back.
  func cancelInteractiveTransition()
  /// The interaction paused (iOS 10).
  func pauseInteractiveTransition()
  /// Ends the transition: true when it completed, false when it was cancelled.
  func completeTransition(_ didComplete: Bool)
  /// The controller visible before (`.from`) or after (`.to`) the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view to animate out (`.from`) or in (`.to`); nil when the transition leaves it alone.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The rotation the transition applies (identity).
  var targetTransform: CGAffineTransform { get }
  /// Where a controller's view starts, in the container; `.zero` when unknown or not on screen.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where a controller's view ends, in the container; `.zero` when it leaves the screen.
  func finalFrame(for vc: UIViewController) -> CGRect
}
