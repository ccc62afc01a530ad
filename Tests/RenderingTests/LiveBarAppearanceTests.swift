import AdaptiveKit
import Foundation
import Rendering
import Testing

@Suite("Live bars draw the background and shadow of the appearance UIKit shows")
@MainActor
struct LiveBarAppearanceTests {
  /// The markup of the navigation bar's own group.
  private func navigationBarMarkup(_ svg: String) -> Substring {
    guard let start = svg.range(of: "<title>UINavigationBar “Inbox”") else { return "" }
    let rest = svg[start.upperBound...]
    return rest[..<(rest.range(of: "</g>")?.lowerBound ?? rest.endIndex)]
  }

  @Test("With no scroll view the bar is at its scroll edge: no fill or line until a scroll-edge appearance is set")
  func scrollEdgeBackground() throws {
    let content = UIViewController()
    content.title = "Inbox"
    let navigation = UINavigationController(rootViewController: content)
    let standard = UINavigationBarAppearance()
    standard.configureWithOpaqueBackground()
    standard.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    navigation.navigationBar.standardAppearance = standard
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    simulator.window.rootViewController = navigation
    simulator.window.makeKeyAndVisible()
    let transparent = navigationBarMarkup(ViewHierarchyRenderer.render(simulator.window, title: "Inbox").element)
    #expect(!transparent.isEmpty)
    #expect(!transparent.contains("<rect"))
    #expect(!transparent.contains("<line"))
    navigation.navigationBar.scrollEdgeAppearance = standard
    let opaque = navigationBarMarkup(ViewHierarchyRenderer.render(simulator.window, title: "Inbox").element)
    #expect(opaque.contains("fill=\"#ff0000\""))
    #expect(opaque.contains("<line"))
  }
}
