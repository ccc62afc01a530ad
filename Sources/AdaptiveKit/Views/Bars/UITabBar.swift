/// The bar at the bottom of a tab bar controller, one item per tab.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items, in tab order.
  open var items: [UITabBarItem]? {
    didSet { AppearanceApplier.applyToItems(of: self) }
  }
  /// The highlighted item.
  open weak var selectedItem: UITabBarItem?
  /// The delegate told of the user's selections (`_selectItemAsUser(_:)`).
  open weak var delegate: (any UITabBarDelegate)?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's style.
  open var barStyle = UIBarStyle.default
  /// The bar's background tint.
  open var barTintColor: UIColor? { didSet { appearancePropertyWasSet(.barTintColor) } }
  /// The tint of the items not selected (iOS 10); nil leaves UIKit's grey.
  open var unselectedItemTintColor: UIColor? { didSet { appearancePropertyWasSet(.unselectedItemTintColor) } }

  // MARK: Appearances (iOS 13). Set values are copied.

  private var storedStandardAppearance = UITabBarAppearance()
  /// The appearance with content scrolled under the bar.
  open var standardAppearance: UITabBarAppearance {
    get { storedStandardAppearance }
    set {
      storedStandardAppearance = newValue.copy()
      appearancePropertyWasSet(.standardAppearance)
    }
  }
  /// The appearance while the content is scrolled to its bottom edge (iOS 15; nil: the standard appearance without background or shadow).
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance?.copy()
      appearancePropertyWasSet(.scrollEdgeAppearance)
    }
  }

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
