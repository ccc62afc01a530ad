/// The heights UIKit gives its bars.
@MainActor
enum BarMetrics {
  /// A navigation bar: 44 points, 32 on an iPhone in compact height (iOS 8–12 landscape phones
  /// and iOS 13's `compactAppearance`), and 50 on an iPad, as UIKit has drawn iPad navigation
  /// bars and toolbars since iOS 12 (Geoff Hackworth's iOS 12 measurements; QMUI's table agrees).
  static func navigationBarHeight(for traits: UITraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return 50 }
    return traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact ? 32 : 44
  }

  /// A tab bar's own height, above the bottom safe-area inset: 49 points on an iPhone (83 with a
  /// home indicator); on an iPad 50 since iOS 12 (Geoff Hackworth's iOS 12 measurements), and 45
  /// above the 20-point home-indicator inset of iPads without a home button (65 in all; QMUI's
  /// iOS 12 table of iPad Pro 11" bar heights).
  static func tabBarHeight(for traits: UITraitCollection, bottomInset: CGFloat) -> CGFloat {
    guard traits.userInterfaceIdiom == .pad else { return 49 }
    return bottomInset > 0 ? 45 : 50
  }

  /// A toolbar's own height, above the bottom safe-area inset: the navigation bar's (44 points, 32
  /// on an iPhone in compact height, 50 on an iPad since iOS 12; QMUI's iOS 11–12 table).
  static func toolbarHeight(for traits: UITraitCollection) -> CGFloat {
    navigationBarHeight(for: traits)
  }

  /// What large titles add below a navigation bar's standard row (iOS 11: 52 points, making the
  /// bar 96 points tall); phones in compact height never show them.
  static let largeTitleHeight: CGFloat = 52

  /// Whether `bar` shows its top item's title large: the bar prefers large titles, the traits are
  /// not a phone's compact height, and the item's mode is `.always`, or `.automatic` with no item
  /// below it saying `.never` (an automatic item inherits the mode of the item below it).
  static func showsLargeTitle(_ bar: UINavigationBar, traits: UITraitCollection) -> Bool {
    guard bar.prefersLargeTitles, let items = bar.items, !items.isEmpty else { return false }
    if traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact { return false }
    for item in items.reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The status-bar (and sensor-housing) inset at the top of `view`: the window's top safe-area
  /// inset less the view's distance from the window's top.
  static func topInset(of view: UIView) -> CGFloat {
    guard let window = view.window else { return 0 }
    let top = window.deviceSafeAreaInsets.top - view.convert(CGPoint.zero, to: window).y
    return max(0, top)
  }

  /// The home-indicator inset at the bottom of `view`.
  static func bottomInset(of view: UIView) -> CGFloat {
    guard let window = view.window else { return 0 }
    let bottomInWindow = view.convert(CGPoint(x: 0, y: view.bounds.height), to: window).y
    return max(0, window.deviceSafeAreaInsets.bottom - (window.bounds.height - bottomInWindow))
  }
}
