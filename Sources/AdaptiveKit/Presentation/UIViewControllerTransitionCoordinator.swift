/// The keys of a transition context's view controllers.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller visible at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
  /// The controller visible at the end of the transition.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// The keys of a transition context's views.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view visible at the start of the transition.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  /// The view visible at the end of the transition.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What a transition's alongside and completion blocks can learn about it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The modal presentation style of the transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition is interactive now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled; size and trait transitions never are.
  var isCancelled: Bool { get }
  /// The duration of the transition's animation, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition has progressed.
  var percentComplete: CGFloat { get }
  /// The completion velocity of an interactive transition.
  var completionVelocity: CGFloat { get }
  /// The completion curve of an interactive transition.
  var completionCurve: UIView.AnimationCurve { get }
  /// A view controller taking part in the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view taking part in the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view in which the transition takes place.
  var containerView: UIView { get }
  /// The rotation the transition applies: a quarter or half turn for rotations, identity otherwise.
  var targetTransform: CGAffineTransform { get }
}

/// Coordinates work alongside a size, trait or presentation transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Queues `animation` to run with the transition and `completion` after it; returns whether the
  /// animation was queued (the completion may still run when it returns false).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// As `animate(alongsideTransition:completion:)`, for views outside the container view.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Registers a handler for when an interactive transition changes; size transitions never do.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Queues an alongside animation with no completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
