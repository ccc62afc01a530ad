/// The bar at the bottom of a tab bar controller, one item per tab.
@MainActor
open class UITabBar: UIView {
  /// The items, in tab order.
  open var items: [UITabBarItem]? {
    didSet { AppearanceApplier.applyToItems(of: self) }
  }
  /// The highlighted item.
  open weak var selectedItem: UITabBarItem?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's style.
  open var barStyle = UIBarStyle.default
  /// The bar's background tint.
  open var barTintColor: UIColor? { didSet { appearancePropertyWasSet(.barTintColor) } }

  /// Replaces the items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  /// The bar's natural size: 49 points plus the bottom safe-area inset.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: BarMetrics.tabBarHeight + BarMetrics.bottomInset(of: self))
  }
}

extension UITabBar: BarItemHosting {
  var hostedBarItems: [UIBarItem] { items ?? [] }
}
