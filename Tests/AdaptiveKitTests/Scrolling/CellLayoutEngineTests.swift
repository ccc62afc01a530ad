@testable import AdaptiveKit
import Foundation
import Testing

/// A `NoteCell` whose note's leading edge is also pinned (optionally) to a view outside the cell.
@MainActor
final class ReachingNoteCell: UITableViewCell {
  let note = UILabel()

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    note.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(note)
    NSLayoutConstraint.activate([
      note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
      note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Table cells whose constraints stay inside them lay out in engines of their own")
struct CellLayoutEngineTests {
  /// A full-screen table of `NoteCell`s in a window on a 2x iPhone.
  private func table(_ source: UITableViewDataSource) throws -> (UITableView, Simulator) {
    let controller = UIViewController()
    let simulator = try hosted(controller, on: "iPhone 8")
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    table.dataSource = source
    controller.view.addSubview(table)
    simulator.layoutIfNeeded()
    return (table, simulator)
  }

  /// Notes of one to four lines, so reused cells change height.
  private static let notes = (0..<120).map { index in
    String(repeating: "Row \(index) of a list of notes that wraps. ", count: 1 + index % 4)
  }

  @Test("A cell's constraints are in the cell's engine, not the window's")
  func ownEngine() throws {
    let source = NoteSource(Self.notes)
    let (table, simulator) = try table(source)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
    let engine = try #require(cell.autoLayoutEngine, "the cell has an engine")
    let windowEngine = try #require(simulator.window.autoLayoutEngine)
    #expect(windowEngine.nestedRoots.contains { $0 === cell })
    #expect(engine.hasVariables(for: cell.note))
    #expect(!windowEngine.hasVariables(for: cell.note))
    #expect(cell.note.constraintsAffectingLayout(for: .vertical).count == 2, "top and bottom, from the cell's engine")
  }

  @Test("A cell constrained to a view outside it is laid out by the window's engine")
  func reachingOutside() throws {
    let controller = UIViewController()
    let simulator = try hosted(controller, on: "iPhone 8")
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.register(ReachingNoteCell.self, forCellReuseIdentifier: "Note")
    let source = NoteSource(["Pinned"])
    table.dataSource = source
    controller.view.addSubview(table)
    let marker = UIView(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
    controller.view.addSubview(marker)
    simulator.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ReachingNoteCell)
    cell.note.leadingAnchor.constraint(equalTo: marker.trailingAnchor, constant: 7).isActive = true
    simulator.layoutIfNeeded()
    #expect(cell.autoLayoutEngine == nil, "the window's engine holds the cell's constraints")
    #expect(cell.note.frame.minX == 57 - cell.contentView.frame.minX - cell.frame.minX)
    #expect(cell.note.frame.minY == 4)
  }
}
