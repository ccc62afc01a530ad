import AdaptiveKit
import Foundation
import Testing

/// A cell that counts its reuse preparations.
@MainActor
final class CountingCell: UITableViewCell {
  var preparedForReuse = 0

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuse += 1
  }
}

@MainActor
@Suite("Table cells are dequeued from registrations and reused as rows scroll")
struct TableCellReuseTests {
  @Test("A registered class is created with the identifier; an unregistered one throws UIKit's message")
  func registrationAndUnregisteredIdentifier() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "Photo")
    let cell = try table.validatedDequeueReusableCell(withIdentifier: "Photo", for: IndexPath(row: 0, section: 0))
    #expect(cell is CountingCell)
    #expect(cell.reuseIdentifier == "Photo")
    #expect(cell.style == .subtitle, "the subclass chose its style")
    #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
    #expect(throws: UITableViewError.unregisteredIdentifier("Missing")) {
      _ = try table.validatedDequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
    }
    #expect(UITableViewError.unregisteredIdentifier("Missing").description
      == "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    table.register(nil as AnyClass?, forCellReuseIdentifier: "Photo")
    #expect(table.dequeueReusableCell(withIdentifier: "Photo") == nil, "registering nil removes the class")
  }

  @Test("Cells that scroll away are reused, prepared for reuse, for the rows that scroll in")
  func reuseWhileScrolling() throws {
    let source = RecordingTableSource([rows(100)])
    let table = makeTable(source, size: CGSize(width: 320, height: 440), cellClass: CountingCell.self)
    #expect(table.visibleCells.count == 10)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
    table.contentOffset = CGPoint(x: 0, y: 440)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == (10..<20).map { IndexPath(row: $0, section: 0) })
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(first.superview == nil || table.visibleCells.contains { $0 === first })
    let cells = table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(cells.contains { $0 === first }, "the first row's cell now shows another row")
    #expect(cells.allSatisfy { $0.preparedForReuse == 1 }, "every reused cell was prepared once")
    #expect(source.cellsMade == 20)
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.textLabel?.text == "Row 10")
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame.minY == 440)
  }

  @Test("Offsets move the table's bounds, so cells keep their content frames; the delegate hears it")
  func offsetIsBoundsOrigin() {
    let source = RecordingTableSource([rows(30)])
    let table = makeTable(source, size: CGSize(width: 320, height: 440))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    container.addSubview(table)
    source.log.removeAll()
    table.setContentOffset(CGPoint(x: 0, y: 22), animated: true)
    #expect(table.bounds.origin == CGPoint(x: 0, y: 22))
    #expect(source.log == ["didScroll"])
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 10, section: 0), "row 10 peeks in at the bottom")
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cell?.frame.minY == 44)
    #expect(cell?.convert(CGPoint.zero, to: container) == CGPoint(x: 0, y: 22), "on screen it sits 22 points higher")
  }
}
