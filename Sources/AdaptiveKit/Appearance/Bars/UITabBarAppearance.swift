import Foundation

/// A tab bar's appearance: background and shadow, item looks per layout, selection indicator (iOS 13).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// The look of items laid out icon above title.
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
  /// The look of items laid out icon beside title.
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
  /// The look of compact inline items.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
  /// The selection indicator's tint.
  open var selectionIndicatorTintColor: UIColor?
  /// An image behind the selected item.
  open var selectionIndicatorImage: UIImage?
  /// How stacked items are spread across the bar.
  open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
  /// The width of stacked items when centred (0: the system width).
  open var stackedItemWidth: CGFloat = 0
  /// The space between stacked items when centred (0: the system spacing).
  open var stackedItemSpacing: CGFloat = 0

  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UITabBarAppearance else { return }
    stackedLayoutAppearance = other.stackedLayoutAppearance.copied()
    inlineLayoutAppearance = other.inlineLayoutAppearance.copied()
    compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copied()
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
    selectionIndicatorImage = other.selectionIndicatorImage
    stackedItemPositioning = other.stackedItemPositioning
    stackedItemWidth = other.stackedItemWidth
    stackedItemSpacing = other.stackedItemSpacing
  }
}

extension UITabBar {
  /// How a tab bar spreads its items.
  public enum ItemPositioning: Int, Sendable {
    /// Fill on iPhone, centred on iPad.
    case automatic = 0
    /// Items share the whole width.
    case fill
    /// Items are centred, at a fixed width and spacing.
    case centered
  }
}
