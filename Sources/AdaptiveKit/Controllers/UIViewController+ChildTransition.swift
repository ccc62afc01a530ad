import Foundation

extension UIViewController {
  /// Replaces one child's view with another's, as a custom container does: `toViewController`'s
  /// view goes into `fromViewController`'s view's superview (in front of it), `animations` runs,
  /// `fromViewController`'s view is removed, then `completion(true)` (AdaptiveKit's animations end
  /// at once). While this controller's view is visible and it forwards appearance automatically,
  /// the children get `viewWillDisappear`/`viewWillAppear` before the animations and
  /// `viewDidAppear`/`viewDidDisappear` after. Both must be children of this controller: UIKit
  /// raises otherwise; here the message is logged and nothing happens (see
  /// `validatedTransition(from:to:duration:options:animations:completion:)`).
  public func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
    options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    do {
      try validatedTransition(
        from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations,
        completion: completion)
    } catch {
      AdaptiveKitLog.shared.report(.containment, "\(error)")
    }
  }

  /// `transition(from:to:duration:options:animations:completion:)`, throwing UIKit's exception
  /// when the two controllers are not both children of this one (AdaptiveKit addition).
  public func validatedTransition(
    from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
    options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) throws(UIViewControllerHierarchyError) {
    guard fromViewController.storedParent === self, toViewController.storedParent === self else {
      throw .childrenWithoutCommonParent(
        "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view "
          + "controller when calling -[UIViewController transitionFromViewController:toViewController:duration:"
          + "options:animations:completion:]")
    }
    let fromView = fromViewController.view!
    let toView = toViewController.view!
    let forwards =
      shouldAutomaticallyForwardAppearanceMethods && fromViewController !== toViewController
      && (viewIfLoaded?.window?.isVisibleForAppearance ?? false)
    let held = forwards ? [fromViewController, toViewController] : []
    for one in held { one.transitionFlags.insert(.appearanceHeld) }
    fromViewController.beginAppearanceIfHeld(false, held: held, animated: duration > 0)
    toViewController.beginAppearanceIfHeld(true, held: held, animated: duration > 0)
    if fromViewController !== toViewController, let container = fromView.superview {
      container.insertSubview(toView, aboveSubview: fromView)
    }
    animations?()
    if fromViewController !== toViewController { fromView.removeFromSuperview() }
    for one in held { one.transitionFlags.remove(.appearanceHeld) }
    if forwards {
      toViewController.endAppearanceTransition()
      fromViewController.endAppearanceTransition()
    }
    completion?(true)
  }

  /// Begins an appearance transition for a controller whose callbacks the caller holds.
  private func beginAppearanceIfHeld(_ appearing: Bool, held: [UIViewController], animated: Bool) {
    guard held.contains(where: { $0 === self }) else { return }
    beginAppearance(appearing, animated: animated)
  }
}
