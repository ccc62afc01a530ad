import AdaptiveKit
import TestSupport
import Testing

@MainActor
final class RefusingTabDelegate: UITabBarControllerDelegate {
  var refused: UIViewController?
  var selected: [UIViewController] = []

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    viewController !== refused
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    selected.append(viewController)
  }
}

@MainActor
@Suite("UITabBarController shows the selected tab above a tab bar")
struct TabBarControllerTests {
  @Test("The tab bar is 49 points, 83 with a home indicator, and adds 49 to the bottom safe area",
    arguments: [("iPhone 8", 0.0), ("iPhone 15", 34.0)])
  func barMetrics(device: String, homeIndicator: Double) throws {
    let first = NamedController("First")
    let tabs = UITabBarController()
    tabs.viewControllers = [first, NamedController("Second")]
    let simulator = try hosted(tabs, on: device)
    let bounds = simulator.window.bounds
    let height = 49 + CGFloat(homeIndicator)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height))
    #expect(first.view.frame == bounds)
    #expect(first.view.safeAreaInsets.bottom == height)
  }

  @Test("On an iPad the tab bar is 50 points, or 45 above a 20-point home indicator (iOS 12+)",
    arguments: [("iPad Air 2", 50.0, 0.0), ("iPad Pro 11\" (1st gen)", 45.0, 20.0)])
  func iPadBarMetrics(device: String, bar: Double, homeIndicator: Double) throws {
    let first = NamedController("First")
    let tabs = UITabBarController()
    tabs.viewControllers = [first, NamedController("Second")]
    let simulator = try hosted(tabs, on: device)
    let bounds = simulator.window.bounds
    let height = CGFloat(bar + homeIndicator)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height))
    #expect(tabs.tabBar.sizeThatFits(bounds.size).height == height)
    #expect(first.view.safeAreaInsets.bottom == height)
  }

  @Test("Selection by index and by controller; bad values are ignored with a warning")
  func selection() throws {
    let log = CallbackLog()
    let a = NamedController("A", log: log), b = NamedController("B", log: log)
    let tabs = UITabBarController()
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.viewControllers == nil)
    tabs.viewControllers = [a, b]
    let simulator = try hosted(tabs, on: "iPhone 8")
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === a)
    #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"])
    #expect(tabs.tabBar.selectedItem === a.tabBarItem)
    log.clear()
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === b)
    #expect(b.view.superview === tabs.view)
    #expect(a.viewIfLoaded?.superview == nil)
    #expect(log.entries == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    let (_, messages) = AdaptiveKitLog.shared.capture {
      tabs.selectedIndex = 5
      tabs.selectedViewController = NamedController("Stranger")
    }
    #expect(messages.count == 2)
    #expect(tabs.selectedIndex == 1)
    tabs.selectedViewController = a
    #expect(tabs.selectedIndex == 0)
    #expect(b.tabBarController === tabs)
    _ = simulator
  }

  @Test("Replacing the tabs keeps the selected controller when it stays")
  func replacingTabs() throws {
    let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
    let tabs = UITabBarController()
    tabs.viewControllers = [a, b]
    let simulator = try hosted(tabs, on: "iPhone 8")
    tabs.selectedIndex = 1
    tabs.viewControllers = [c, b]
    #expect(tabs.selectedViewController === b)
    #expect(tabs.selectedIndex == 1)
    #expect(a.parent == nil)
    tabs.viewControllers = [c]
    #expect(tabs.selectedViewController === c)
    #expect(c.view.window === simulator.window)
  }

  @Test("The delegate may refuse a user's selection")
  func delegateSelection() throws {
    let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
    let tabs = UITabBarController()
    let delegate = RefusingTabDelegate()
    delegate.refused = b
    tabs.delegate = delegate
    tabs.viewControllers = [a, b, c]
    let simulator = try hosted(tabs, on: "iPhone 8")
    tabs._selectTabAsUser(at: 1)
    #expect(tabs.selectedIndex == 0)
    tabs._selectTabAsUser(at: 2)
    #expect(tabs.selectedIndex == 2)
    #expect(ids(delegate.selected) == ids([c]))
    _ = simulator
  }

  @Test("A navigation controller in a tab: bar insets from both containers add up")
  func navigationInTab() throws {
    let content = NamedController("Content")
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    let simulator = try hosted(tabs, on: "iPhone 15")
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34 + 49, right: 0))
    _ = simulator
  }
}
