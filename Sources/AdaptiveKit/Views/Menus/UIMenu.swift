import Foundation

/// A container of menu elements — actions, submenus and deferred elements — with a title and
/// options for how it is shown (iOS 13). Menus are immutable: change one by making a copy with
/// `replacingChildren(_:)`.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// A name that identifies a menu (the system's menus have fixed ones).
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// Creates an identifier from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The application menu.
    public static let application = Identifier("com.apple.menu.application")
    /// The File menu.
    public static let file = Identifier("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = Identifier("com.apple.menu.edit")
    /// The View menu.
    public static let view = Identifier("com.apple.menu.view")
    /// The Window menu.
    public static let window = Identifier("com.apple.menu.window")
    /// The Help menu.
    public static let help = Identifier("com.apple.menu.help")
    /// The root of a menu system.
    public static let root = Identifier("com.apple.menu.root")
  }

  /// How a menu is shown; raw values are UIKit's `UIMenuOptions`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children are shown in the parent menu, set off by separators, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu's elements are destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one of the menu's actions is on at a time (iOS 15).
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children are shown as a row of small elements (iOS 17).
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// How large the menu's children are shown (iOS 16); raw values are UIKit's.
  public enum ElementSize: Int, Sendable {
    /// Chosen by the system (iOS 17).
    case automatic = -1
    /// Small, icons only, in a row.
    case small = 0
    /// Medium, icon over a title, in a row.
    case medium = 1
    /// Large: one element per row.
    case large = 2
  }

  /// The menu's identifier; without one a menu gets a unique identifier, as in UIKit.
  public let identifier: Identifier
  /// How the menu is shown.
  public let options: Options
  /// The menu's elements, in order.
  public let children: [UIMenuElement]
  /// How large the children are shown (iOS 16).
  open var preferredElementSize: ElementSize

  /// Creates a menu (iOS 15 form, with a subtitle).
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    self.preferredElementSize = preferredElementSize
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// Creates a menu (iOS 14 form).
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
    children: [UIMenuElement] = []
  ) {
    self.init(title: title, subtitle: nil, image: image, identifier: identifier, options: options, children: children)
  }

  /// A copy of the menu with other children: same title, image, identifier and options.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    let copy = UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
    return copy
  }

  /// The actions that are on, in order, through inline and nested submenus (iOS 17).
  open var selectedElements: [UIMenuElement] { leafActions.filter { $0.state == .on } }

  /// Every action of the menu in order, through its submenus; deferred elements are not loaded.
  var leafActions: [UIAction] {
    children.flatMap { element -> [UIAction] in
      if let action = element as? UIAction { return [action] }
      if let menu = element as? UIMenu { return menu.leafActions }
      return []
    }
  }

  /// The elements as a menu shows them: deferred elements replaced by what their providers
  /// gave (loading them if needed, as showing the menu does), hidden elements left out.
  package func displayedElements() -> [UIMenuElement] {
    children.flatMap { element -> [UIMenuElement] in
      if let deferred = element as? UIDeferredMenuElement { return deferred.loadedElements() }
      if let action = element as? UIAction, action.attributes.contains(.hidden) { return [] }
      return [element]
    }
  }

  /// Turns `chosen` on and every other action of the menu off, as a single-selection menu does
  /// when an action is chosen.
  func selectOnly(_ chosen: UIAction) {
    for action in leafActions { action.state = action === chosen ? .on : .off }
  }
}
