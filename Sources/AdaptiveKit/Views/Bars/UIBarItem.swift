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
}
