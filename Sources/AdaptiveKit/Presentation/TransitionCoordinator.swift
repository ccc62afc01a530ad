/// The coordinator AdaptiveKit hands to transition callbacks. Headless, so "animations" run
/// synchronously: alongside blocks in the animation phase, in registration order, then the
/// completions in the clean-up phase.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  enum Phase { case setUp, animating, cleaningUp, finished }

  typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

  private(set) var phase = Phase.setUp
  private var animations: [Block] = []
  private var completions: [Block] = []
  private var interactionHandlers: [Block] = []
  private let container: UIView?
  private var viewControllers: [UITransitionContextViewControllerKey: UIViewController] = [:]

  let isAnimated: Bool
  let targetTransform: CGAffineTransform
  /// The size the transition resizes to, when it is a size transition.
  let size: CGSize?
  var presentationStyle: UIModalPresentationStyle = .none
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  /// Set when a custom animator's transition is cancelled.
  var isCancelled = false
  var transitionDuration: TimeInterval { isAnimated ? 0.3 : 0 }
  var percentComplete: CGFloat { phase == .setUp ? 0 : 1 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }

  init(
    animated: Bool, size: CGSize?, transform: CGAffineTransform, container: UIView? = nil,
    from: UIViewController? = nil, to: UIViewController? = nil
  ) {
    self.isAnimated = animated
    self.size = size
    self.targetTransform = transform
    self.container = container
    viewControllers[.from] = from
    viewControllers[.to] = to
  }

  var containerView: UIView { container ?? UIView(frame: .zero) }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    viewControllers[key]
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: return viewControllers[.from]?.viewIfLoaded
    case .to: return viewControllers[.to]?.viewIfLoaded
    default: return nil
    }
  }

  @discardableResult
  func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
    switch phase {
    case .setUp:
      if let animation { animations.append(animation) }
      if let completion { completions.append(completion) }
      return true
    case .animating, .cleaningUp:
      // Too late to join the animation; the completion still runs with the others.
      if let completion { completions.append(completion) }
      return false
    case .finished:
      return false
    }
  }

  @discardableResult
  func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Block) {
    interactionHandlers.append(handler)
  }

  /// Runs the queued alongside blocks (step 2 of UIKit's sequence).
  func runAnimationPhase() {
    guard phase == .setUp else { return }
    phase = .animating
    var index = 0
    while index < animations.count {
      animations[index](self)
      index += 1
    }
  }

  /// Runs the completion blocks (step 4, clean-up).
  func runCompletionPhase() {
    guard phase == .animating || phase == .setUp else { return }
    phase = .cleaningUp
    var index = 0
    while index < completions.count {
      completions[index](self)
      index += 1
    }
    phase = .finished
  }
}
