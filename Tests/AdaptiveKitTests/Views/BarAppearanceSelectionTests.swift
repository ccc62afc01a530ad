import AdaptiveKit
import Foundation
import Testing

/// A table of empty rows, long enough to scroll.
@MainActor
private final class RowsController: UITableViewController {
  let rows: Int
  init(rows: Int) {
    self.rows = rows
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

@MainActor
@Suite("Which bar appearance shows: compact, scroll edge, and the item's over the bar's")
struct BarAppearanceSelectionTests {
  private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    return appearance
  }

  private func table(rows: Int) -> RowsController { RowsController(rows: rows) }

  @Test("At the top of its content (iOS 15+) a bar without a scroll-edge appearance shows the standard one without background")
  func scrollEdge() throws {
    let content = table(rows: 100)
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.standardAppearance = opaque(.systemRed)
    let simulator = try hosted(navigation, on: "iPhone 8")
    let bar = navigation.navigationBar
    #expect(!bar._currentAppearance._hasBackground)
    #expect(bar._currentAppearance.shadowColor == nil)
    content.tableView.contentOffset.y = 200
    #expect(bar._currentAppearance.backgroundColor == .systemRed)
    bar.scrollEdgeAppearance = opaque(.systemBlue)
    content.tableView.contentOffset.y = -content.tableView.adjustedContentInset.top
    #expect(bar._currentAppearance.backgroundColor == .systemBlue)
    simulator.release = .iOS14
    #expect(bar._currentAppearance.backgroundColor == .systemRed)
  }

  @Test("The top item's appearances win over the bar's; compact height uses the compact ones")
  func itemAndCompact() throws {
    let content = table(rows: 100)
    content.navigationItem.standardAppearance = opaque(.systemOrange)
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.compactAppearance = opaque(.systemTeal)
    let simulator = try hosted(navigation, on: "iPhone 8")
    content.tableView.contentOffset.y = 200
    let bar = navigation.navigationBar
    #expect(bar._currentAppearance.backgroundColor == .systemOrange)
    simulator.rotate(to: .landscapeLeft, animated: false)
    content.tableView.contentOffset.y = 200
    #expect(bar._currentAppearance.backgroundColor == .systemTeal)
    content.navigationItem.compactAppearance = opaque(.systemMint)
    #expect(bar._currentAppearance.backgroundColor == .systemMint)
  }

  @Test("A tab bar over a view with no scroll view is at its edge; the selected item's appearance wins")
  func tabBar() throws {
    let first = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, UIViewController()]
    let standard = UITabBarAppearance()
    standard.configureWithOpaqueBackground()
    tabs.tabBar.standardAppearance = standard
    let simulator = try hosted(tabs, on: "iPhone 8")
    defer { withExtendedLifetime(simulator) {} }
    #expect(!tabs.tabBar._currentAppearance._hasBackground)
    let edge = UITabBarAppearance()
    edge.backgroundColor = .systemBrown
    first.tabBarItem.scrollEdgeAppearance = edge
    #expect(tabs.tabBar._currentAppearance.backgroundColor == .systemBrown)
  }
}
