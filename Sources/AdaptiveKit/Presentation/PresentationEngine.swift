/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` (behavior reference §10).
/// Headless, so a transition completes within the call: the presentation controller's hooks,
/// the coordinator's alongside blocks and completions, then the caller's completion, in order.
@MainActor
enum PresentationEngine {
  static func present(
    _ vc: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?
  ) throws {
    if vc === source {
      throw UIViewControllerHierarchyError.presentedSelf(
        "Application tried to present modal view controller on itself. Presenting controller is \(source).")
    }
    if let presenter = vc.storedPresentingViewController {
      throw UIViewControllerHierarchyError.alreadyPresented(
        "Application tried to present modally a view controller \(vc) that is already being presented by \(presenter).")
    }
    if vc.storedParent != nil || vc.windowForRoot != nil || vc.viewIfLoaded?.window != nil {
      throw UIViewControllerHierarchyError.presentedActiveController(
        "Application tried to present modally an active controller \(vc).")
    }
    // Programmer mistakes UIKit only logs.
    guard let window = window(of: source) else {
      AdaptiveKitLog.shared.report(
        .presentation, "Attempt to present \(vc) on \(source) whose view is not in the window hierarchy!")
      return
    }
    let presenter = presentingController(for: vc, from: source)
    if let existing = presenter.storedPresentedViewController {
      AdaptiveKitLog.shared.report(
        .presentation, "Attempt to present \(vc) on \(presenter) (from \(source)) which is already presenting \(existing).")
      return
    }

    // UIKit asks for the animator and its interaction controller before the presentation controller.
    let animation = presentationAnimation(for: vc, presenter: presenter, source: source)
    let controller = presentationController(for: vc, presenter: presenter, source: source)

    // Link the controllers and build the container.
    vc.preparedPresentationController = nil
    vc.storedPresentingViewController = presenter
    presenter.storedPresentedViewController = vc
    vc.activePresentationController = controller
    controller.sourceViewController = source
    let container = PresentationContainerView(frame: contextFrame(for: controller, presenter: presenter, in: window))
    container.presentation = controller
    if container.frame == window.bounds { container.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    window.addSubview(container)
    controller.containerView = container

    let coordinator = TransitionCoordinator(
      animated: animated, size: nil, transform: .identity, container: container, from: presenter, to: vc)
    coordinator.presentationStyle = controller.presentationStyle
    vc.activeTransitionCoordinator = coordinator
    presenter.activeTransitionCoordinator = coordinator
    defer {
      vc.activeTransitionCoordinator = nil
      presenter.activeTransitionCoordinator = nil
    }

    TraitEngine.update(controller)
    PresentationAdaptation.adapt(controller, to: controller.traitCollection, coordinator: coordinator, initial: true)
    controller.adaptsOnTraitChange = true
    if let popover = controller as? UIPopoverPresentationController, popover.currentStyle == .popover,
      popover.sourceView == nil, popover.barButtonItem == nil
    {
      // UIKit raises before anything appears: undo the links.
      vc.storedPresentingViewController = nil
      presenter.storedPresentedViewController = nil
      vc.activePresentationController = nil
      container.removeFromSuperview()
      controller.containerView = nil
      TraitEngine.update(vc)
      throw UIViewControllerHierarchyError.popoverWithoutAnchor(
        "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
    }
    controller.presentationTransitionWillBegin()
    // UIKit's order: the presenter's will-disappear, the presented's will-appear, then the
    // presenter's did-disappear and the presented's did-appear.
    let displayed = controller.displayedViewController
    displayed.loadViewIfNeeded()
    if controller.shouldRemovePresentersView, presenter.appearanceState == .appeared {
      presenter.beginAppearanceTransition(false, animated: animated)
    }
    displayed.transitionFlags.insert(.beingPresented)
    if !window.isHidden { displayed.beginAppearanceTransition(true, animated: animated) }
    if let animation {
      runCustomPresentation(
        controller, presenter: presenter, window: window, container: container, coordinator: coordinator,
        animated: animated, animation: animation, completion: completion)
      return
    }
    updatePresenterView(of: controller)
    installDisplayedView(of: controller)
    displayed.transitionFlags.remove(.beingPresented)
    controller.isInstalled = true
    window.layoutIfNeeded()
    coordinator.runAnimationPhase()
    controller.presentationTransitionDidEnd(true)
    coordinator.runCompletionPhase()
    completion?()
  }

  static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    if let presented = controller.presentedViewController {
      end(presented, animated: animated, completion: completion)
    } else if let presented = presentedAncestor(of: controller) {
      end(presented, animated: animated, completion: completion)
    }
  }

  /// The controller whose presentation `controller` is part of.
  private static func presentedAncestor(of controller: UIViewController) -> UIViewController? {
    var current: UIViewController? = controller
    while let candidate = current {
      if candidate.storedPresentingViewController != nil, candidate.activePresentationController != nil { return candidate }
      current = candidate.storedParent
    }
    return nil
  }

  /// Ends the presentation of `presented` and of everything it presents, topmost first.
  private static func end(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    if let above = presented.storedPresentedViewController { end(above, animated: false, completion: nil) }
    guard let controller = presented.activePresentationController, let presenter = presented.storedPresentingViewController
    else { return }
    let animation = dismissalAnimation(for: presented)
    let container = controller.containerView
    let coordinator = TransitionCoordinator(
      animated: animated, size: nil, transform: .identity, container: container, from: presented, to: presenter)
    coordinator.presentationStyle = controller.presentationStyle
    presented.activeTransitionCoordinator = coordinator
    presenter.activeTransitionCoordinator = coordinator
    defer {
      presented.activeTransitionCoordinator = nil
      presenter.activeTransitionCoordinator = nil
    }

    controller.dismissalTransitionWillBegin()
    let displayed = controller.displayedViewController
    let restoring = controller.removedPresenterView
    displayed.transitionFlags.insert(.beingDismissed)
    if displayed.appearanceState == .appeared { displayed.beginAppearanceTransition(false, animated: animated) }
    if restoring != nil, let window = container?.window, !window.isHidden {
      presenter.beginAppearanceTransition(true, animated: animated)
    }
    guard let animation else {
      finishDismissal(controller, presenter: presenter, coordinator: coordinator, customAnimation: false, completion: completion)
      return
    }
    runCustomDismissal(controller, presenter: presenter, coordinator: coordinator, animated: animated, animation: animation) {
      finishDismissal(controller, presenter: presenter, coordinator: coordinator, customAnimation: true, completion: completion)
    }
  }

  /// The rest of a dismissal once its views may go: the presented view leaves, the presenter's
  /// returns, the links are undone, then the coordinator's blocks and the caller's completion.
  private static func finishDismissal(
    _ controller: UIPresentationController, presenter: UIViewController, coordinator: TransitionCoordinator,
    customAnimation: Bool, completion: (() -> Void)?
  ) {
    let presented = controller.presentedViewController
    let displayed = controller.displayedViewController
    let container = controller.containerView
    placedView(of: controller)?.removeFromSuperview()
    displayed.viewIfLoaded?.removeFromSuperview()
    restorePresenterView(of: controller)
    container?.removeFromSuperview()
    if customAnimation {
      // An animator may have moved the views while their callbacks were held.
      finishAppearance(of: displayed)
      finishAppearance(of: presenter)
    }
    controller.isInstalled = false
    controller.adaptsOnTraitChange = false
    coordinator.runAnimationPhase()
    controller.dismissalTransitionDidEnd(true)
    displayed.transitionFlags.remove(.beingDismissed)

    presenter.storedPresentedViewController = nil
    presented.storedPresentingViewController = nil
    presented.activePresentationController = nil
    if let replacement = controller.adaptiveReplacement {
      replacement.activePresentationController = nil
      replacement.storedPresentingViewController = nil
    }
    controller.containerView = nil
    TraitEngine.update(displayed)
    coordinator.runCompletionPhase()
    completion?()
  }

  // MARK: Pieces

  static func window(of controller: UIViewController) -> UIWindow? {
    guard controller.isAttachedToWindow else { return nil }
    if let window = controller.viewIfLoaded?.window { return window }
    var current = controller
    while true {
      if let window = current.windowForRoot { return window }
      if let parent = current.storedParent {
        current = parent
      } else if let presenting = current.storedPresentingViewController {
        if let window = current.activePresentationController?.containerView?.window { return window }
        current = presenting
      } else {
        return nil
      }
    }
  }

  /// The controller that presents: for current-context styles the nearest controller (from the
  /// source up) that defines the presentation context; otherwise the top of the source's
  /// containment chain (the window's root, or a presented controller).
  static func presentingController(for vc: UIViewController, from source: UIViewController) -> UIViewController {
    let style = vc.modalPresentationStyle
    if style == .currentContext || style == .overCurrentContext {
      var current: UIViewController? = source
      while let candidate = current {
        if candidate.definesPresentationContext { return candidate }
        current = candidate.storedParent
      }
    }
    var top = source
    while let parent = top.storedParent { top = parent }
    return top
  }

  /// The container's frame in the window: the context controller's view for current-context
  /// styles, the whole window otherwise.
  static func contextFrame(for controller: UIPresentationController, presenter: UIViewController, in window: UIWindow) -> CGRect {
    let style = controller.presentationStyle
    if style == .currentContext || style == .overCurrentContext, let view = presenter.viewIfLoaded, view.window === window {
      return view.convert(view.bounds, to: window)
    }
    return window.bounds
  }

  /// The presentation controller for `vc`: the one configured before `present` when its kind
  /// matches the style, the transitioning delegate's for `.custom`, else a new built-in one.
  static func presentationController(
    for vc: UIViewController, presenter: UIViewController, source: UIViewController
  ) -> UIPresentationController {
    let style = vc.modalPresentationStyle
    if style == .custom,
      let custom = vc.transitioningDelegate?.presentationController(forPresented: vc, presenting: presenter, source: source)
    {
      return custom
    }
    if let prepared = vc.preparedPresentationController, prepared.presentedViewController === vc,
      PresentationEngine.kind(of: prepared) == PresentationEngine.kind(for: style)
    {
      prepared.presentingViewController = presenter
      return prepared
    }
    return makeBuiltIn(for: vc, presenting: presenter)
  }

  static func makeBuiltIn(for vc: UIViewController, presenting presenter: UIViewController?) -> UIPresentationController {
    switch kind(for: vc.modalPresentationStyle) {
    case .popover: return UIPopoverPresentationController(presentedViewController: vc, presenting: presenter)
    case .sheet: return UISheetPresentationController(presentedViewController: vc, presenting: presenter)
    case .plain: return UIPresentationController(presentedViewController: vc, presenting: presenter)
    }
  }

  enum Kind { case popover, sheet, plain }

  static func kind(for style: UIModalPresentationStyle) -> Kind {
    switch style {
    case .popover: return .popover
    case .formSheet, .pageSheet, .automatic: return .sheet
    default: return .plain
    }
  }

  static func kind(of controller: UIPresentationController) -> Kind {
    if controller is UIPopoverPresentationController { return .popover }
    if controller is UISheetPresentationController { return .sheet }
    return .plain
  }

  /// Puts the displayed controller's view in the container at its frame, with UIKit's appearance
  /// order when a full-screen presentation will remove the presenter's view.
  static func installDisplayedView(of controller: UIPresentationController) {
    guard let container = controller.containerView else { return }
    let displayed = controller.displayedViewController
    _ = displayed.view
    guard let placed = placedView(of: controller) else { return }
    controller.containerViewWillLayoutSubviews()
    placed.frame = controller.frameOfPresentedViewInContainerView
    if placed.superview !== container { container.addSubview(placed) }
    controller.containerViewDidLayoutSubviews()
  }

  /// The view put in the container: the presentation controller's `presentedView`, which a custom
  /// presentation may override to wrap the presented controller's view in chrome of its own, as
  /// UIKit's transition does with `transitionContext.view(forKey: .to)`; an adaptive replacement's
  /// own view while one is shown.
  static func placedView(of controller: UIPresentationController) -> UIView? {
    if controller.adaptiveReplacement != nil { return controller.displayedViewController.viewIfLoaded }
    return controller.presentedView ?? controller.displayedViewController.viewIfLoaded
  }

  /// Re-places the displayed view after the container or the style changed.
  static func layoutPresentedView(_ controller: UIPresentationController) {
    guard controller.isInstalled, let container = controller.containerView,
      let displayedView = placedView(of: controller), displayedView.superview === container
    else { return }
    controller.containerViewWillLayoutSubviews()
    let frame = controller.frameOfPresentedViewInContainerView
    if displayedView.frame != frame { displayedView.frame = frame }
    controller.containerViewDidLayoutSubviews()
  }

  /// Removes or restores the presenter's view as `shouldRemovePresentersView` now says.
  static func updatePresenterView(of controller: UIPresentationController) {
    if controller.shouldRemovePresentersView {
      guard controller.removedPresenterView == nil, let presenter = controller.presentingViewController,
        let view = presenter.viewIfLoaded, let superview = view.superview
      else { return }
      let index = superview.subviews.firstIndex { $0 === view } ?? 0
      controller.removedPresenterView = (view, superview, index)
      view.removeFromSuperview()
    } else {
      restorePresenterView(of: controller)
    }
  }

  private static func restorePresenterView(of controller: UIPresentationController) {
    guard let (view, superview, index) = controller.removedPresenterView else { return }
    controller.removedPresenterView = nil
    if view.autoresizingMask.contains(.flexibleWidth) && view.autoresizingMask.contains(.flexibleHeight) {
      // It missed the container's resizes while it was out.
      view.frame = superview.bounds
    }
    superview.insertSubview(view, at: min(index, superview.subviews.count))
  }
}
