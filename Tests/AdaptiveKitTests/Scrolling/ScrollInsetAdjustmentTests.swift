import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("adjustedContentInset adds the safe area as contentInsetAdjustmentBehavior says")
struct ScrollInsetAdjustmentTests {
  @Test("A table under a navigation bar starts below it: offset −(status bar + bar)",
    arguments: [("iPhone 8", 64.0, 0.0), ("iPhone 15", 103.0, 34.0)])
  func tableUnderNavigationBar(device: String, top: Double, bottom: Double) throws {
    let controller = FruitTableController(style: .plain)
    let navigation = UINavigationController(rootViewController: controller)
    let simulator = try hosted(navigation, on: device)
    let table = try #require(controller.tableView)
    #expect(table.frame == simulator.window.bounds, "the table extends under the bar")
    #expect(table.adjustedContentInset == UIEdgeInsets(top: CGFloat(top), left: 0, bottom: CGFloat(bottom), right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -CGFloat(top)))
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: CGFloat(top)), "row 0 sits right under the bar")
    #expect(first.textLabel?.text == "Alpha")
  }

  @Test("Rows scrolled under the bars have no vertical safe area; in landscape they keep the sides")
  func contentSafeAreaOnAdjustedAxes() throws {
    let controller = FruitTableController(style: .plain)
    let navigation = UINavigationController(rootViewController: controller)
    let simulator = try hosted(navigation, on: "iPhone 15", .landscapeLeft)
    let table = try #require(controller.tableView)
    table.contentOffset.y = -table.adjustedContentInset.top + 20
    simulator.layoutIfNeeded()
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.convert(CGPoint.zero, to: nil).y < table.adjustedContentInset.top, "row 0 is partly under the bar")
    let sides = simulator.window.safeAreaInsets
    #expect(sides.left > 0)
    #expect(first.safeAreaInsets == UIEdgeInsets(top: 0, left: sides.left, bottom: 0, right: sides.right),
      "the adjusted (vertical) axis gives none; the table does not adjust its sides")
    table.contentInsetAdjustmentBehavior = .never
    simulator.layoutIfNeeded()
    let unadjusted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(unadjusted.safeAreaInsets.top > 0, "with .never the content under the bar is unsafe there")
  }

  @Test("contentInset adds to the safe area; .never leaves only contentInset")
  func neverAndContentInset() throws {
    let controller = FruitTableController(style: .plain)
    let navigation = UINavigationController(rootViewController: controller)
    _ = try hosted(navigation, on: "iPhone 8")
    let table = try #require(controller.tableView)
    table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 74, left: 0, bottom: 5, right: 0))
    #expect(table.contentOffset.y == -74, "content at rest at the top stays at the top")
    table.contentInsetAdjustmentBehavior = .never
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
    #expect(table.contentOffset.y == -10)
  }

  @Test("A scroll view outside bar controllers adjusts only axes it scrolls on (.automatic, .scrollableAxes); .always adjusts all")
  func scrollableAxes() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 15")), orientation: .portrait)
    let root = UIViewController()
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    let scroll = UIScrollView(frame: root.view.bounds)
    root.view.addSubview(scroll)
    scroll.contentSize = CGSize(width: 393, height: 100)
    simulator.layoutIfNeeded()
    #expect(scroll.safeAreaInsets.top == 59)
    #expect(scroll.adjustedContentInset == .zero, "short content does not scroll, so nothing is added")
    scroll.contentSize = CGSize(width: 393, height: 2000)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    scroll.contentSize = CGSize(width: 393, height: 100)
    scroll.alwaysBounceVertical = true
    scroll.contentInsetAdjustmentBehavior = .always
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("adjustedContentInsetDidChange and the delegate hear of changes")
  func changeCallbacks() {
    final class Observed: UIScrollView {
      var changes = 0
      override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
      }
    }
    let scroll = Observed(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
    #expect(scroll.changes == 1)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -8))
    scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
    #expect(scroll.changes == 1, "no callback when nothing changed")
  }

  @Test("scrollRectToVisible scrolls as little as needed and stays within the content")
  func scrollRectToVisible() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 150))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 160, width: 10, height: 10), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 150), "already visible: no scroll")
    scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 100), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 800), "clamped to the end of the content")
  }
}
