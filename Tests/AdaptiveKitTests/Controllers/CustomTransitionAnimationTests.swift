import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// A slide-up animator that records what it asks the context, in the pattern Apple's sample
/// animators use: container, controllers and views by key, the final frame, then
/// `completeTransition(!transitionWasCancelled)` from the animation's completion.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
  let log: CallbackLog
  let presenting: Bool
  /// When false the animator keeps the context and completes later (as an animation would).
  var completesAtOnce = true
  private(set) var pending: (any UIViewControllerContextTransitioning)?
  private(set) var finalFrameOfTo: CGRect?

  init(log: CallbackLog, presenting: Bool) {
    self.log = log
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.25 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    log.record("animateTransition")
    let container = transitionContext.containerView
    let toController = transitionContext.viewController(forKey: .to)
    if let toView = transitionContext.view(forKey: .to), let toController {
      let final = transitionContext.finalFrame(for: toController)
      finalFrameOfTo = final
      if presenting {
        container.addSubview(toView)
      } else if let fromView = transitionContext.view(forKey: .from) {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.addSubview(toView)
      }
      toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { toView.frame = final })
    }
    let fromView = transitionContext.view(forKey: .from)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: { fromView?.alpha = self.presenting ? 1 : 0 },
      completion: { _ in
        if self.completesAtOnce {
          self.complete(transitionContext)
        } else {
          self.pending = transitionContext
        }
      })
  }

  func complete(_ context: (any UIViewControllerContextTransitioning)? = nil) {
    guard let context = context ?? pending else { return }
    pending = nil
    if context.transitionWasCancelled { context.view(forKey: .to)?.removeFromSuperview() }
    log.record("completeTransition(\(!context.transitionWasCancelled))")
    context.completeTransition(!context.transitionWasCancelled)
  }

  func animationEnded(_ transitionCompleted: Bool) { log.record("animationEnded(\(transitionCompleted))") }
}

@MainActor
final class SlideTransitioningDelegate: UIViewControllerTransitioningDelegate {
  let log: CallbackLog
  let presentAnimator: SlideAnimator
  let dismissAnimator: SlideAnimator
  var interaction: UIPercentDrivenInteractiveTransition?

  init(log: CallbackLog) {
    self.log = log
    presentAnimator = SlideAnimator(log: log, presenting: true)
    dismissAnimator = SlideAnimator(log: log, presenting: false)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.record("animationController(forPresented:)")
    return presentAnimator
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    log.record("animationController(forDismissed:)")
    return dismissAnimator
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.record("interactionControllerForPresentation")
    return interaction
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.record("interactionControllerForDismissal")
    return interaction
  }
}

@MainActor
final class SlideNavigationDelegate: UINavigationControllerDelegate {
  let log: CallbackLog
  let animator: SlideAnimator
  init(log: CallbackLog) {
    self.log = log
    animator = SlideAnimator(log: log, presenting: true)
  }

  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
    log.record("willShow")
  }

  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    log.record("didShow")
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.record("animationControllerFor(\(operation))")
    return animator
  }
}

