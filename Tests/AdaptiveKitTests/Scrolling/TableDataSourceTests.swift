import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UITableView asks its data source for sections, rows and the visible cells")
struct TableDataSourceTests {
  @Test("IndexPath(row:section:) has the row and section UIKit adds to Foundation")
  func indexPathRowAndSection() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.section == 1)
    path.row = 4
    #expect(path == IndexPath(row: 4, section: 1))
    #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 9, section: 0))
  }

  @Test("Counts come from the data source; rows stack 44 points apart under titled plain headers")
  func countsAndRects() {
    let source = RecordingTableSource([rows(3), rows(2)])
    source.headerTitles = [1: "Second"]
    let table = makeTable(source)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(table.numberOfRows(inSection: 7) == 0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 132, width: 375, height: 28), "a titled plain header is 28 points")
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 160)
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 132, width: 375, height: 28 + 88))
    #expect(table.contentSize == CGSize(width: 375, height: 248))
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "Second")
    #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
  }

  @Test("Each visible row gets its cell once, with willDisplay, in row order")
  func cellsForVisibleRows() {
    let source = RecordingTableSource([rows(3)])
    let table = makeTable(source)
    #expect(source.cellsMade == 3)
    #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell(0,0)", "cell(0,1)", "cell(0,2)"])
    #expect(source.log.filter { $0.hasPrefix("willDisplay") }.count == 3)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0", "Row 1", "Row 2"])
    let second = try! #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(table.indexPath(for: second) == IndexPath(row: 1, section: 0))
    #expect(second.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
    #expect(second.superview === table)
    table.layoutIfNeeded()
    #expect(source.cellsMade == 3, "a second layout pass asks for nothing new")
  }

  @Test("reloadData asks again; the delegate's fixed rowHeight and custom heights are used")
  func reloadAndFixedHeights() {
    let source = RecordingTableSource([rows(2)])
    let table = makeTable(source)
    source.sections = [rows(5)]
    table.rowHeight = 60
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 240, width: 375, height: 60))
    #expect(table.contentSize.height == 300)
    #expect(table.visibleCells.count == 5)
  }

  @Test("Grouped tables put 35 points above the first section and between sections")
  func groupedSpacing() {
    let source = RecordingTableSource([rows(2), rows(1)])
    let table = makeTable(source, style: .grouped)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 158)
    #expect(table.backgroundColor == .systemGroupedBackground)
    let inset = makeTable(RecordingTableSource([rows(1)]), style: .insetGrouped)
    #expect(inset.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 35, width: 343, height: 44))
  }

  @Test("Table header and footer views frame the sections")
  func tableHeaderAndFooter() {
    let source = RecordingTableSource([rows(2)])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
    #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 188, width: 320, height: 30))
    #expect(table.contentSize.height == 218)
  }
}
