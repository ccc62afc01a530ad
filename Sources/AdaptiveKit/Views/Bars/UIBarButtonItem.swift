/// A button in a navigation bar or toolbar.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How a titled item is drawn.
  public enum Style: Int, Sendable {
    /// A plain, tappable title.
    case plain = 0
    /// A bordered button (deprecated in iOS 8; drawn as plain).
    case bordered = 1
    /// A bold "done" title.
    case done = 2
  }

  /// The system-supplied items.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
      bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  /// The item's style.
  open var style: Style = .plain
  /// The object that receives `action`.
  open weak var target: AnyObject?
  /// The action sent when the item is tapped.
  open var action: Selector?
  /// A custom view shown in place of the title.
  open var customView: UIView?
  /// The item's width; 0 sizes it to its content.
  open var width: CGFloat = 0
  /// Whether the item is hidden (iOS 16).
  open var isHidden = false
  /// The color of the item's title and image; nil uses the bar's tint.
  open var tintColor: UIColor? { didSet { appearancePropertyWasSet(.tintColor) } }
  /// The system item it was created as, if any (AdaptiveKit addition, for rendering).
  public internal(set) var systemItem: SystemItem?
  /// The menu the item shows: on a tap when it has no primary action, target or action,
  /// otherwise on a long press (iOS 14).
  open var menu: UIMenu?
  /// The action a tap runs (iOS 14). Setting one gives the item the action's title and image
  /// (not for system items); while it is set, `target` and `action` are ignored. Setting nil
  /// leaves the title and image as they are.
  open var primaryAction: UIAction? { didSet { primaryActionDidChange() } }
  /// Whether a tap toggles `isSelected` instead of only running the action (iOS 15).
  open var changesSelectionAsPrimaryAction = false
  /// Whether the item is selected (iOS 15).
  open var isSelected = false

  /// Creates a plain item with no title.
  public override init() { super.init() }

  /// Creates a titled item.
  public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target
    self.action = action
  }

  /// Creates an item that shows an image.
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target
    self.action = action
  }

  /// Creates an item with an image, and another for an iPhone in compact height.
  public convenience init(
    image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: AnyObject?, action: Selector?
  ) {
    self.init(image: image, style: style, target: target, action: action)
    self.landscapeImagePhone = landscapeImagePhone
  }

  /// Creates a system item.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.target = target
    self.action = action
  }

  /// Creates an item that shows a custom view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A fixed space of the given width (iOS 14).
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }

  /// A flexible space (iOS 14).
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }
}

/// Targets that AdaptiveKit's own bar button items send actions to (Linux cannot send a selector).
@MainActor
protocol BarButtonActionPerforming: AnyObject {
  func performBarButtonAction(_ action: Selector, sender: UIBarButtonItem) -> Bool
}

extension UIBarButtonItem {
  /// Sends the item's action to its target as a tap would, for targets AdaptiveKit can call
  /// (its own controllers); returns whether the action was performed (AdaptiveKit addition:
  /// Linux has no Objective-C message sending).
  @discardableResult
  public func _sendAction() -> Bool {
    guard isEnabled else { return false }
    if let primaryAction {
      if changesSelectionAsPrimaryAction { isSelected.toggle() }
      primaryAction.run(sender: self)
      return !primaryAction.attributes.contains(.disabled)
    }
    guard let action, let target else { return false }
    if let performer = target as? BarButtonActionPerforming { return performer.performBarButtonAction(action, sender: self) }
    // Storyboard actions and segue triggers run through the registry, as controls' do.
    return ActionRegistry.perform(action.description, on: target, sender: self)
  }
}
