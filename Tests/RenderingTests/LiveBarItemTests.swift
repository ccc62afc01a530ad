import AdaptiveKit
import Foundation
import Rendering
import Testing

/// Live bars make their items as storyboard scenes' bars do (`SceneChrome.BarItem`): a Done
/// system item is bold, a symbol-only item shows its symbol's name, a tab shows its system item.
@Suite("Live bars show bar items as storyboard scenes' bars do")
@MainActor
struct LiveBarItemTests {
  @Test("A toolbar's Done item is bold and its symbol-only item is drawn; a Favorites tab shows its word")
  func itemsOneWay() throws {
    let content = UIViewController()
    content.title = "Inbox"
    content.toolbarItems = [
      UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
      UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil),
    ]
    let navigation = UINavigationController(rootViewController: content)
    navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
    navigation.isToolbarHidden = false
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    simulator.window.rootViewController = tabs
    simulator.window.makeKeyAndVisible()
    let svg = ViewHierarchyRenderer.render(simulator.window, title: "Inbox").element
    let done = try #require(svg.range(of: ">Done<"))
    let doneElement = svg[svg[..<done.lowerBound].range(of: "<text", options: .backwards)!.lowerBound..<done.lowerBound]
    #expect(doneElement.contains("font-weight=\"600\""), "a Done item is bold, as in storyboard bars")
    #expect(!svg.contains("Do…"), "measured in its bold font, so not truncated")
    #expect(svg.contains("trash"), "the symbol-only item is drawn with its symbol's name")
    #expect(svg.contains(">Favorites<"), "a system tab shows its word")
  }
}
