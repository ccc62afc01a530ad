/// Hears of the user selecting a tab bar's items; every method is optional. A tab bar
/// controller's own bar reports to the controller, which tells its `UITabBarControllerDelegate`.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// The user selected `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

extension UITabBar {
  /// Selects `item` as a user's tap on it does: the item becomes `selectedItem` and the delegate
  /// hears of it, even when it was selected already (UIKit tells the delegate of every tap). An
  /// item not on the bar is ignored (AdaptiveKit addition: there are no touches).
  public func _selectItemAsUser(_ item: UITabBarItem) {
    guard (items ?? []).contains(where: { $0 === item }), item.isEnabled else { return }
    selectedItem = item
    delegate?.tabBar(self, didSelect: item)
  }
}
