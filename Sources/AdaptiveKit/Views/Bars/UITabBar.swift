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

  /// The bar's natural size: its height on this idiom plus the bottom safe-area inset.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let bottom = BarMetrics.bottomInset(of: self)
    return CGSize(width: size.width, height: BarMetrics.tabBarHeight(for: traitCollection, bottomInset: bottom) + bottom)
  }
}

extension UITabBar: BarItemHosting {
  var hostedBarItems: [UIBarItem] { items ?? [] }
}
