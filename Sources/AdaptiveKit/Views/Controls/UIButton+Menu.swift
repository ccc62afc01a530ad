import Foundation

/// Menus on buttons (iOS 14) and selection as the primary action (iOS 15), as UIKit documents
/// `changesSelectionAsPrimaryAction`: without a menu a tap toggles `isSelected`; with a menu
/// shown as the primary action the button is a pop-up button — its menu keeps exactly one action
/// on (the first when none is) and the button's title is that action's.
extension UIButton {
  /// Whether the button is a pop-up button: a menu shown on tap that tracks a selection.
  var isPopUpButton: Bool { menu != nil && showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction }

  /// Gives a pop-up button's menu exactly one action that is on and shows its title.
  func updatePopUpSelection() {
    guard isPopUpButton, let menu else { return }
    let actions = menu.leafActions
    let chosen = actions.first { $0.state == .on } ?? actions.first
    if let chosen { select(chosen, in: menu) }
  }

  /// Turns `action` on (and the menu's other actions off) and shows its title.
  private func select(_ action: UIAction, in menu: UIMenu) {
    menu.selectOnly(action)
    if configuration != nil {
      configuration?.title = action.title
    } else {
      setTitle(action.title, for: .normal)
    }
  }

  /// Taps the button as a user would (AdaptiveKit addition): a button that shows its menu as
  /// the primary action shows it (see `_shownMenu`) and sends nothing; otherwise a button that
  /// changes selection toggles `isSelected`, then the touch-down, touch-up-inside and
  /// primary-action events are sent. A disabled button ignores the tap.
  public func _tapAsUser() {
    guard isEnabled, isUserInteractionEnabled else { return }
    if showsMenuAsPrimaryAction, let menu {
      shownMenu = menu
      return
    }
    sendActions(for: .touchDown)
    if changesSelectionAsPrimaryAction, menu == nil { isSelected.toggle() }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  /// The menu a tap or long press is showing, with its deferred elements loaded (AdaptiveKit
  /// addition); nil when no menu is up.
  public var _shownMenu: UIMenu? { shownMenu }

  /// Shows the button's menu as a long press does (AdaptiveKit addition); nothing without a menu.
  public func _longPressAsUser() {
    guard isEnabled, let menu else { return }
    shownMenu = menu
  }

  /// Chooses `action` in the shown menu as a user would (AdaptiveKit addition): the menu
  /// closes, a pop-up button selects it and shows its title, a single-selection submenu turns
  /// it on and its siblings off, then the action runs with the button as its sender. A disabled
  /// action, or one not in the shown menu, does nothing.
  public func _chooseMenuActionAsUser(_ action: UIAction) {
    guard let menu = shownMenu, !action.attributes.contains(.disabled), menu.contains(action) else { return }
    shownMenu = nil
    if isPopUpButton {
      select(action, in: menu)
    } else if let owner = menu.singleSelectionMenu(containing: action) {
      owner.selectOnly(action)
    }
    action.run(sender: self)
  }
}

extension UIMenu {
  /// Whether `action` is one of the menu's elements, through submenus and loaded deferred elements.
  func contains(_ action: UIAction) -> Bool {
    displayedElements().contains { element in
      element === action || (element as? UIMenu)?.contains(action) == true
    }
  }

  /// The innermost menu with `.singleSelection` holding `action`, through submenus.
  func singleSelectionMenu(containing action: UIAction) -> UIMenu? {
    for element in displayedElements() {
      if let submenu = element as? UIMenu, let found = submenu.singleSelectionMenu(containing: action) { return found }
      if element === action, options.contains(.singleSelection) { return self }
    }
    return nil
  }
}
