/// Pushes and pops run by the delegate's animator (and interaction controller): UIKit's order
/// with the appearance callbacks held open until the animator calls `completeTransition(_:)`,
/// then the old top's view leaves, the new top's view takes its place under the bars, the
/// callbacks end, `didShow` and `animationEnded(_:)` follow. A cancelled push or pop (an
/// interaction cancelled, the animator completing with false) puts the stack back: the old top
/// stays with its view, the callbacks turn back (the new top's will/did disappear, then the old
/// top's will/did appear again), no `didShow`, `animationEnded(false)`.
extension UINavigationController {
  /// A delegate's animator for a change of top controller, with its interaction controller.
  struct CustomNavigationAnimation {
    let animator: any UIViewControllerAnimatedTransitioning
    let interaction: (any UIViewControllerInteractiveTransitioning)?
  }

  /// The delegate's animator for changing the top controller from `oldTop` to `newTop` (a push
  /// when `oldTop` stays on the stack, else a pop), and the delegate's interaction controller for
  /// it; without a delegate's animator, a pop the interactive pop gesture started runs the
  /// standard animator driven by the gesture.
  func customAnimation(from oldTop: UIViewController?, to newTop: UIViewController?) -> CustomNavigationAnimation? {
    guard let oldTop, let newTop else { return nil }
    let operation: Operation = viewControllers.contains { $0 === oldTop } ? .push : .pop
    if let delegate,
      let animator = delegate.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
    {
      return CustomNavigationAnimation(
        animator: animator, interaction: delegate.navigationController(self, interactionControllerFor: animator))
    }
    guard operation == .pop, let gesture = interactivePopGestureRecognizer as? InteractivePopGestureRecognizer,
      let interaction = gesture.interaction
    else { return nil }
    return CustomNavigationAnimation(animator: StandardPopAnimator(), interaction: interaction)
  }

  /// Runs the change of top controller, whose appearance callbacks have begun, through the
  /// animation; `finish` is the rest of the push or pop, told whether it completed, and run
  /// before the views are put back when it did not (it restores the stack).
  func runCustomTransition(
    _ animation: CustomNavigationAnimation, from oldTop: UIViewController, to newTop: UIViewController, animated: Bool,
    finish: @escaping (Bool) -> Void
  ) {
    guard let container = viewIfLoaded else { return }
    let oldView = oldTop.viewIfLoaded
    let newView: UIView = newTop.view
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.from] = oldView
    views[.to] = newView
    let held = [oldTop, newTop]
    for one in held { one.transitionFlags.insert(.appearanceHeld) }
    let context = CustomTransitionContext(
      container: container, animated: animated, interactive: animation.interaction != nil, presentationStyle: .none,
      animator: animation.animator, from: oldTop, to: newTop, views: views,
      frames: [(oldTop, oldView?.frame ?? .zero, .zero), (newTop, .zero, container.bounds)]
    ) { [weak self] didComplete in
      for one in held { one.transitionFlags.remove(.appearanceHeld) }
      guard let self else { return }
      if !didComplete {
        // `finish` puts the old stack back (pushes, pops and replacements of the stack alike).
        finish(false)
        self.undoTransition(from: oldTop, oldView: oldView, to: newTop, newView: newView, animator: animation.animator)
        return
      }
      if let oldView, oldView.superview === container { oldView.removeFromSuperview() }
      // The animator put the new view where it liked; it goes under the bars, filling the view.
      if newView.superview === container { container.insertSubview(newView, at: 0) }
      self.installTopView()
      newView.frame = container.bounds
      newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      for one in held { PresentationEngine.finishAppearance(of: one) }
      self.delegate?.navigationController(self, didShow: newTop, animated: animated)
      animation.animator.animationEnded(didComplete)
      self.tabBarController?.arrangeViews()
      if didComplete { finish(true) }
    }
    if let interaction = animation.interaction {
      interaction.startInteractiveTransition(context)
    } else {
      animation.animator.animateTransition(using: context)
    }
  }

  /// Puts the old top's view back in place of the new top's after the stack was restored, and
  /// turns the held appearance callbacks back.
  private func undoTransition(
    from oldTop: UIViewController, oldView: UIView?, to newTop: UIViewController, newView: UIView,
    animator: any UIViewControllerAnimatedTransitioning
  ) {
    guard let container = viewIfLoaded else { return }
    if newView.superview === container { newView.removeFromSuperview() }
    if let oldView, oldView.superview === container { container.insertSubview(oldView, at: 0) }
    installTopView()
    for one in [newTop, oldTop] { PresentationEngine.reverseAppearance(of: one) }
    animator.animationEnded(false)
    tabBarController?.arrangeViews()
  }
}
