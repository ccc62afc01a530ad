import AdaptiveKit
import TestSupport
import Testing

@MainActor
@Suite("UINavigationController keeps a stack and shows its top under a navigation bar")
struct NavigationControllerTests {
  @Test("Push, pop, pop to a controller, pop to root, set the stack")
  func stackOperations() throws {
    let a = NamedController("A"), b = NamedController("B"), c = NamedController("C"), d = NamedController("D")
    let navigation = UINavigationController(rootViewController: a)
    let simulator = try hosted(navigation, on: "iPhone 8")
    navigation.pushViewController(b, animated: true)
    navigation.pushViewController(c, animated: true)
    #expect(ids(navigation.viewControllers) == ids([a, b, c]))
    #expect(navigation.topViewController === c)
    #expect(ids(navigation.children) == ids([a, b, c]))
    #expect(c.navigationController === navigation)
    #expect(c.view.superview === navigation.view)
    #expect(b.viewIfLoaded?.superview == nil, "only the top controller's view is in the hierarchy")
    #expect(navigation.popViewController(animated: true) === c)
    #expect(c.parent == nil)
    navigation.pushViewController(c, animated: false)
    navigation.pushViewController(d, animated: false)
    #expect(ids(navigation.popToViewController(b, animated: false)) == ids([c, d]))
    #expect(ids(navigation.popToRootViewController(animated: false)) == ids([b]))
    #expect(navigation.popToRootViewController(animated: false) == nil)
    #expect(navigation.popViewController(animated: false) == nil, "the root is never popped")
    navigation.setViewControllers([d, c], animated: false)
    #expect(ids(navigation.viewControllers) == ids([d, c]))
    #expect(a.parent == nil)
    #expect(c.view.superview === navigation.view)
    #expect(navigation.navigationBar.items?.map(\.title) == ["D", "C"])
    #expect(navigation.navigationBar.topItem === c.navigationItem)
    #expect(navigation.navigationBar.backItem === d.navigationItem)
    _ = simulator
  }

  @Test("visibleViewController is the top controller or what it presents")
  func visibleController() throws {
    let top = NamedController("Top")
    let navigation = UINavigationController(rootViewController: top)
    let simulator = try hosted(navigation, on: "iPhone 8")
    #expect(navigation.visibleViewController === top)
    let modal = NamedController("Modal")
    modal.modalPresentationStyle = .fullScreen
    top.present(modal, animated: false)
    #expect(navigation.visibleViewController === modal)
    _ = simulator
  }

  @Test("The bar is 44 points (50 on an iPad, since iOS 12) below the status bar and adds its height to the top safe area",
    arguments: [("iPhone 8", 20.0, 44.0), ("iPhone 15", 59.0, 44.0), ("iPad Air 2", 20.0, 50.0)])
  func barMetrics(device: String, statusBar: Double, barHeight: Double) throws {
    let content = NamedController("C")
    let navigation = UINavigationController(rootViewController: content)
    let simulator = try hosted(navigation, on: device)
    let top = CGFloat(statusBar)
    let height = CGFloat(barHeight)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: top, width: simulator.window.bounds.width, height: height))
    #expect(content.view.frame == simulator.window.bounds, "content extends under the bar")
    #expect(content.view.safeAreaInsets.top == top + height)
    navigation.setNavigationBarHidden(true, animated: false)
    simulator.layoutIfNeeded()
    #expect(navigation.isNavigationBarHidden)
    #expect(content.view.safeAreaInsets.top == top)
  }

  @Test("On an iPhone in landscape the bar is 32 points and the status bar is gone")
  func compactHeightBar() throws {
    let content = NamedController("C")
    let navigation = UINavigationController(rootViewController: content)
    let simulator = try hosted(navigation, on: "iPhone 8")
    #expect(simulator.rotate(to: .landscapeLeft))
    simulator.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
    #expect(content.view.safeAreaInsets.top == 32)
  }

  @Test("Push and pop run appearance callbacks in UIKit's order")
  func appearanceOrder() throws {
    let log = CallbackLog()
    let a = NamedController("A", log: log), b = NamedController("B", log: log)
    let navigation = UINavigationController(rootViewController: a)
    let simulator = try hosted(navigation, on: "iPhone 8")
    #expect(log.entries == ["A.viewWillAppear", "A.viewDidAppear"])
    log.clear()
    navigation.pushViewController(b, animated: true)
    #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    log.clear()
    navigation.popViewController(animated: true)
    #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    _ = simulator
  }

  @Test("Pushing a controller twice or a navigation controller: UIKit's exception, thrown or logged")
  func badPushes() throws {
    let a = NamedController("A")
    let navigation = UINavigationController(rootViewController: a)
    #expect(throws: UIViewControllerHierarchyError.pushedTwice(
      "Pushing the same view controller instance more than once is not supported (<A>)")) {
      try navigation.validatedPushViewController(a, animated: false)
    }
    let (_, messages) = AdaptiveKitLog.shared.capture { navigation.pushViewController(a, animated: false) }
    #expect(messages.map(\.text) == ["Pushing the same view controller instance more than once is not supported (<A>)"])
    #expect(ids(navigation.viewControllers) == ids([a]))
    #expect(throws: UIViewControllerHierarchyError.pushedNavigationController("Pushing a navigation controller is not supported")) {
      try navigation.validatedPushViewController(UINavigationController(), animated: false)
    }
    #expect(ids(navigation.viewControllers) == ids([a]))
    #expect(UIViewControllerHierarchyError.pushedTwice("x").exceptionName == "NSInvalidArgumentException")
  }

  @Test("Bad stacks and pops are ignored with a logged warning")
  func badStacks() {
    let a = NamedController("A"), b = NamedController("B")
    let navigation = UINavigationController(rootViewController: a)
    let (_, messages) = AdaptiveKitLog.shared.capture {
      navigation.setViewControllers([a, b, a], animated: false)
      _ = navigation.popToViewController(NamedController("X"), animated: false)
    }
    #expect(ids(navigation.viewControllers) == ids([a, b]))
    #expect(messages.count == 2)
  }

  @Test("Removing a child that has no parent leaves it as it is")
  func removeOrphan() {
    let orphan = NamedController("O")
    orphan.removeFromParent()
    #expect(orphan.parent == nil)
  }

  @Test("A controller's title titles its navigation item")
  func titles() {
    let a = NamedController("A")
    let navigation = UINavigationController(rootViewController: a)
    a.title = "Renamed"
    #expect(a.navigationItem.title == "Renamed")
    #expect(navigation.navigationBar.topItem?.title == "Renamed")
    let item = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    a.navigationItem.rightBarButtonItem = item
    #expect(a.navigationItem.rightBarButtonItems?.first === item)
    #expect(item.style == .done)
  }
}
