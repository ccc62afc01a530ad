import AdaptiveKit
import TestSupport
import Testing

/// Records the transition flags and coordinator a controller sees in its appearance callbacks.
@MainActor
final class FlagRecorder: UIViewController {
  var seen: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    seen.append("willAppear presented=\(isBeingPresented) moving=\(isMovingToParent) coordinator=\(transitionCoordinator != nil)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    seen.append("willDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
  }
}

@MainActor
@Suite("Appearance callbacks know why they run: presentation, dismissal, push and pop")
struct ContainmentFlagsTests {
  @Test("isBeingPresented and isBeingDismissed, with the presentation's coordinator")
  func presentationFlags() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 8")
    let presented = FlagRecorder()
    root.present(presented, animated: true)
    presented.dismiss(animated: true)
    #expect(presented.seen == ["willAppear presented=true moving=false coordinator=true", "willDisappear dismissed=true moving=false"])
    #expect(!presented.isBeingPresented && !presented.isBeingDismissed)
    _ = simulator
  }

  @Test("isMovingToParent on push and isMovingFromParent on pop")
  func navigationFlags() throws {
    let navigation = UINavigationController(rootViewController: NamedController("Root"))
    let simulator = try hosted(navigation, on: "iPhone 8")
    let pushed = FlagRecorder()
    navigation.pushViewController(pushed, animated: true)
    navigation.popViewController(animated: true)
    #expect(pushed.seen == ["willAppear presented=false moving=true coordinator=false", "willDisappear dismissed=false moving=true"])
    _ = simulator
  }

  @Test("A pushed controller that hides the bottom bar hides the tab bar and its inset")
  func hidesBottomBar() throws {
    let root = NamedController("Root")
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    let simulator = try hosted(tabs, on: "iPhone 8")
    let detail = NamedController("Detail")
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: true)
    simulator.layoutIfNeeded()
    #expect(tabs.tabBar.isHidden)
    #expect(detail.view.safeAreaInsets.bottom == 0)
    navigation.popViewController(animated: true)
    simulator.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 49)
  }

  @Test("A navigation-controller secondary is pushed as one entry on collapse and popped back on expansion")
  func nestedNavigationCollapse() throws {
    let list = NamedController("List")
    let primary = UINavigationController(rootViewController: list)
    let detail = NamedController("Detail")
    let secondary = UINavigationController(rootViewController: detail)
    let split = UISplitViewController()
    split.viewControllers = [primary, secondary]
    let simulator = try hosted(split, on: "iPhone 8 Plus")
    #expect(ids(primary.viewControllers) == ids([list, secondary]))
    #expect(detail.view.window === simulator.window)
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(ids(split.viewControllers) == ids([primary, secondary]))
    #expect(ids(primary.viewControllers) == ids([list]))
    #expect(secondary.parent === split)
  }
}
