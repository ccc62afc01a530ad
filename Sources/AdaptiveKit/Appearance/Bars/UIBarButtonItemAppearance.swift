import Foundation

/// How bar button items of one style look in each state (iOS 13).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
  /// The look in the normal state.
  public let normal = UIBarButtonItemStateAppearance()
  /// The look while touched.
  public let highlighted = UIBarButtonItemStateAppearance()
  /// The look while disabled.
  public let disabled = UIBarButtonItemStateAppearance()
  /// The look while focused.
  public let focused = UIBarButtonItemStateAppearance()
  /// The style the appearance was configured for.
  private(set) var style: UIBarButtonItem.Style

  /// The default look for items of `style`.
  public init(style: UIBarButtonItem.Style) {
    self.style = style
    super.init()
  }

  /// The default look for plain items.
  public convenience override init() { self.init(style: .plain) }

  /// Resets every state to the default look for `style`.
  open func configureWithDefault(for style: UIBarButtonItem.Style) {
    self.style = style
    for state in [normal, highlighted, disabled, focused] { state.reset() }
  }

  func copied() -> UIBarButtonItemAppearance {
    let copy = UIBarButtonItemAppearance(style: style)
    for (from, to) in zip([normal, highlighted, disabled, focused], [copy.normal, copy.highlighted, copy.disabled, copy.focused]) {
      to.take(from)
    }
    return copy
  }
}

/// How bar button items look in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
  /// The title's attributes (font, color…).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title moves from its place.
  open var titlePositionAdjustment = UIOffset.zero
  /// An image behind the item.
  open var backgroundImage: UIImage?
  /// How far the background image moves from its place.
  open var backgroundImagePositionAdjustment = UIOffset.zero

  func reset() { take(UIBarButtonItemStateAppearance()) }

  func take(_ other: UIBarButtonItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    backgroundImage = other.backgroundImage
    backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
  }
}
