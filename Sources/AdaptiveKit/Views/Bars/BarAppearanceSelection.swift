import Foundation

/// UIKit's rules for which bar appearance shows: the compact one in compact height (iPhone
/// landscape), the scroll-edge one while the content is scrolled to the bar's edge — every bar from
/// iOS 15, only large-title navigation bars before — and, when no scroll-edge appearance was set,
/// the one that would show otherwise with its background and shadow taken away.
@MainActor
enum BarAppearanceSelection {
  /// Whether scroll-edge appearances apply to every bar (iOS 15) or only to navigation bars
  /// showing a large title (iOS 13 and 14).
  static let scrollEdgeAppliesToEveryBar = ReleaseTable<Bool>([(.iOS7, false), (.iOS15, true)])

  /// Whether `traits` make bars compact (an iPhone in compact height).
  static func isCompact(_ traits: UITraitCollection) -> Bool {
    traits.verticalSizeClass == .compact && traits.userInterfaceIdiom == .phone
  }

  /// The scroll view a controller's bars follow: its view when that scrolls, else the first
  /// subview that does, looking into a navigation controller's top controller.
  static func contentScrollView(of controller: UIViewController?) -> UIScrollView? {
    guard let controller else { return nil }
    if let navigation = controller as? UINavigationController { return contentScrollView(of: navigation.topViewController) }
    guard let view = controller.viewIfLoaded else { return nil }
    if let scrollView = view as? UIScrollView { return scrollView }
    return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
  }

  /// Whether the content is at its top edge (true without a scroll view, as in UIKit).
  static func isAtTopEdge(_ scrollView: UIScrollView?) -> Bool {
    guard let scrollView else { return true }
    return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
  }

  /// Whether the content is at its bottom edge (true without a scroll view, as in UIKit).
  static func isAtBottomEdge(_ scrollView: UIScrollView?) -> Bool {
    guard let scrollView else { return true }
    let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
    return scrollView.contentOffset.y + scrollView.bounds.height >= bottom
  }

  /// The scroll-edge appearance when one applies, else `regular`.
  static func choose<Appearance: UIBarAppearance>(
    regular: Appearance, scrollEdge: Appearance?, atEdge: Bool, edgeApplies: Bool
  ) -> Appearance {
    guard atEdge, edgeApplies else { return regular }
    return scrollEdge ?? regular.transparentCopy()
  }
}

extension UINavigationBar {
  /// The appearance the bar shows now, from its top item's and its own by UIKit's rules
  /// (AdaptiveKit addition: UIKit shows it without saying which).
  public var _currentAppearance: UINavigationBarAppearance {
    let item = topItem
    let compact = BarAppearanceSelection.isCompact(traitCollection)
    let standard = item?.standardAppearance ?? standardAppearance
    let regular = compact ? item?.compactAppearance ?? compactAppearance ?? standard : standard
    var scrollEdge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance
    if compact { scrollEdge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? scrollEdge }
    let owner = superview?.owningViewController as? UINavigationController
    return BarAppearanceSelection.choose(
      regular: regular, scrollEdge: scrollEdge,
      atEdge: BarAppearanceSelection.isAtTopEdge(BarAppearanceSelection.contentScrollView(of: owner?.topViewController)),
      edgeApplies: BarAppearanceSelection.scrollEdgeAppliesToEveryBar[traitCollection.uiKitRelease] || isShowingLargeTitle)
  }
}

extension UITabBar {
  /// The appearance the bar shows now, from its selected item's and its own by UIKit's rules
  /// (AdaptiveKit addition).
  public var _currentAppearance: UITabBarAppearance {
    let owner = superview?.owningViewController as? UITabBarController
    return BarAppearanceSelection.choose(
      regular: selectedItem?.standardAppearance ?? standardAppearance,
      scrollEdge: selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance,
      atEdge: BarAppearanceSelection.isAtBottomEdge(BarAppearanceSelection.contentScrollView(of: owner?.selectedViewController)),
      edgeApplies: BarAppearanceSelection.scrollEdgeAppliesToEveryBar[traitCollection.uiKitRelease])
  }
}

extension UIToolbar {
  /// The appearance the toolbar shows now by UIKit's rules (AdaptiveKit addition).
  public var _currentAppearance: UIToolbarAppearance {
    let compact = BarAppearanceSelection.isCompact(traitCollection)
    let regular = compact ? compactAppearance ?? standardAppearance : standardAppearance
    let scrollEdge = compact ? compactScrollEdgeAppearance ?? scrollEdgeAppearance : scrollEdgeAppearance
    let owner = superview?.owningViewController as? UINavigationController
    return BarAppearanceSelection.choose(
      regular: regular, scrollEdge: scrollEdge,
      atEdge: BarAppearanceSelection.isAtBottomEdge(BarAppearanceSelection.contentScrollView(of: owner?.topViewController)),
      edgeApplies: BarAppearanceSelection.scrollEdgeAppliesToEveryBar[traitCollection.uiKitRelease])
  }
}
