/// Presentations and dismissals run by a transitioning delegate's animator (and interaction
/// controller), in UIKit's order: the animator is asked before the presentation controller; the
/// appearance callbacks begin, the animator places the views in the container through the
/// context (`view(forKey:)`, `finalFrame(for:)`) and calls `completeTransition(_:)`; only then do
/// the presenter's view leave, the appearance callbacks end, the presentation controller hear
/// `…TransitionDidEnd(_:)`, the animator `animationEnded(_:)`, and the caller's completion run.
/// A cancelled transition undoes itself and runs no completion.
@MainActor
extension PresentationEngine {
  /// A custom animator and its interaction controller.
  struct CustomAnimation {
    let animator: any UIViewControllerAnimatedTransitioning
    let interaction: (any UIViewControllerInteractiveTransitioning)?
  }

  /// The animator `vc`'s transitioning delegate supplies for presenting it, with its interaction controller.
  static func presentationAnimation(for vc: UIViewController, presenter: UIViewController, source: UIViewController)
    -> CustomAnimation?
  {
    guard let delegate = vc.transitioningDelegate,
      let animator = delegate.animationController(forPresented: vc, presenting: presenter, source: source)
    else { return nil }
    return CustomAnimation(animator: animator, interaction: delegate.interactionControllerForPresentation(using: animator))
  }

  /// The animator `presented`'s transitioning delegate supplies for dismissing it.
  static func dismissalAnimation(for presented: UIViewController) -> CustomAnimation? {
    guard let delegate = presented.transitioningDelegate, let animator = delegate.animationController(forDismissed: presented)
    else { return nil }
    return CustomAnimation(animator: animator, interaction: delegate.interactionControllerForDismissal(using: animator))
  }

  /// Hands a presentation whose appearance callbacks have begun to its animator.
  static func runCustomPresentation(
    _ controller: UIPresentationController, presenter: UIViewController, window: UIWindow, container: UIView,
    coordinator: TransitionCoordinator, animated: Bool, animation: CustomAnimation, completion: (() -> Void)?
  ) {
    let displayed = controller.displayedViewController
    let presented = controller.presentedViewController
    let removesPresenter = controller.shouldRemovePresentersView
    let presenterFrame = presenter.viewIfLoaded.map { $0.convert($0.bounds, to: container) } ?? .zero
    var views: [UITransitionContextViewKey: UIView] = [:]
    if removesPresenter { views[.from] = presenter.viewIfLoaded }
    views[.to] = placedView(of: controller)
    let held = [displayed, presenter]
    for one in held { one.transitionFlags.insert(.appearanceHeld) }
    let context = CustomTransitionContext(
      container: container, animated: animated, interactive: animation.interaction != nil,
      presentationStyle: controller.presentationStyle, animator: animation.animator, from: presenter, to: presented,
      views: views,
      frames: [
        (presenter, presenterFrame, removesPresenter ? .zero : presenterFrame),
        (presented, .zero, controller.frameOfPresentedViewInContainerView),
      ]
    ) { didComplete in
      for one in held { one.transitionFlags.remove(.appearanceHeld) }
      displayed.transitionFlags.remove(.beingPresented)
      if didComplete {
        updatePresenterView(of: controller)
        controller.isInstalled = true
        window.layoutIfNeeded()
        for one in held { finishAppearance(of: one) }
        coordinator.runAnimationPhase()
        controller.presentationTransitionDidEnd(true)
        animation.animator.animationEnded(true)
        coordinator.runCompletionPhase()
        completion?()
      } else {
        if let placed = views[.to], placed.superview === container { placed.removeFromSuperview() }
        presented.storedPresentingViewController = nil
        presenter.storedPresentedViewController = nil
        presented.activePresentationController = nil
        controller.adaptsOnTraitChange = false
        container.removeFromSuperview()
        controller.containerView = nil
        endCancelledTransition(
          held: held, coordinator: coordinator, animator: animation.animator,
          afterReversing: { TraitEngine.update(presented) }, didEnd: { controller.presentationTransitionDidEnd(false) })
      }
    }
    start(animation, context: context)
  }

