import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("A reused self-sizing cell measures each new row as a new cell would")
struct ReusedCellMeasurementTests {
  /// Notes of one to five wrapped lines, in an order where a cell's next row is rarely as tall as
  /// its last.
  private let notes = (0..<48).map { index in
    String(repeating: "A photograph of a mountain lake at dawn. ", count: [1, 5, 2, 4, 3][index % 5] * 2)
  }

  /// A table of `notes` in a window on a 2x iPhone, laid out.
  private func table(_ notes: [String]) throws -> (UITableView, NoteSource, Simulator) {
    let controller = UIViewController()
    let simulator = try hosted(controller, on: "iPhone 8")
    let source = NoteSource(notes)
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    table.dataSource = source
    controller.view.addSubview(table)
    simulator.layoutIfNeeded()
    return (table, source, simulator)
  }

  @Test("Scrolled end to end, every row has the height and position a table of that row alone gives it")
  func reusedMatchesFresh() throws {
    let (table, source, simulator) = try table(notes)
    defer { _ = (source, simulator) }
    var steps = 0
    while table.contentOffset.y + table.bounds.height < table.contentSize.height {
      table.contentOffset.y += table.bounds.height / 2
      table.layoutIfNeeded()
      steps += 1
    }
    #expect(steps > 4, "the rows were measured by reused cells")
    var top: CGFloat = 0
    for (row, note) in notes.enumerated() {
      let (alone, aloneSource, aloneSimulator) = try self.table([note])
      defer { _ = (aloneSource, aloneSimulator) }
      let fresh = alone.rectForRow(at: IndexPath(row: 0, section: 0)).height
      let scrolled = table.rectForRow(at: IndexPath(row: row, section: 0))
      #expect(scrolled.height == fresh, "row \(row)")
      #expect(scrolled.minY == top, "row \(row): the rows above summed in order")
      top += fresh
    }
    #expect(table.contentSize.height == top)
  }
}
