/// Hears of items pushed onto and popped off a navigation bar (`pushItem(_:animated:)`,
/// `popItem(animated:)`) and may refuse them; every method is optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
  /// Whether `item` may be pushed (default true).
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// `item` was pushed.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether the top item `item` may be popped (default true).
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// `item` was popped.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
