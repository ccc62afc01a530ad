import AdaptiveKit
import Foundation
import Testing

/// `UIMenu` and `UIDeferredMenuElement` as UIKit documents them: a menu holds its children,
/// options and identifier and is changed by copying; UIKit's raw values; a deferred element's
/// provider runs when the menu is shown — once for a cached element, every time for an uncached one.
@MainActor
@Suite("UIMenu holds its elements and options; deferred elements load when the menu shows")
struct MenuTests {
  @Test("A menu keeps its title, image, options and children; without an identifier it gets a unique one")
  func menuState() {
    let copyAction = UIAction(title: "Copy") { _ in }
    let pasteAction = UIAction(title: "Paste", attributes: .disabled) { _ in }
    let menu = UIMenu(title: "Edit", options: [.displayInline, .destructive], children: [copyAction, pasteAction])
    #expect(menu.title == "Edit")
    #expect(menu.options == [.displayInline, .destructive])
    #expect(menu.children.count == 2)
    #expect(menu.children.first === copyAction)
    #expect(menu.preferredElementSize == .large)
    #expect(menu.subtitle == nil)
    #expect(UIMenu().identifier != UIMenu().identifier)
    let named = UIMenu(title: "File", identifier: .file, children: [])
    #expect(named.identifier == UIMenu.Identifier("com.apple.menu.file"))
  }

  @Test("UIKit's raw values: options 1, 2, 32, 128; element sizes -1…2; element states 0…2")
  func rawValues() {
    #expect(UIMenu.Options.displayInline.rawValue == 1)
    #expect(UIMenu.Options.destructive.rawValue == 2)
    #expect(UIMenu.Options.singleSelection.rawValue == 32)
    #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
    #expect(UIMenu.ElementSize.automatic.rawValue == -1)
    #expect(UIMenu.ElementSize.small.rawValue == 0)
    #expect(UIMenu.ElementSize.large.rawValue == 2)
    #expect(UIMenuElement.State.mixed.rawValue == 2)
  }

  @Test("replacingChildren keeps everything but the children")
  func replacingChildren() {
    let menu = UIMenu(
      title: "Sort", subtitle: "By", identifier: UIMenu.Identifier("sort"), options: .singleSelection, children: [])
    let replaced = menu.replacingChildren([UIAction(title: "Name") { _ in }])
    #expect(replaced !== menu)
    #expect(replaced.title == "Sort")
    #expect(replaced.subtitle == "By")
    #expect(replaced.identifier == menu.identifier)
    #expect(replaced.options == .singleSelection)
    #expect(replaced.children.map(\.title) == ["Name"])
    #expect(menu.children.isEmpty)
  }

  @Test("selectedElements lists the actions that are on, through submenus")
  func selectedElements() {
    let name = UIAction(title: "Name", state: .on) { _ in }
    let date = UIAction(title: "Date") { _ in }
    let size = UIAction(title: "Size", state: .on) { _ in }
    let menu = UIMenu(children: [name, UIMenu(title: "More", children: [date, size])])
    #expect(menu.selectedElements.map(\.title) == ["Name", "Size"])
  }

  @Test("A cached deferred element asks its provider once, when the menu is first shown")
  func cachedDeferredElement() {
    var asked = 0
    let deferred = UIDeferredMenuElement { completion in
      asked += 1
      completion([UIAction(title: "Loaded \(asked)") { _ in }])
    }
    let menu = UIMenu(children: [UIAction(title: "First") { _ in }, deferred])
    #expect(asked == 0, "nothing is asked before the menu shows")
    #expect(menu.displayedElements().map(\.title) == ["First", "Loaded 1"])
    #expect(menu.displayedElements().map(\.title) == ["First", "Loaded 1"])
    #expect(asked == 1)
    #expect(deferred.hasLoadedElements)
  }

  @Test("An uncached deferred element asks its provider every time the menu shows")
  func uncachedDeferredElement() {
    var asked = 0
    let deferred = UIDeferredMenuElement.uncached { completion in
      asked += 1
      completion([UIAction(title: "Loaded \(asked)") { _ in }])
    }
    let menu = UIMenu(children: [deferred])
    #expect(menu.displayedElements().map(\.title) == ["Loaded 1"])
    #expect(menu.displayedElements().map(\.title) == ["Loaded 2"])
    #expect(!deferred.hasLoadedElements)
  }

  @Test("A provider that has not called back shows nothing in the placeholder's place until it does")
  func lateProvider() {
    var pending: (@MainActor ([UIMenuElement]) -> Void)?
    let deferred = UIDeferredMenuElement { completion in pending = completion }
    let menu = UIMenu(children: [deferred])
    #expect(menu.displayedElements().isEmpty)
    pending?([UIAction(title: "Late") { _ in }])
    #expect(menu.displayedElements().map(\.title) == ["Late"])
  }

  @Test("Hidden actions are not shown")
  func hiddenActions() {
    let menu = UIMenu(children: [UIAction(title: "Shown") { _ in }, UIAction(title: "Hidden", attributes: .hidden) { _ in }])
    #expect(menu.displayedElements().map(\.title) == ["Shown"])
  }
}
