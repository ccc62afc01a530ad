import AdaptiveKit
import Foundation
import Testing

/// A data source in the pre-iOS 6 style: every cell made fresh, with no reuse identifier.
@MainActor
private final class FreshCellSource: NSObject, UITableViewDataSource {
  let titles: [String]
  init(_ titles: [String]) { self.titles = titles }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }
}

@MainActor
private final class FreshCellTableController: UITableViewController {
  let source = FreshCellSource(["One", "Two", "Three"])
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = source
  }
}

@MainActor
@Suite("Cells made without a reuse identifier are shown and never queued")
struct TableCellsWithoutIdentifierTests {
  /// A plain table `height` points tall over `source`, laid out.
  private func laidOutTable(_ source: FreshCellSource, height: CGFloat) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.dataSource = source
    table.layoutIfNeeded()
    return table
  }

  @Test("A table whose data source returns fresh cells shows one per row")
  func freshCellsShown() {
    let source = FreshCellSource(rows(3))
    let table = laidOutTable(source, height: 480)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0", "Row 1", "Row 2"])
    #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88])
  }

  @Test("A table view controller in a window shows fresh cells")
  func controllerInWindow() {
    let controller = FreshCellTableController(style: .plain)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["One", "Two", "Three"])
  }

  @Test("Scrolled off, a fresh cell is dropped, not handed to a later row")
  func freshCellsNotReused() {
    let source = FreshCellSource(rows(40))
    let table = laidOutTable(source, height: 200)
    let first = table.visibleCells
    table.contentOffset = CGPoint(x: 0, y: 1_000)
    table.layoutIfNeeded()
    let later = table.visibleCells
    #expect(!later.isEmpty)
    #expect(!later.contains { cell in first.contains { $0 === cell } })
    #expect(table.dequeueReusableCell(withIdentifier: "") == nil)
  }
}
