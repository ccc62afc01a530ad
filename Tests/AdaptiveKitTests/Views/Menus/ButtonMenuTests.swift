import AdaptiveKit
import Foundation
import Testing

/// `UIButton.menu`, `showsMenuAsPrimaryAction` and `changesSelectionAsPrimaryAction` as UIKit
/// documents them: a menu shown as the primary action replaces the tap's actions; without a menu
/// a button that changes selection toggles `isSelected`; with both it is a pop-up button — one
/// action on (the first when none is) and the button titled with it.
@MainActor
@Suite("Buttons show menus, toggle selection, and act as pop-up buttons")
struct ButtonMenuTests {
  @Test("A plain tap sends the primary action; a menu shown as the primary action replaces it")
  func menuAsPrimaryAction() throws {
    var log: [String] = []
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in log.append("primary") })
    button._tapAsUser()
    #expect(log == ["primary"])
    let open = UIAction(title: "Open") { action in log.append("open from \(action.sender is UIButton)") }
    button.menu = UIMenu(children: [open])
    button._tapAsUser()
    #expect(log == ["primary", "primary"], "with showsMenuAsPrimaryAction false a tap still sends the action")
    #expect(button._shownMenu == nil)
    button.showsMenuAsPrimaryAction = true
    button._tapAsUser()
    #expect(log == ["primary", "primary"])
    #expect(button._shownMenu === button.menu)
    button._chooseMenuActionAsUser(open)
    #expect(log.last == "open from true")
    #expect(button._shownMenu == nil, "choosing an element closes the menu")
  }

  @Test("Without showsMenuAsPrimaryAction the menu shows on a long press")
  func longPress() {
    let button = UIButton(type: .system)
    button._longPressAsUser()
    #expect(button._shownMenu == nil)
    button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
    button._longPressAsUser()
    #expect(button._shownMenu === button.menu)
  }

  @Test("Without a menu, changesSelectionAsPrimaryAction makes a tap toggle isSelected before the actions run")
  func toggle() {
    let button = UIButton(type: .system)
    var seen: [Bool] = []
    button.addAction(UIAction { [unowned button] _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
    button._tapAsUser()
    #expect(!button.isSelected)
    button.changesSelectionAsPrimaryAction = true
    button._tapAsUser()
    #expect(button.isSelected)
    button._tapAsUser()
    #expect(!button.isSelected)
    #expect(seen == [false, true, false])
  }

  @Test("A pop-up button turns its first action on, shows its title, and follows the choice")
  func popUpButton() throws {
    var chosen: [String] = []
    let small = UIAction(title: "Small") { chosen.append($0.title) }
    let medium = UIAction(title: "Medium") { chosen.append($0.title) }
    let large = UIAction(title: "Large") { chosen.append($0.title) }
    let button = UIButton(type: .system)
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    button.menu = UIMenu(children: [small, medium, large])
    #expect(small.state == .on)
    #expect(button.title(for: .normal) == "Small")
    button._tapAsUser()
    button._chooseMenuActionAsUser(large)
    #expect(chosen == ["Large"])
    #expect([small.state, medium.state, large.state] == [.off, .off, .on])
    #expect(button.title(for: .normal) == "Large")
    #expect(!button.isSelected, "a pop-up button does not toggle its selected state")
  }

  @Test("A pop-up button keeps an action that is already on; a configured button shows it in its configuration")
  func popUpButtonKeepsSelection() {
    let first = UIAction(title: "First") { _ in }
    let second = UIAction(title: "Second", state: .on) { _ in }
    let button = UIButton(configuration: .plain())
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    button.menu = UIMenu(children: [first, second])
    #expect(first.state == .off)
    #expect(second.state == .on)
    #expect(button.configuration?.title == "Second")
  }

  @Test("Choosing in a single-selection submenu turns the choice on and its siblings off; disabled actions do nothing")
  func singleSelectionSubmenu() {
    var ran: [String] = []
    let ascending = UIAction(title: "Ascending", state: .on) { ran.append($0.title) }
    let descending = UIAction(title: "Descending") { ran.append($0.title) }
    let locked = UIAction(title: "Locked", attributes: .disabled) { ran.append($0.title) }
    let other = UIAction(title: "Other", state: .on) { ran.append($0.title) }
    let button = UIButton(type: .system)
    button.showsMenuAsPrimaryAction = true
    let order = UIMenu(title: "Order", options: .singleSelection, children: [ascending, descending, locked])
    button.menu = UIMenu(children: [order, other])
    button._tapAsUser()
    button._chooseMenuActionAsUser(locked)
    #expect(ran.isEmpty)
    button._chooseMenuActionAsUser(descending)
    #expect(ran == ["Descending"])
    #expect(ascending.state == .off)
    #expect(descending.state == .on)
    #expect(other.state == .on, "actions outside the single-selection menu keep their state")
  }

  @Test("A deferred element's actions can be chosen once the menu shows")
  func deferredActions() {
    var ran: [String] = []
    let loaded = UIAction(title: "Recent") { ran.append($0.title) }
    let button = UIButton(type: .system)
    button.showsMenuAsPrimaryAction = true
    button.menu = UIMenu(children: [UIDeferredMenuElement { $0([loaded]) }])
    button._tapAsUser()
    button._chooseMenuActionAsUser(loaded)
    #expect(ran == ["Recent"])
  }

  @Test("A disabled button ignores taps")
  func disabledButton() {
    var ran = 0
    let button = UIButton(type: .system, primaryAction: UIAction { _ in ran += 1 })
    button.isEnabled = false
    button._tapAsUser()
    #expect(ran == 0)
  }
}
