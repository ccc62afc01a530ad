@testable import AdaptiveKit
import Foundation
import Testing

/// Rows whose cells get their label and constraints in `cellForRowAt` (the registered class is a
/// plain `UITableViewCell`), self-sizing, as the benchmark and many apps build them.
@MainActor
private final class FilledOnDequeueRows: UITableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    let label: UILabel
    if let existing = cell.contentView.subviews.first as? UILabel {
      label = existing
    } else {
      label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      let margins = cell.contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: margins.topAnchor), label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
    label.text = "Photo \(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite("Cells filled in cellForRowAt self-size without conflicts")
struct CellsFilledOnDequeueTests {
  @Test("Scrolling a self-sizing table of cells filled on dequeue reports no unsatisfiable constraints")
  func scrollWithoutConflicts() {
    let rows = FilledOnDequeueRows(count: 200)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = rows
    let (_, messages) = AdaptiveKitLog.shared.capture {
      table.layoutIfNeeded()
      while table.contentOffset.y + table.bounds.height < table.contentSize.height {
        table.contentOffset.y += 422
        table.layoutIfNeeded()
      }
    }
    #expect(messages.map(\.text) == [], "cells scrolled above the table's top keep their margins")
    // 11 + one line + 11 of content, and the separator, at every row (43 at 2x, 42.67 at 3x: the
    // process's main screen decides): a reused cell does not carry its old height into its measurement.
    let heights = table.visibleCells.map(\.frame.height)
    #expect(!heights.isEmpty)
    #expect(heights.allSatisfy { $0 == heights[0] && $0 > 42 && $0 <= 43 }, "\(heights)")
    #expect(table.visibleCells.allSatisfy { $0.contentView.safeAreaInsets == .zero })
  }
}
