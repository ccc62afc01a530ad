import AdaptiveKit
import Foundation
import Testing

// Proxies are global, as in UIKit: each test styles classes of its own.
@MainActor private final class ShareItem: UIBarButtonItem {}
@MainActor private final class ToolItem: UIBarButtonItem {}
@MainActor private final class LateItem: UIBarButtonItem {}
@MainActor private final class TabItem: UITabBarItem {}
@MainActor private final class CompactItem: UIBarButtonItem {}
@MainActor private final class ExplicitItem: UIBarButtonItem {}
@MainActor private final class SheetNavigationController: UINavigationController {}

@MainActor
@Suite("Bar items take appearance proxies' values from their bars")
struct BarItemAppearanceTests {
  func host(_ root: UIViewController, _ orientation: UIInterfaceOrientation = .portrait) throws -> Simulator {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")), orientation: orientation)
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    return simulator
  }

  @Test("UIKit's attribute keys exist with UIKit's raw values")
  func attributeKeys() {
    #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
    #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
  }

  @Test("Items contained in a navigation bar inside a controller class take state-keyed title attributes and tint")
  func containedInNavigationBar() throws {
    let proxy = ShareItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self, SheetNavigationController.self])
    proxy.setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
    proxy.setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .disabled)
    proxy.tintColor = .systemPink
    #expect(proxy.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemOrange)
    let content = UIViewController()
    let share = ShareItem(barButtonSystemItem: .action, target: nil, action: nil)
    content.navigationItem.rightBarButtonItem = share
    let navigation = SheetNavigationController(rootViewController: content)
    let simulator = try host(navigation)
    #expect(share.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemOrange)
    #expect(share.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor == .systemGray)
    #expect(share.tintColor == .systemPink)
    // Outside that controller class the containment does not match.
    let elsewhere = ShareItem(barButtonSystemItem: .action, target: nil, action: nil)
    let plainContent = UIViewController()
    plainContent.navigationItem.leftBarButtonItem = elsewhere
    let plain = UINavigationController(rootViewController: plainContent)
    let other = try host(plain)
    #expect(elsewhere.titleTextAttributes(for: .normal) == nil)
    #expect(elsewhere.tintColor == nil)
    _ = (simulator, other)
  }

  @Test("Buttons added to a navigation item already on screen, and toolbar items, are styled too")
  func laterItemsAndToolbars() throws {
    LateItem.appearance().tintColor = .systemTeal
    ToolItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemBrown
    UIToolbar.appearance().barTintColor = .systemYellow
    let content = UIViewController()
    let tool = ToolItem(barButtonSystemItem: .trash, target: nil, action: nil)
    content.toolbarItems = [tool]
    let navigation = UINavigationController(rootViewController: content)
    navigation.isToolbarHidden = false
    let simulator = try host(navigation)
    #expect(tool.tintColor == .systemBrown)
    #expect(navigation.toolbar.barTintColor == .systemYellow)
    let late = LateItem(title: "Edit", style: .plain, target: nil, action: nil)
    content.navigationItem.rightBarButtonItem = late
    #expect(late.tintColor == .systemTeal)
    _ = simulator
  }

  @Test("A value set on the item wins, per state: the proxy still fills the other states")
  func explicitValuePerState() throws {
    let proxy = ExplicitItem.appearance()
    proxy.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
    proxy.setTitleTextAttributes([.foregroundColor: UIColor.systemGray2], for: .highlighted)
    let item = ExplicitItem(title: "Done", style: .done, target: nil, action: nil)
    item.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
    let content = UIViewController()
    content.navigationItem.rightBarButtonItem = item
    let simulator = try host(UINavigationController(rootViewController: content))
    #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
    #expect(item.titleTextAttributes(for: .highlighted)?[.foregroundColor] as? UIColor == .systemGray2)
    _ = simulator
  }

  @Test("Tab bar items take their proxies' title attributes")
  func tabBarItems() throws {
    TabItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .selected)
    let first = UIViewController()
    first.tabBarItem = TabItem(title: "Photos", image: nil, tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [first]
    let simulator = try host(tabs)
    let font = first.tabBarItem.titleTextAttributes(for: .selected)?[.font] as? UIFont
    #expect(font?.pointSize == 12)
    _ = simulator
  }

  @Test("Trait proxies for items follow the bar's traits, re-applied on rotation")
  func traitProxies() throws {
    let compactHeight = UITraitCollection(verticalSizeClass: .compact)
    CompactItem.appearance(for: compactHeight).tintColor = .systemPurple
    let item = CompactItem(title: "Filter", style: .plain, target: nil, action: nil)
    let content = UIViewController()
    content.navigationItem.leftBarButtonItem = item
    let simulator = try host(UINavigationController(rootViewController: content))
    #expect(item.tintColor == nil, "portrait iPhone: regular height")
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(item.tintColor == .systemPurple)
  }
}
