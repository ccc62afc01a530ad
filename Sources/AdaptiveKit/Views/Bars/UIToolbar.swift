/// A bar of buttons, such as the one a navigation controller shows at the bottom of the screen.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items, leading first.
  open var items: [UIBarButtonItem]? {
    didSet { AppearanceApplier.applyToItems(of: self) }
  }
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's style.
  open var barStyle = UIBarStyle.default
  /// The bar's background tint.
  open var barTintColor: UIColor? { didSet { appearancePropertyWasSet(.barTintColor) } }

  // MARK: Appearances (iOS 13). Set values are copied.

  private var storedStandardAppearance = UIToolbarAppearance()
  /// The appearance of a toolbar of standard height.
  open var standardAppearance: UIToolbarAppearance {
    get { storedStandardAppearance }
    set {
      storedStandardAppearance = newValue.copy()
      appearancePropertyWasSet(.standardAppearance)
    }
  }
  /// The appearance of a compact-height toolbar (nil: `standardAppearance`).
  open var compactAppearance: UIToolbarAppearance? {
    didSet {
      compactAppearance = compactAppearance?.copy()
      appearancePropertyWasSet(.compactAppearance)
    }
  }
  /// The appearance while the content is scrolled to its bottom edge (iOS 15; nil: the standard appearance without background or shadow).
  open var scrollEdgeAppearance: UIToolbarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance?.copy()
      appearancePropertyWasSet(.scrollEdgeAppearance)
    }
  }
  /// The compact-height appearance at the scroll edge (iOS 15; nil: `scrollEdgeAppearance`).
  open var compactScrollEdgeAppearance: UIToolbarAppearance? {
    didSet {
      compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
      appearancePropertyWasSet(.compactScrollEdgeAppearance)
    }
  }

  /// Replaces the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  /// The bar's natural size: the proposed width and UIKit's height for the traits (the home
  /// indicator's inset is added by the navigation controller that places the bar).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: BarMetrics.toolbarHeight(for: traitCollection))
  }

  /// The bar's height for its traits, with no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.toolbarHeight(for: traitCollection))
  }
}

extension UIToolbar: BarItemHosting {
  var hostedBarItems: [UIBarItem] { items ?? [] }
}
