import Foundation

/// The base of items shown in navigation bars, toolbars and tab bars.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// Creates an item.
  public override init() { super.init() }

  // Values attached with objc_setAssociatedObject go with the object, as in the runtime.
  deinit { AssociatedObjects.release(ObjectIdentifier(self)) }

  /// What appearance proxies set on the item and what was set on it directly.
  var appearanceRecord = AppearanceRecord()
  /// True while a proxy's value is being applied (so the setter does not mark it as set directly).
  var isApplyingAppearance = false
  private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

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

  /// Sets the title's text attributes (font, color…) for a control state; an appearance property.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributesByState[state.rawValue] = attributes
    appearancePropertyWasSet(.titleTextAttributes(for: state))
  }

  /// The title's text attributes for a control state, as set (nil when none were set for it).
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state.rawValue]
  }

  /// Records a directly set appearance property; proxies apply with `isApplyingAppearance` set.
  func appearancePropertyWasSet(_ property: AppearanceProperty) {
    if !isApplyingAppearance { appearanceRecord.explicitlySet.insert(property) }
  }
}
