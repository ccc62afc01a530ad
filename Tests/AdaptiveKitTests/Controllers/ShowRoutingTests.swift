import AdaptiveKit
import TestSupport
import Testing

@MainActor
@Suite("show and showDetailViewController route as the behaviour matrix says (§9.6)")
struct ShowRoutingTests {
  @Test("Inside a navigation controller with no split view: show pushes, Show Detail presents")
  func navigationOnly() throws {
    let content = NamedController("C")
    let navigation = UINavigationController(rootViewController: content)
    let simulator = try hosted(navigation, on: "iPhone 8")
    let pushed = NamedController("P")
    content.show(pushed, sender: nil)
    #expect(ids(navigation.viewControllers) == ids([content, pushed]))
    let detail = NamedController("D")
    pushed.showDetailViewController(detail, sender: nil)
    #expect(navigation.presentedViewController === detail)
    #expect(detail.presentingViewController === navigation)
    _ = simulator
  }

  @Test("With no container at all both present modally from the root")
  func noContainer() throws {
    let root = NamedController("R")
    let simulator = try hosted(root, on: "iPhone 8")
    let shown = NamedController("S")
    root.show(shown, sender: nil)
    #expect(root.presentedViewController === shown)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    let detail = NamedController("D")
    root.showDetailViewController(detail, sender: nil)
    #expect(root.presentedViewController === detail)
    _ = simulator
  }

  @Test("A second modal show presents from the top-most presented controller (unconfirmed, chosen)")
  func stackedModal() throws {
    let root = NamedController("R")
    let simulator = try hosted(root, on: "iPhone 8")
    let first = NamedController("1")
    root.show(first, sender: nil)
    let second = NamedController("2")
    root.show(second, sender: nil)
    #expect(first.presentedViewController === second)
    #expect(second.presentingViewController === first)
    _ = simulator
  }

  @Test("Showing from a controller outside any window is ignored with a logged warning")
  func outsideWindow() {
    let loose = NamedController("L")
    let shown = NamedController("S")
    let (_, messages) = AdaptiveKitLog.shared.capture { loose.show(shown, sender: nil) }
    #expect(loose.presentedViewController == nil)
    #expect(shown.presentingViewController == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.text.contains("not in the window hierarchy") == true)
  }

  @Test("Expanded split view (iPad): a primary row's Show Detail replaces the secondary; show pushes in the primary")
  func expandedSplit() throws {
    let list = NamedController("List")
    let primary = UINavigationController(rootViewController: list)
    let split = UISplitViewController()
    split.viewControllers = [primary, NamedController("Empty")]
    let simulator = try hosted(split, on: "iPad Air 2", .landscapeLeft)
    let photo = NamedController("Photo")
    list.showDetailViewController(photo, sender: nil)
    #expect(split.viewControllers.count == 2)
    #expect(split.viewControllers.last === photo)
    #expect(ids(primary.viewControllers) == ids([list]))
    let more = NamedController("More")
    list.show(more, sender: nil)
    #expect(ids(primary.viewControllers) == ids([list, more]))
    #expect(split.viewControllers.last === photo)
    _ = simulator
  }

  @Test("Collapsed split view (iPhone): a primary row's Show Detail pushes on the primary navigation controller")
  func collapsedSplit() throws {
    let list = NamedController("List")
    let primary = UINavigationController(rootViewController: list)
    let split = UISplitViewController()
    let delegate = DiscardingDelegate()
    split.delegate = delegate
    split.viewControllers = [primary, NamedController("Empty")]
    let simulator = try hosted(split, on: "iPhone 15")
    #expect(split.isCollapsed)
    #expect(ids(primary.viewControllers) == ids([list]))
    let photo = NamedController("Photo")
    list.showDetailViewController(photo, sender: nil)
    #expect(ids(primary.viewControllers) == ids([list, photo]))
    #expect(split.presentedViewController == nil)
    _ = simulator
  }

  @Test("A split view child without a navigation controller: show installs the primary; collapsed, it presents")
  func splitWithoutNavigation() throws {
    let primary = NamedController("Primary")
    let secondary = NamedController("Secondary")
    let split = UISplitViewController()
    split.viewControllers = [primary, secondary]
    let simulator = try hosted(split, on: "iPad Air 2", .landscapeLeft)
    let replacement = NamedController("New")
    secondary.show(replacement, sender: nil)
    #expect(ids(split.viewControllers) == ids([replacement, secondary]))
    _ = simulator

    let compactSplit = UISplitViewController()
    let compactPrimary = NamedController("P")
    compactSplit.viewControllers = [compactPrimary, NamedController("S")]
    let phone = try hosted(compactSplit, on: "iPhone 8")
    let shown = NamedController("Shown")
    compactPrimary.show(shown, sender: nil)
    #expect(compactSplit.presentedViewController === shown)
    _ = phone
  }

  @Test("Show Detail of the controller already shown is ignored")
  func showDetailSame() throws {
    let split = UISplitViewController()
    let primary = NamedController("P")
    let secondary = NamedController("S")
    split.viewControllers = [primary, secondary]
    let simulator = try hosted(split, on: "iPad Air 2", .landscapeLeft)
    primary.showDetailViewController(secondary, sender: nil)
    #expect(ids(split.viewControllers) == ids([primary, secondary]))
    #expect(split.presentedViewController == nil)
    _ = simulator
  }
}

/// A delegate that drops the secondary on collapse, as master-detail apps do when it is empty.
@MainActor
final class DiscardingDelegate: UISplitViewControllerDelegate {
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { true }
}
