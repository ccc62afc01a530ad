import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Only rows in the visible rectangle get cells, even among 10,000")
struct TableVisibleCellsTests {
  @Test("10,000 rows: 16 cells at the top, 16 in the middle, 10,000 × 44 points of content")
  func tenThousandRows() throws {
    let source = RecordingTableSource([rows(10_000)])
    let table = makeTable(source, size: CGSize(width: 375, height: 667))
    #expect(table.contentSize == CGSize(width: 375, height: 440_000))
    #expect(table.visibleCells.count == 16, "rows 0…15 meet 0..<667")
    #expect(source.cellsMade == 16)
    table.contentOffset = CGPoint(x: 0, y: 220_000)
    table.layoutIfNeeded()
    let visible = try #require(table.indexPathsForVisibleRows)
    #expect(visible.first == IndexPath(row: 5000, section: 0))
    #expect(visible.count == 16)
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 16, "recycled cells left the table")
    #expect(source.cellsMade == 32)
    #expect(table.cellForRow(at: IndexPath(row: 5001, section: 0))?.textLabel?.text == "Row 5001")
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 439_999)) == IndexPath(row: 9999, section: 0))
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 88, width: 1, height: 88)) == [
      IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0),
    ])
  }

  @Test("Self-sizing rows out of sight use the estimate; shown rows take their measured height")
  func estimatesForRowsOutOfSight() {
    let source = RecordingTableSource([rows(1000)])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    table.register(TallCell.self, forCellReuseIdentifier: "Cell")
    table.estimatedRowHeight = 50
    table.traitOverrides.displayScale = 2
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80.5, "measured: 80 + the separator")
    #expect(table.rectForRow(at: IndexPath(row: 999, section: 0)).height == 50, "estimated")
    #expect(table.visibleCells.count == 9, "8 rows of 80.5 and a part fill 667 points")
  }
}

/// A cell whose content view holds a view 80 points tall between its top and bottom.
@MainActor
final class TallCell: UITableViewCell {
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let block = UIView()
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    NSLayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.topAnchor),
      block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      block.heightAnchor.constraint(equalToConstant: 80),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
