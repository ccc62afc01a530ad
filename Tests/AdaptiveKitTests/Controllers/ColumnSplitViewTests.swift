import AdaptiveKit
import TestSupport
import Testing

@MainActor
final class ColumnDelegate: UISplitViewControllerDelegate {
  var topColumn: UISplitViewController.Column?
  var calls: [String] = []

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    calls.append("topColumn(proposed: \(proposedTopColumn.rawValue))")
    return topColumn ?? proposedTopColumn
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
    calls.append("willShow(\(column.rawValue))")
  }
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
    calls.append("willHide(\(column.rawValue))")
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    calls.append("classic collapseSecondary")
    return false
  }
}

@MainActor
@Suite("The iOS 14 column-style split view wraps columns and collapses to one of them")
struct ColumnSplitViewTests {
  private func make(_ style: UISplitViewController.Style = .doubleColumn, delegate: ColumnDelegate? = nil)
    -> (UISplitViewController, NamedController, NamedController)
  {
    let split = UISplitViewController(style: style)
    split.delegate = delegate
    let list = NamedController("List"), detail = NamedController("Detail")
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    return (split, list, detail)
  }

  @Test("Columns are wrapped in navigation controllers; iPad landscape tiles them")
  func wrapping() throws {
    let (split, list, detail) = make()
    let simulator = try hosted(split, on: "iPad Air 2", .landscapeLeft)
    #expect(split.style == .doubleColumn)
    #expect(split.viewController(for: .primary) === list)
    let wrapper = try #require(list.navigationController)
    #expect(wrapper.parent === split)
    #expect(split.children.count == 2)
    #expect(wrapper.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(try #require(detail.navigationController).view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
    #expect(split.isShowing(.primary) && split.isShowing(.secondary))
    _ = simulator
  }

  @Test("Collapsing shows the secondary column unless the delegate picks another; classic methods are not called")
  func collapse() throws {
    let delegate = ColumnDelegate()
    let (split, list, detail) = make(delegate: delegate)
    let simulator = try hosted(split, on: "iPhone 15")
    #expect(split.isCollapsed)
    #expect(detail.view.window === simulator.window)
    #expect(list.viewIfLoaded?.window == nil)
    #expect(delegate.calls == ["topColumn(proposed: 2)", "didCollapse"])

    let other = ColumnDelegate()
    other.topColumn = .primary
    let (split2, list2, _) = make(delegate: other)
    let phone = try hosted(split2, on: "iPhone 15")
    #expect(list2.view.window === phone.window)
    #expect(split2.isShowing(.primary))
  }

  @Test("A compact column, when set, is what a collapsed split view shows")
  func compactColumn() throws {
    let (split, _, detail) = make()
    let compact = NamedController("Compact")
    split.setViewController(compact, for: .compact)
    let simulator = try hosted(split, on: "iPhone 15")
    #expect(compact.view.frame == simulator.window.bounds)
    #expect(compact.navigationController == nil, "the compact column is not wrapped (unconfirmed, chosen)")
    #expect(detail.viewIfLoaded?.window == nil)
  }

  @Test("A Plus expands on rotation to landscape and tells the delegate")
  func expand() throws {
    let delegate = ColumnDelegate()
    let (split, list, _) = make(delegate: delegate)
    let simulator = try hosted(split, on: "iPhone 8 Plus")
    delegate.calls.removeAll()
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(!split.isCollapsed)
    #expect(delegate.calls == ["didExpand"])
    #expect(list.view.window === simulator.window)
  }

  @Test("show(_:) and hide(_:) change the display mode in iPad portrait")
  func showAndHide() throws {
    let delegate = ColumnDelegate()
    let (split, list, _) = make(delegate: delegate)
    let simulator = try hosted(split, on: "iPad Air 2")
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.splitBehavior == .overlay)
    split.show(.primary)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(list.view.window === simulator.window)
    split.hide(.primary)
    #expect(split.displayMode == .secondaryOnly)
    #expect(delegate.calls == ["willShow(0)", "willHide(0)"])
  }

  @Test("Triple column: supplementary beside the secondary in landscape; showing the primary tiles all three")
  func tripleColumn() throws {
    let (split, list, detail) = make(.tripleColumn)
    let middle = NamedController("Middle")
    split.setViewController(middle, for: .supplementary)
    let simulator = try hosted(split, on: "iPad Air 2", .landscapeLeft)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(list.viewIfLoaded?.window == nil)
    #expect(try #require(middle.navigationController).view.frame.minX == 0)
    split.show(.primary)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(try #require(middle.navigationController).view.frame.minX == 321)
    #expect(try #require(detail.navigationController).view.frame == CGRect(x: 642, y: 0, width: 382, height: 768))
    _ = simulator
  }

  @Test("Column and classic APIs refuse each other with a warning")
  func mixing() {
    let classic = UISplitViewController()
    let (_, messages) = AdaptiveKitLog.shared.capture {
      classic.setViewController(NamedController("X"), for: .primary)
      let columns = UISplitViewController(style: .doubleColumn)
      columns.viewControllers = [NamedController("Y")]
      columns.setViewController(NamedController("Z"), for: .supplementary)
    }
    #expect(messages.count == 3)
    #expect(classic.viewControllers.isEmpty)
  }
}
