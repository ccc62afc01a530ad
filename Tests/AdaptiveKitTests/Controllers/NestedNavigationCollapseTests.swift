import AdaptiveKit
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("A collapsed split view shows one navigation bar for a navigation-controller detail")
struct NestedNavigationCollapseTests {
  /// Xcode's master-detail shape: navigation controllers in both columns.
  func makeSplit() -> (UISplitViewController, UINavigationController, UINavigationController, NamedController, NamedController) {
    let list = NamedController("List"), detail = NamedController("Detail")
    let primary = UINavigationController(rootViewController: list)
    let secondary = UINavigationController(rootViewController: detail)
    let split = UISplitViewController()
    split.viewControllers = [primary, secondary]
    return (split, primary, secondary, list, detail)
  }

  @Test("Collapsed on an iPhone: the detail's bar hides, the list's bar shows List then Detail, and the safe area counts one bar")
  func oneBarWhenCollapsed() throws {
    let (split, primary, secondary, _, detail) = makeSplit()
    let simulator = try hosted(split, on: "iPhone 8")
    #expect(split.isCollapsed)
    #expect(primary.topViewController === secondary)
    #expect(secondary.navigationBar.isHidden)
    #expect(!secondary.isNavigationBarHidden, "the app's own setting is untouched")
    #expect(!primary.navigationBar.isHidden)
    #expect(primary.navigationBar.items?.map(\.title) == ["List", "Detail"])
    #expect(primary.navigationBar.topItem === detail.navigationItem)
    #expect(detail.view.safeAreaInsets.top == CGFloat(20 + 44), "status bar and one navigation bar")
    // Pushing inside the detail navigation controller shows in the one bar too.
    let more = NamedController("More")
    secondary.pushViewController(more, animated: false)
    #expect(primary.navigationBar.items?.map(\.title) == ["List", "Detail", "More"])
    more.title = "More info"
    #expect(primary.navigationBar.topItem?.title == "More info")
    _ = simulator
  }

  @Test("Expanding on a Plus separates the detail, whose bar shows again")
  func barReturnsOnSeparation() throws {
    let (split, primary, secondary, _, _) = makeSplit()
    let simulator = try hosted(split, on: "iPhone 8 Plus")
    #expect(split.isCollapsed)
    #expect(secondary.navigationBar.isHidden)
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(!split.isCollapsed)
    #expect(split.viewControllers.last === secondary)
    #expect(!secondary.navigationBar.isHidden)
    #expect(primary.navigationBar.items?.map(\.title) == ["List"])
  }
}
