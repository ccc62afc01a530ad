/// A navigation controller's interactive pop gesture: an edge pan from the left that starts an
/// interactive pop when it begins, follows it across the view, and completes the pop when it
/// ends past the middle of the view, else cancels it (the top controller stays, its appearance
/// callbacks turned back, as UIKit's cancelled swipe does). UIKit also completes a fast flick
/// that ends sooner; simulated pans carry no such velocity rule here.
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  /// The share of the view's width a pan must cross for the pop to complete.
  static let completionFraction: CGFloat = 0.5

  weak var navigationController: UINavigationController?
  /// The interaction driving the pop this gesture started, until the gesture ends.
  private(set) var interaction: UIPercentDrivenInteractiveTransition?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(target: nil, action: nil)
    edges = .left
  }

  override var state: State {
    get { super.state }
    set {
      super.state = newValue
      switch super.state {
      case .began: beginPop()
      case .changed: interaction?.update(progress)
      default: break
      }
    }
  }

  /// How far across the view the pan has come (0…1).
  private var progress: CGFloat {
    guard let view, view.bounds.width > 0 else { return 0 }
    return translation(in: view).x / view.bounds.width
  }

  private func beginPop() {
    guard let navigationController, navigationController.viewControllers.count > 1 else { return }
    interaction = UIPercentDrivenInteractiveTransition()
    _ = navigationController.popViewController(animated: true)
  }

  /// Runs once the gesture is over, while its translation is still readable: the pop completes
  /// past the middle and is cancelled short of it (or when the gesture was cancelled).
  override func reset() {
    if let interaction {
      self.interaction = nil
      if state == .ended, progress > Self.completionFraction { interaction.finish() } else { interaction.cancel() }
    }
    super.reset()
  }
}

/// The animator of a pop the interactive pop gesture drives without a delegate's animator: the
/// navigation controller moves the views itself when the transition ends.
@MainActor
final class StandardPopAnimator: UIViewControllerAnimatedTransitioning {
  /// The duration UIKit's navigation slide is commonly measured at (unconfirmed).
  static let duration: TimeInterval = 0.35

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    Self.duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}