@MainActor
@Suite("Custom animators run presentations, dismissals, pushes and pops in UIKit's order")
struct CustomTransitionAnimationTests {
  static func presented(log: CallbackLog) throws -> (Simulator, NamedController, NamedController, SlideTransitioningDelegate) {
    let root = NamedController("Root", log: log)
    let simulator = try hosted(root, on: "iPhone 15")
    let modal = NamedController("Modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    let delegate = SlideTransitioningDelegate(log: log)
    modal.transitioningDelegate = delegate
    return (simulator, root, modal, delegate)
  }

  @Test("A full-screen presentation: the animator places the view, then the presenter leaves and the callbacks end")
  func present() throws {
    let log = CallbackLog()
    let (simulator, root, modal, delegate) = try Self.presented(log: log)
    log.clear()
    root.present(modal, animated: true) { log.record("completion") }
    #expect(log.entries == [
      "animationController(forPresented:)", "interactionControllerForPresentation",
      "Root.viewWillDisappear", "Modal.viewWillAppear",
      "animateTransition", "completeTransition(true)",
      "Root.viewDidDisappear", "Modal.viewDidAppear",
      "animationEnded(true)", "completion",
    ])
    #expect(delegate.presentAnimator.finalFrameOfTo == simulator.window.bounds)
    #expect(modal.view.frame == simulator.window.bounds)
    #expect(modal.view.window === simulator.window)
    #expect(root.viewIfLoaded?.window == nil)
    #expect(root.presentedViewController === modal)
  }

  @Test("Nothing after the animation runs until the animator calls completeTransition")
  func deferredCompletion() throws {
    let log = CallbackLog()
    let (_, root, modal, delegate) = try Self.presented(log: log)
    delegate.presentAnimator.completesAtOnce = false
    log.clear()
    root.present(modal, animated: true) { log.record("completion") }
    #expect(log.entries.last == "animateTransition")
    #expect(root.viewIfLoaded?.window != nil)
    #expect(modal.isBeingPresented)
    delegate.presentAnimator.complete()
    #expect(log.entries.suffix(4) == ["Root.viewDidDisappear", "Modal.viewDidAppear", "animationEnded(true)", "completion"])
    #expect(!modal.isBeingPresented)
  }

  @Test("A dismissal: the animator puts the presenter's view back under, then the callbacks end")
  func dismiss() throws {
    let log = CallbackLog()
    let (simulator, root, modal, delegate) = try Self.presented(log: log)
    root.present(modal, animated: true)
    log.clear()
    modal.dismiss(animated: true) { log.record("completion") }
    // `transitioningDelegate` is weak, as in UIKit: the test keeps it.
    withExtendedLifetime(delegate) {}
    #expect(log.entries == [
      "animationController(forDismissed:)", "interactionControllerForDismissal",
      "Modal.viewWillDisappear", "Root.viewWillAppear",
      "animateTransition", "completeTransition(true)",
      "Modal.viewDidDisappear", "Root.viewDidAppear",
      // Unlike a presentation, the dismissal's completion runs before animationEnded (see
      // uikit-surface.md: which order UIKit uses is unconfirmed).
      "completion", "animationEnded(true)",
    ])
    #expect(root.presentedViewController == nil)
    #expect(root.view.superview === simulator.window)
    #expect(root.view.frame == simulator.window.bounds)
    #expect(modal.viewIfLoaded?.window == nil)
  }

  @Test("A percent-driven presentation finishes when the interaction does")
  func interactivePresentation() throws {
    let log = CallbackLog()
    let (_, root, modal, delegate) = try Self.presented(log: log)
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    log.clear()
    root.present(modal, animated: true) { log.record("completion") }
    #expect(log.entries.last == "Modal.viewWillAppear")
    interaction.update(0.4)
    #expect(interaction.percentComplete == 0.4)
    #expect(interaction.duration == 0.25)
    interaction.finish()
    #expect(log.entries.suffix(6) == [
      "animateTransition", "completeTransition(true)", "Root.viewDidDisappear", "Modal.viewDidAppear",
      "animationEnded(true)", "completion",
    ])
    #expect(root.presentedViewController === modal)
  }

  @Test("A cancelled interactive dismissal leaves the controller presented and runs no completion")
  func cancelledDismissal() throws {
    let log = CallbackLog()
    let (simulator, root, modal, delegate) = try Self.presented(log: log)
    root.present(modal, animated: true)
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    log.clear()
    modal.dismiss(animated: true) { log.record("completion") }
    interaction.update(0.2)
    interaction.cancel()
    #expect(log.entries == [
      "animationController(forDismissed:)", "interactionControllerForDismissal",
      "Modal.viewWillDisappear", "Root.viewWillAppear",
      "animateTransition", "completeTransition(false)",
      "Modal.viewWillAppear", "Modal.viewDidAppear", "Root.viewWillDisappear", "Root.viewDidDisappear",
      "animationEnded(false)",
    ])
    #expect(root.presentedViewController === modal)
    #expect(modal.view.window === simulator.window)
    #expect(root.viewIfLoaded?.window == nil)
  }

  @Test("Pushes and pops use the navigation delegate's animator")
  func pushAndPop() throws {
    let log = CallbackLog()
    let first = NamedController("First", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let simulator = try hosted(navigation, on: "iPhone 15")
    let delegate = SlideNavigationDelegate(log: log)
    navigation.delegate = delegate
    let second = NamedController("Second", log: log)
    log.clear()
    navigation.pushViewController(second, animated: true)
    #expect(log.entries == [
      "willShow", "animationControllerFor(push)", "First.viewWillDisappear", "Second.viewWillAppear",
      "animateTransition", "completeTransition(true)",
      "First.viewDidDisappear", "Second.viewDidAppear", "didShow", "animationEnded(true)",
    ])
    #expect(second.view.superview === navigation.view)
    #expect(second.view.frame == navigation.view.bounds)
    #expect(navigation.view.subviews.first === second.view)
    #expect(first.viewIfLoaded?.window == nil)
    log.clear()
    navigation.popViewController(animated: true)
    #expect(log.entries.prefix(2) == ["willShow", "animationControllerFor(pop)"])
    #expect(log.entries.suffix(2) == ["didShow", "animationEnded(true)"])
    #expect(first.view.window === simulator.window)
    #expect(second.viewIfLoaded?.window == nil)
  }
}
