/// Hears of, and may refuse, tab selections made by the user.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the user may select `viewController`.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// The user selected `viewController`.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    true
  }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
