/// The heights UIKit gives its bars.
@MainActor
enum BarMetrics {
  /// A navigation bar: 44 points, and 32 on an iPhone in compact height (iOS 8–12 landscape
  /// phones and iOS 13's `compactAppearance`; unconfirmed for the newest releases).
  static func navigationBarHeight(for traits: UITraitCollection) -> CGFloat {
    traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact ? 32 : 44
  }

  /// A tab bar's own height, above the bottom safe-area inset (49 points: 83 with a home indicator).
  static let tabBarHeight: CGFloat = 49

  /// A toolbar's height.
  static let toolbarHeight: CGFloat = 44

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
