/// The context AdaptiveKit hands a custom animator or interaction controller: the container,
/// the two controllers and the views to move, their frames, and `completeTransition(_:)`, which
/// runs the rest of the presentation, dismissal, push or pop (its `finish` closure) exactly once.
@MainActor
final class CustomTransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  /// The animator running the transition (an interaction controller drives it).
  let animator: any UIViewControllerAnimatedTransitioning
  private(set) var isInteractive: Bool
  private(set) var transitionWasCancelled = false
  /// How far the interaction has come (0…1).
  private(set) var percentComplete: CGFloat = 0
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private let views: [UITransitionContextViewKey: UIView]
  private let initialFrames: [ObjectIdentifier: CGRect]
  private let finalFrames: [ObjectIdentifier: CGRect]
  private var finish: ((Bool) -> Void)?

  /// A transition from `from` to `to`; `views` are the views the animator moves (a view the
  /// transition leaves in place is absent), `frames` each controller's start and end frames in
  /// the container, `finish` the rest of the transition, given whether it completed.
  init(
    container: UIView, animated: Bool, interactive: Bool, presentationStyle: UIModalPresentationStyle,
    animator: any UIViewControllerAnimatedTransitioning, from: UIViewController, to: UIViewController,
    views: [UITransitionContextViewKey: UIView],
    frames: [(controller: UIViewController, initial: CGRect, final: CGRect)],
    finish: @escaping (Bool) -> Void
  ) {
    containerView = container
    isAnimated = animated
    isInteractive = interactive
    self.presentationStyle = presentationStyle
    self.animator = animator
    controllers = [.from: from, .to: to]
    self.views = views
    initialFrames = Dictionary(frames.map { (ObjectIdentifier($0.controller), $0.initial) }, uniquingKeysWith: { a, _ in a })
    finalFrames = Dictionary(frames.map { (ObjectIdentifier($0.controller), $0.final) }, uniquingKeysWith: { a, _ in a })
    self.finish = finish
  }

  /// Whether `completeTransition(_:)` has run.
  var isComplete: Bool { finish == nil }

  var targetTransform: CGAffineTransform { .identity }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

  func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }

  func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
  }

  func finishInteractiveTransition() {
    isInteractive = false
    percentComplete = 1
  }

  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }

  func pauseInteractiveTransition() { isInteractive = true }

  func completeTransition(_ didComplete: Bool) {
    // UIKit ignores a second call; so does AdaptiveKit, after saying so.
    guard let finish else {
      AdaptiveKitLog.shared.report(.presentation, "completeTransition(_:) called again for a finished transition")
      return
    }
    self.finish = nil
    finish(didComplete)
  }
}
