/// The base of items shown in navigation bars, toolbars and tab bars.
@MainActor
open class UIBarItem {
  /// Creates an item.
  public init() {}

  /// The item's title.
  open var title: String?
  /// Whether the item is enabled.
  open var isEnabled = true
  /// An integer identifying the item.
  open var tag = 0
  /// The accessibility label (defaults to the title when nil).
  open var accessibilityLabel: String?
  /// The item's image.
  open var image: UIImage?
  /// The image an iPhone shows in compact height (landscape); nil uses `image`.
  open var landscapeImagePhone: UIImage?
  /// The image's insets.
  open var imageInsets = UIEdgeInsets.zero
  /// The landscape-phone image's insets.
  open var landscapeImagePhoneInsets = UIEdgeInsets.zero

  /// The image a bar with `traits` shows: the landscape-phone image in a phone's compact height
  /// when there is one, else `image` (AdaptiveKit addition: UIKit chooses it while drawing).
  public func image(for traits: UITraitCollection) -> UIImage? {
    if traits.userInterfaceIdiom == .phone, traits.verticalSizeClass == .compact, let landscapeImagePhone {
      return landscapeImagePhone
    }
    return image
  }
}
