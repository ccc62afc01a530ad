import Foundation

/// How tab bar items of one layout look in each state (iOS 13).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
  /// The item layouts a tab bar uses.
  public enum Style: Int, Sendable {
    /// Icon above title (iPhone portrait).
    case stacked = 0
    /// Icon beside title (iPad, iPhone landscape on large phones).
    case inline
    /// Icon beside title, compact (iPhone landscape).
    case compactInline
  }

  /// The look in the normal state.
  public let normal = UITabBarItemStateAppearance()
  /// The look of the selected item.
  public let selected = UITabBarItemStateAppearance()
  /// The look while disabled.
  public let disabled = UITabBarItemStateAppearance()
  /// The look while focused.
  public let focused = UITabBarItemStateAppearance()
  private(set) var style: Style

  /// The default look for `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The default look for stacked items.
  public convenience override init() { self.init(style: .stacked) }

  /// Resets every state to the default look for `style`.
  open func configureWithDefault(for style: Style) {
    self.style = style
    for state in [normal, selected, disabled, focused] { state.take(UITabBarItemStateAppearance()) }
  }

  func copied() -> UITabBarItemAppearance {
    let copy = UITabBarItemAppearance(style: style)
    for (from, to) in zip([normal, selected, disabled, focused], [copy.normal, copy.selected, copy.disabled, copy.focused]) {
      to.take(from)
    }
    return copy
  }
}

/// How tab bar items look in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title moves from its place.
  open var titlePositionAdjustment = UIOffset.zero
  /// The icon's color (nil: the bar's tint when selected, gray otherwise).
  open var iconColor: UIColor?
  /// The badge's background (nil: system red).
  open var badgeBackgroundColor: UIColor?
  /// The badge text's attributes.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the badge moves from its place.
  open var badgePositionAdjustment = UIOffset.zero
  /// How far the badge's title moves inside the badge.
  open var badgeTitlePositionAdjustment = UIOffset.zero

  func take(_ other: UITabBarItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    iconColor = other.iconColor
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgePositionAdjustment = other.badgePositionAdjustment
    badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
  }
}
