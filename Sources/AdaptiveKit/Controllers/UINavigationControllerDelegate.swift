/// Hears of a navigation controller showing a new top view controller, and supplies the
/// animators of its pushes and pops.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to become the top view controller.
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// `viewController` became the top view controller.
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  /// The animator of a push or pop from `fromVC` to `toVC`; nil keeps the standard slide.
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

extension UINavigationController {
  /// The kind of change a navigation transition makes to the stack.
  public enum Operation: Int, Sendable {
    case none = 0, push, pop
  }
}
