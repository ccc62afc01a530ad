/// The bar at the top of a navigation controller: a stack of navigation items, the top one shown.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  private var storedItems: [UINavigationItem] = []
  /// The search bar this bar placed in its search row (the top item's search controller's).
  weak var placedSearchBar: UISearchBar?

  /// The items, bottom first; the last is shown.
  open var items: [UINavigationItem]? {
    get { storedItems }
    set {
      let oldHeight = barHeight
      storedItems = newValue ?? []
      for item in storedItems { item.hostingBar = self }
      AppearanceApplier.applyToItems(of: self)
      // Only the large-title and search rows change the bar's height; the owner re-places views
      // itself on pushes.
      if barHeight != oldHeight { barLayoutDidChange?() }
      placeSearchBar()
    }
  }

  /// The item shown.
  open var topItem: UINavigationItem? { storedItems.last }

  /// The item below the top one, whose title the back button shows.
  open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

  /// Replaces the items.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }

  /// The delegate asked about and told of `pushItem(_:animated:)` and `popItem(animated:)`.
  open weak var delegate: (any UINavigationBarDelegate)?

  /// Pushes an item unless the delegate refuses; an item already in the bar is ignored with a
  /// logged warning.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard !storedItems.contains(where: { $0 === item }) else {
      AdaptiveKitLog.shared.report(.containment, "Ignoring pushItem: \(item) is already in the navigation bar")
      return
    }
    guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
    storedItems.append(item)
    item.hostingBar = self
    AppearanceApplier.applyToItems(of: self)
    placeSearchBar()
    delegate?.navigationBar(self, didPush: item)
  }

  /// Pops the top item and returns it; nil when there is none or the delegate refuses.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard let top = storedItems.last, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
    storedItems.removeLast()
    placeSearchBar()
    delegate?.navigationBar(self, didPop: top)
    return top
  }

  /// Whether titles are large when the items allow (iOS 11).
  open var prefersLargeTitles = false {
    didSet { if oldValue != prefersLargeTitles { barLayoutDidChange?() } }
  }
  /// Tells the owning navigation controller to re-place the bar and its children's safe area.
  var barLayoutDidChange: (() -> Void)?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's style.
  open var barStyle = UIBarStyle.default
  /// The bar's background tint.
  open var barTintColor: UIColor? { didSet { appearancePropertyWasSet(.barTintColor) } }
  /// The image of the hairline below the bar (kept; the renderer draws the appearances' shadows).
  open var shadowImage: UIImage? { didSet { appearancePropertyWasSet(.shadowImage) } }
  /// Background images set by position and metrics (UINavigationBar+LegacyImages.swift).
  var legacyBackgroundImages: [LegacyBarImageKey: UIImage] = [:]
  /// Attributes of the title text (font, color…).
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { appearancePropertyWasSet(.titleTextAttributes) }
  }
  /// Attributes of the large title text (iOS 11).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { appearancePropertyWasSet(.largeTitleTextAttributes) }
  }

  // MARK: Appearances (iOS 13; chosen in UINavigationBar+Appearance.swift). Set values are copied.

  private var storedStandardAppearance = UINavigationBarAppearance()
  /// The appearance of a bar of standard height, scrolled content under it.
  open var standardAppearance: UINavigationBarAppearance {
    get { storedStandardAppearance }
    set {
      storedStandardAppearance = newValue.copy()
      appearancePropertyWasSet(.standardAppearance)
    }
  }
  /// The appearance of a compact-height bar (nil: `standardAppearance`).
  open var compactAppearance: UINavigationBarAppearance? {
    didSet {
      compactAppearance = compactAppearance?.copy()
      appearancePropertyWasSet(.compactAppearance)
    }
  }
  /// The appearance while the content is scrolled to its top edge (nil: from iOS 15, the standard
  /// appearance without background or shadow).
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance?.copy()
      appearancePropertyWasSet(.scrollEdgeAppearance)
    }
  }
  /// The appearance of a compact-height bar at the scroll edge (iOS 15; nil: `scrollEdgeAppearance`).
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
      appearancePropertyWasSet(.compactScrollEdgeAppearance)
    }
  }

  /// The bar's natural size: the proposed width and UIKit's height for the traits, 52 points
  /// taller while the top item's title is large.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: barHeight)
  }

  /// The bar's height for its traits, with no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
  }

  /// Whether the top item's title is shown large (AdaptiveKit addition: UIKit shows it without
  /// saying so).
  public var isShowingLargeTitle: Bool { BarMetrics.showsLargeTitle(self, traits: traitCollection) }

  /// The standard row, plus the large-title row while it shows.
  var barHeight: CGFloat {
    BarMetrics.navigationBarHeight(for: traitCollection) + (isShowingLargeTitle ? BarMetrics.largeTitleHeight : 0)
      + (stackedSearchController != nil ? SearchBarMetrics.navigationBarSearchRowHeight : 0)
  }

  /// Keeps the top item's stacked search bar in its row as the bar's size changes.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeSearchBar()
  }
}

extension UINavigationBar: BarItemHosting {
  var hostedBarItems: [UIBarItem] {
    storedItems.flatMap { item -> [UIBarItem] in
      (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) + (item.backBarButtonItem.map { [$0] } ?? [])
    }
  }
}
