import AdaptiveKit
import Testing

@MainActor
@Suite("UITabBarController puts the tabs that do not fit behind a More tab")
struct TabBarMoreTabTests {
  private func sixTabs() -> (UITabBarController, [NamedController]) {
    let controllers = (1...6).map { NamedController("Tab \($0)") }
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    return (tabs, controllers)
  }

  @Test("Six tabs on an iPhone: the bar shows the first four and More; viewControllers keeps all six")
  func barItems() throws {
    let (tabs, controllers) = sixTabs()
    let simulator = try hosted(tabs, on: "iPhone 8")
    let items = try #require(tabs.tabBar.items)
    #expect(items.count == 5)
    #expect(items.prefix(4).map(\.title) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4"])
    #expect(items.last === tabs.moreNavigationController.tabBarItem)
    #expect(items.last?.systemItem == .more)
    #expect(tabs.viewControllers?.count == 6)
    #expect(tabs.viewControllers?.contains { $0 === tabs.moreNavigationController } == false)
    #expect(tabs.customizableViewControllers?.count == 6)
    #expect(controllers[5].tabBarController === tabs)
    _ = simulator
  }

  @Test("Five tabs fit; the More navigation controller exists anyway but is not shown")
  func fiveFit() throws {
    let tabs = UITabBarController()
    tabs.viewControllers = (1...5).map { NamedController("Tab \($0)") }
    let simulator = try hosted(tabs, on: "iPhone 8")
    #expect(tabs.tabBar.items?.count == 5)
    #expect(tabs.tabBar.items?.last?.title == "Tab 5")
    #expect(tabs.moreNavigationController.parent == nil)
    _ = simulator
  }

  @Test("Selecting a tab beyond the bar shows it pushed on the More list, with the More item selected")
  func overflowSelection() throws {
    let (tabs, controllers) = sixTabs()
    let simulator = try hosted(tabs, on: "iPhone 8")
    tabs.selectedIndex = 5
    let more = tabs.moreNavigationController
    #expect(tabs.selectedViewController === controllers[5])
    #expect(tabs.selectedIndex == 5)
    #expect(more.viewControllers.count == 2)
    #expect(more.topViewController === controllers[5])
    #expect(controllers[5].parent === more)
    #expect(more.view.superview === tabs.view)
    #expect(tabs.tabBar.selectedItem === more.tabBarItem)
    #expect(controllers[5].view.window === simulator.window)
    // Under the More navigation bar and above the tab bar.
    simulator.layoutIfNeeded()
    #expect(controllers[5].view.safeAreaInsets.top == CGFloat(20 + 44))
    #expect(controllers[5].view.safeAreaInsets.bottom == 49)
    tabs.selectedIndex = 0
    #expect(more.viewControllers.count == 1, "leaving pops the tab off the list")
    #expect(controllers[5].parent === tabs)
    #expect(controllers[0].view.superview === tabs.view)
    #expect(more.viewIfLoaded?.superview == nil)
    #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
  }

  @Test("The More list itself: selectedIndex is NSNotFound and its rows select the tabs")
  func moreList() throws {
    let (tabs, controllers) = sixTabs()
    let simulator = try hosted(tabs, on: "iPhone 8")
    tabs._selectTabAsUser(at: 4)
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
    #expect(tabs.selectedIndex == NSNotFound)
    let list = try #require(tabs.moreNavigationController.viewControllers.first as? UITableViewController)
    #expect(list.title == "More")
    simulator.layoutIfNeeded()
    let table = try #require(list.tableView)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Tab 6")
    table._selectRowAsUser(at: IndexPath(row: 1, section: 0))
    #expect(tabs.selectedViewController === controllers[5])
    #expect(tabs.moreNavigationController.topViewController === controllers[5])
    tabs._selectTabAsUser(at: 4)
    #expect(tabs.selectedIndex == NSNotFound, "tapping More again returns to the list")
    #expect(tabs.moreNavigationController.viewControllers.count == 1)
  }

  // Unconfirmed (chosen): regular width fits eight tabs before a More tab.
  @Test("In regular width the bar holds up to eight tabs; turning compact brings the More tab back")
  func regularWidth() throws {
    let (tabs, controllers) = sixTabs()
    let simulator = try hosted(tabs, on: "iPad Air 2")
    #expect(tabs.tabBar.items?.count == 6)
    tabs.selectedIndex = 5
    #expect(controllers[5].parent === tabs)
    #expect(simulator.resizeWindow(to: .slideOver, animated: false))
    #expect(tabs.tabBar.items?.count == 5)
    #expect(tabs.moreNavigationController.topViewController === controllers[5])
    #expect(tabs.selectedViewController === controllers[5])
  }

  @Test("A navigation controller tab shown in More: one bar, its stack's items after More's")
  func navigationTab() throws {
    let content = NamedController("Inbox")
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = (1...5).map { NamedController("Tab \($0)") } + [navigation]
    let simulator = try hosted(tabs, on: "iPhone 8")
    tabs.selectedViewController = navigation
    simulator.layoutIfNeeded()
    let more = tabs.moreNavigationController
    #expect(more.topViewController === navigation)
    #expect(navigation.navigationBar.isHidden)
    #expect(more.navigationBar.items?.map(\.title) == ["More", "Inbox"])
    #expect(content.view.safeAreaInsets.top == CGFloat(20 + 44))
    #expect(content.view.safeAreaInsets.bottom == 49)
  }

  @Test("Fewer tabs than the bar holds removes the More tab and returns a tab shown in it")
  func shrinking() throws {
    let (tabs, controllers) = sixTabs()
    let simulator = try hosted(tabs, on: "iPhone 8")
    tabs.selectedIndex = 5
    tabs.viewControllers = Array(controllers[2...])
    #expect(tabs.tabBar.items?.map(\.title) == ["Tab 3", "Tab 4", "Tab 5", "Tab 6"])
    #expect(tabs.selectedViewController === controllers[5])
    #expect(controllers[5].parent === tabs)
    #expect(tabs.moreNavigationController.parent == nil)
    #expect(controllers[5].view.superview === tabs.view)
    _ = simulator
  }
}
