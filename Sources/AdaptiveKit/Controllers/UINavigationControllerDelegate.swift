/// Hears of a navigation controller showing a new top view controller.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to become the top view controller.
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// `viewController` became the top view controller.
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
