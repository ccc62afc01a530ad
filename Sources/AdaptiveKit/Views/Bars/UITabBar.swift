/// The bar at the bottom of a tab bar controller, one item per tab.
@preconcurrency @MainActor
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

  /// The bar's own height on this idiom, with no intrinsic width: a tab bar placed by
  /// constraints is as tall as its items' row (unconfirmed: UIKit documents no figure; the
  /// safe-area inset below is the placing controller's business, as for the toolbar).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.tabBarHeight(for: traitCollection, bottomInset: 0))
  }
}

extension UITabBar: BarItemHosting {
  var hostedBarItems: [UIBarItem] { items ?? [] }
}
