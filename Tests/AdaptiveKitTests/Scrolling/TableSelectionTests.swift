import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Selecting rows: user taps call the delegate in UIKit's order; code selects silently")
struct TableSelectionTests {
  @Test("A tap: willSelect, deselection of the previous row, didSelect; the cell shows selected")
  func tapOrder() {
    let source = RecordingTableSource([rows(3)])
    let table = makeTable(source)
    table._selectRowAsUser(at: IndexPath(row: 0, section: 0))
    source.log.removeAll()
    table._selectRowAsUser(at: IndexPath(row: 2, section: 0))
    #expect(source.log == ["willSelect(0,2)", "willDeselect(0,0)", "didDeselect(0,0)", "didSelect(0,2)"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.isHighlighted == true)
  }

  @Test("willSelectRowAt can redirect the selection or cancel it")
  func redirectAndCancel() {
    let source = RecordingTableSource([rows(3)])
    let table = makeTable(source)
    source.redirect = .some(IndexPath(row: 1, section: 0))
    table._selectRowAsUser(at: IndexPath(row: 0, section: 0))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(source.log.last == "didSelect(0,1)")
    source.redirect = .some(nil)
    source.log.removeAll()
    table._selectRowAsUser(at: IndexPath(row: 2, section: 0))
    #expect(source.log == ["willSelect(0,2)"], "a cancelled tap selects and deselects nothing")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test("Code selection and deselection do not call the delegate; allowsSelection = false ignores taps")
  func programmaticSelection() {
    let source = RecordingTableSource([rows(3)])
    let table = makeTable(source)
    source.log.removeAll()
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    #expect(source.log.isEmpty)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.indexPathsForSelectedRows == nil)
    table.allowsSelection = false
    table._selectRowAsUser(at: IndexPath(row: 0, section: 0))
    #expect(table.indexPathForSelectedRow == nil)
    #expect(source.log.isEmpty)
  }

  @Test("Multiple selection keeps rows selected; a second tap deselects")
  func multipleSelection() {
    let source = RecordingTableSource([rows(4)])
    let table = makeTable(source)
    table.allowsMultipleSelection = true
    table._selectRowAsUser(at: IndexPath(row: 0, section: 0))
    table._selectRowAsUser(at: IndexPath(row: 3, section: 0))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
    source.log.removeAll()
    table._selectRowAsUser(at: IndexPath(row: 0, section: 0))
    #expect(source.log == ["willDeselect(0,0)", "didDeselect(0,0)"])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test("Selecting with a scroll position scrolls the row there; reloadData clears the selection")
  func scrollPositionAndReload() {
    let source = RecordingTableSource([rows(100)])
    let table = makeTable(source, size: CGSize(width: 320, height: 440))
    table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
    #expect(table.contentOffset.y == 2200)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 3960)
    table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset.y == 0, "clamped to the top")
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("A table view controller deselects its rows in viewWillAppear when clearsSelectionOnViewWillAppear")
  func controllerClearsSelection() throws {
    let controller = FruitTableController(style: .plain)
    let navigation = UINavigationController(rootViewController: controller)
    let simulator = try hosted(navigation, on: "iPhone 8")
    controller.tableView._selectRowAsUser(at: IndexPath(row: 1, section: 0))
    #expect(controller.selected == [IndexPath(row: 1, section: 0)], "the subclass's override was called")
    let detail = NamedController("Detail")
    navigation.pushViewController(detail, animated: false)
    navigation.popViewController(animated: false)
    simulator.layoutIfNeeded()
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    controller.clearsSelectionOnViewWillAppear = false
    controller.tableView._selectRowAsUser(at: IndexPath(row: 2, section: 0))
    navigation.pushViewController(NamedController("Again"), animated: false)
    navigation.popViewController(animated: false)
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }
}

/// A table view controller subclass overriding the class-body data source and delegate methods.
@MainActor
final class FruitTableController: UITableViewController {
  var selected: [IndexPath] = []
  var items = ["Alpha", "Beta", "Gamma"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}
