import AdaptiveKit
import Foundation
import Testing

/// Bar button items with primary actions and menus (iOS 14–16), as UIKit documents
/// `primaryAction`: it gives the item its title and image (not a system item's), nil leaves them,
/// and while it is set the target and action are ignored; `changesSelectionAsPrimaryAction`
/// makes a tap toggle `isSelected`.
@MainActor
@Suite("UIBarButtonItem primary actions and menus")
struct BarButtonItemMenuTests {
  @Test("init(title:image:primaryAction:menu:) takes the action's title and keeps the menu")
  func primaryActionInitializer() {
    let menu = UIMenu(children: [UIAction(title: "Archive") { _ in }])
    let item = UIBarButtonItem(title: "Ignored", primaryAction: UIAction(title: "Compose") { _ in }, menu: menu)
    #expect(item.title == "Compose")
    #expect(item.menu === menu)
    #expect(item.primaryAction?.title == "Compose")
    let plain = UIBarButtonItem(title: "Edit", menu: menu)
    #expect(plain.title == "Edit")
    #expect(plain.primaryAction == nil)
  }

  @Test("A system item keeps its own look; setting nil leaves the title as it was")
  func systemItemAndNil() {
    let system = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "New") { _ in })
    #expect(system.systemItem == .add)
    #expect(system.title == nil)
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in })
    item.primaryAction = nil
    #expect(item.title == "Share")
  }

  @Test("A tap runs the primary action with the item as sender and ignores target and action")
  func tapRunsPrimaryAction() {
    var senders: [Bool] = []
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Go") { senders.append($0.sender is UIBarButtonItem) })
    item.target = NSObject()
    item.action = Selector("unused:")
    #expect(item._sendAction())
    #expect(senders == [true])
  }

  @Test("changesSelectionAsPrimaryAction toggles isSelected on each tap")
  func toggles() {
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Bold") { _ in })
    item.changesSelectionAsPrimaryAction = true
    item._sendAction()
    #expect(item.isSelected)
    item._sendAction()
    #expect(!item.isSelected)
  }

  @Test("init(title:image:target:action:menu:) keeps the target-action pair and the menu")
  func targetActionMenu() {
    let target = NSObject()
    let item = UIBarButtonItem(title: "More", image: nil, target: target, action: Selector("more:"), menu: UIMenu())
    #expect(item.target === target)
    #expect(item.action == Selector("more:"))
    #expect(item.menu != nil)
  }
}
