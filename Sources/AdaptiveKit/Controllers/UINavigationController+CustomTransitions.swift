/// Pushes and pops run by the delegate's animator: UIKit's order with the appearance callbacks
/// held open until the animator calls `completeTransition(_:)`, then the old top's view leaves,
/// the new top's view takes its place under the bars, the callbacks end, `didShow` and
/// `animationEnded(_:)` follow.
extension UINavigationController {
  /// The delegate's animator for changing the top controller from `oldTop` to `newTop`: a push
  /// when `oldTop` stays on the stack, else a pop.
  func customAnimator(from oldTop: UIViewController?, to newTop: UIViewController?)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    guard let oldTop, let newTop, let delegate else { return nil }
    let operation: Operation = viewControllers.contains { $0 === oldTop } ? .push : .pop
    return delegate.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
  }

  /// Runs the change of top controller, whose appearance callbacks have begun, through `animator`.
  func runCustomTransition(
    _ animator: any UIViewControllerAnimatedTransitioning, from oldTop: UIViewController, to newTop: UIViewController,
    animated: Bool
  ) {
    guard let container = viewIfLoaded else { return }
    let operation: Operation = viewControllers.contains { $0 === oldTop } ? .push : .pop
    let oldView = oldTop.viewIfLoaded
    let newView: UIView = newTop.view
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.from] = oldView
    views[.to] = newView
    let held = [oldTop, newTop]
    for one in held { one.transitionFlags.insert(.appearanceHeld) }
    let context = CustomTransitionContext(
      container: container, animated: animated, interactive: false, presentationStyle: .none, animator: animator,
      from: oldTop, to: newTop, views: views,
      frames: [(oldTop, oldView?.frame ?? .zero, .zero), (newTop, .zero, container.bounds)]
    ) { [weak self] didComplete in
      for one in held { one.transitionFlags.remove(.appearanceHeld) }
      if !didComplete {
        AdaptiveKitLog.shared.report(
          .containment, "A cancelled \(operation) transition is not undone by AdaptiveKit: \(newTop) stays on top")
      }
      guard let self else { return }
      if let oldView, oldView.superview === container { oldView.removeFromSuperview() }
      // The animator put the new view where it liked; it goes under the bars, filling the view.
      if newView.superview === container { container.insertSubview(newView, at: 0) }
      self.installTopView()
      newView.frame = container.bounds
      newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      for one in held { PresentationEngine.finishAppearance(of: one) }
      self.delegate?.navigationController(self, didShow: newTop, animated: animated)
      animator.animationEnded(didComplete)
      self.tabBarController?.arrangeViews()
    }
    animator.animateTransition(using: context)
  }
}