  /// Hands a dismissal whose appearance callbacks have begun to its animator; `finish` is the
  /// rest of the built-in dismissal (views out, presenter back, links undone, completions).
  static func runCustomDismissal(
    _ controller: UIPresentationController, presenter: UIViewController, coordinator: TransitionCoordinator,
    animated: Bool, animation: CustomAnimation, finish: @escaping () -> Void
  ) {
    let displayed = controller.displayedViewController
    let presented = controller.presentedViewController
    guard let container = controller.containerView else {
      finish()
      return
    }
    let placed = placedView(of: controller)
    let restoring = controller.removedPresenterView?.view
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.from] = placed
    views[.to] = restoring
    let presenterFrame = controller.removedPresenterView.map { $0.superview.convert($0.view.frame, to: container) }
      ?? presenter.viewIfLoaded.map { $0.convert($0.bounds, to: container) } ?? .zero
    let held = [displayed, presenter]
    for one in held { one.transitionFlags.insert(.appearanceHeld) }
    let context = CustomTransitionContext(
      container: container, animated: animated, interactive: animation.interaction != nil,
      presentationStyle: controller.presentationStyle, animator: animation.animator, from: presented, to: presenter,
      views: views,
      frames: [
        (presented, placed?.frame ?? .zero, .zero),
        (presenter, restoring == nil ? presenterFrame : .zero, presenterFrame),
      ]
    ) { didComplete in
      if didComplete {
        for one in held { one.transitionFlags.remove(.appearanceHeld) }
        finish()
        animation.animator.animationEnded(true)
      } else {
        // The presenter's view stays out while the presented controller stays up.
        if let restoring, restoring.superview === container { restoring.removeFromSuperview() }
        if let placed, placed.superview !== container { container.addSubview(placed) }
        for one in held { one.transitionFlags.remove(.appearanceHeld) }
        displayed.transitionFlags.remove(.beingDismissed)
        endCancelledTransition(
          held: held, coordinator: coordinator, animator: animation.animator,
          didEnd: { controller.dismissalTransitionDidEnd(false) })
      }
    }
    start(animation, context: context)
  }

  /// The end every cancelled presentation and dismissal shares: the held appearance callbacks
  /// turn back, `afterReversing` runs, then the coordinator's animation blocks (told the
  /// transition was cancelled), the presentation controller's `…DidEnd(false)` (`didEnd`), the
  /// animator's `animationEnded(false)` and the coordinator's completion blocks.
  private static func endCancelledTransition(
    held: [UIViewController], coordinator: TransitionCoordinator, animator: any UIViewControllerAnimatedTransitioning,
    afterReversing: () -> Void = {}, didEnd: () -> Void
  ) {
    for one in held { reverseAppearance(of: one) }
    afterReversing()
    coordinator.isCancelled = true
    coordinator.runAnimationPhase()
    didEnd()
    animator.animationEnded(false)
    coordinator.runCompletionPhase()
  }

  private static func start(_ animation: CustomAnimation, context: CustomTransitionContext) {
    if let interaction = animation.interaction {
      interaction.startInteractiveTransition(context)
    } else {
      animation.animator.animateTransition(using: context)
    }
  }

  /// Ends an appearance transition the custom transition held open.
  static func finishAppearance(of controller: UIViewController) {
    guard controller.appearanceState == .appearing || controller.appearanceState == .disappearing else { return }
    controller.appearanceIsAppearing()
    controller.endAppearance()
  }

  /// Turns a held appearance transition back (a cancelled transition): appearing ones disappear
  /// and disappearing ones appear again, as UIKit calls them.
  static func reverseAppearance(of controller: UIViewController) {
    switch controller.appearanceState {
    case .appearing:
      controller.beginAppearance(false, animated: false)
      controller.endAppearance()
    case .disappearing:
      controller.beginAppearance(true, animated: false)
      controller.appearanceIsAppearing()
      controller.endAppearance()
    default:
      break
    }
  }
}
