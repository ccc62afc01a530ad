@testable import AdaptiveKit
import Foundation
import Testing

/// A table's layout pass lays out every visible cell; a cell engine whose last pass changed
/// nothing is not solved again until something it reads changes. These tests change each kind of
/// input on a settled cell and expect the next layout pass to show it.
@MainActor
@Suite("A settled cell engine solves again when anything it reads changes")
struct SettledCellEngineTests {
  /// A full-screen table of `NoteCell`s in a window on a 2x iPhone, laid out twice (the second
  /// pass settles the cells' engines), and its first cell.
  private func settledCell(_ source: NoteSource) throws -> (NoteCell, Simulator) {
    let controller = UIViewController()
    let simulator = try hosted(controller, on: "iPhone 8")
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    table.dataSource = source
    controller.view.addSubview(table)
    simulator.layoutIfNeeded()
    simulator.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
    return (cell, simulator)
  }

  /// A label pinned to the content view's top leading corner, in a layout pass, then settled.
  private func addBadge(to cell: NoteCell, _ simulator: Simulator) -> (UILabel, NSLayoutConstraint) {
    let badge = UILabel()
    badge.text = "New"
    badge.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(badge)
    let leading = badge.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 3)
    NSLayoutConstraint.activate([leading, badge.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 1)])
    simulator.layoutIfNeeded()
    simulator.layoutIfNeeded()
    return (badge, leading)
  }

  @Test("A cell nothing changed in settles and keeps its frames")
  func settles() throws {
    let source = NoteSource(["One line", "Another"])
    let (cell, simulator) = try settledCell(source)
    let frame = cell.note.frame
    let engine = try #require(cell.autoLayoutEngine)
    #expect(engine.settledInputs != nil)
    simulator.window.setNeedsLayout()
    simulator.layoutIfNeeded()
    #expect(cell.autoLayoutEngine === engine)
    #expect(engine.settledInputs != nil)
    #expect(cell.note.frame == frame)
  }

  @Test("A pass that changes constraints but no frame settles the engine at once")
  func settlesAfterChangeThatMovesNothing() throws {
    let source = NoteSource(["One line"])
    let (cell, simulator) = try settledCell(source)
    let frame = cell.note.frame
    // Optional and outweighed by the margins: installed, and nothing moves.
    let width = cell.note.widthAnchor.constraint(equalToConstant: 5)
    width.priority = UILayoutPriority(1)
    width.isActive = true
    let engine = try #require(cell.autoLayoutEngine)
    simulator.layoutIfNeeded()
    #expect(engine.isInstalled(width))
    #expect(cell.note.frame == frame)
    #expect(engine.settledInputs == cell.nestedLayoutInputs)
  }

  @Test("A subview added with constraints is placed, and a constant changed moves it")
  func addedSubviewAndConstant() throws {
    let source = NoteSource(["One line"])
    let (cell, simulator) = try settledCell(source)
    let (badge, leading) = addBadge(to: cell, simulator)
    #expect(badge.frame.origin == CGPoint(x: 3, y: 1))
    #expect(badge.frame.width == badge.intrinsicContentSize.width)
    leading.constant = 30
    simulator.layoutIfNeeded()
    #expect(badge.frame.minX == 30)
  }

  @Test("New text re-sizes a label of a settled cell")
  func text() throws {
    let source = NoteSource(["One line"])
    let (cell, simulator) = try settledCell(source)
    let (badge, _) = addBadge(to: cell, simulator)
    let before = badge.frame.width
    badge.text = "A good deal longer"
    simulator.layoutIfNeeded()
    #expect(badge.frame.width > before)
    #expect(badge.frame.width == badge.intrinsicContentSize.width)
  }

  @Test("New margins move content pinned to them")
  func margins() throws {
    let source = NoteSource(["One line"])
    let (cell, simulator) = try settledCell(source)
    let box = UIView()
    let inner = UIView()
    for view in [box, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    cell.contentView.addSubview(box)
    box.addSubview(inner)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: cell.contentView.topAnchor), box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 20),
      inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor), inner.topAnchor.constraint(equalTo: box.topAnchor),
      inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    simulator.layoutIfNeeded()
    simulator.layoutIfNeeded()
    #expect(inner.frame.minX == 8)
    box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
    simulator.layoutIfNeeded()
    #expect(inner.frame.minX == 20)
  }

  @Test("A right-to-left semantic content attribute mirrors a settled cell's leading constraints")
  func direction() throws {
    let source = NoteSource(["One line"])
    let (cell, simulator) = try settledCell(source)
    let (badge, _) = addBadge(to: cell, simulator)
    cell.contentView.semanticContentAttribute = .forceRightToLeft
    simulator.layoutIfNeeded()
    #expect(badge.frame.maxX == cell.contentView.bounds.width - 3)
  }
}
