import AdaptiveKit
import Foundation
import Testing

/// A cell with a multi-line label pinned to its content view's margins.
@MainActor
final class NoteCell: UITableViewCell {
  let note = UILabel()

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    note.numberOfLines = 0
    note.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(note)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      note.topAnchor.constraint(equalTo: margins.topAnchor),
      note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Notes of different lengths in `NoteCell`s.
@MainActor
final class NoteSource: UITableViewDataSource {
  let notes: [String]
  init(_ notes: [String]) { self.notes = notes }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    (cell as? NoteCell)?.note.text = notes[indexPath.row]
    return cell
  }
}

@MainActor
@Suite("Rows with automaticDimension size themselves from their content view's constraints")
struct TableSelfSizingTests {
  /// A full-screen table in a window on a 2x iPhone.
  private func table(_ source: NoteSource) throws -> (UITableView, Simulator) {
    let controller = UIViewController()
    let simulator = try hosted(controller, on: "iPhone 8")
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    table.dataSource = source
    controller.view.addSubview(table)
    simulator.layoutIfNeeded()
    return (table, simulator)
  }

  @Test("A one-line label between 11-point margins makes a row of label + 22 + the separator")
  func oneLine() throws {
    let (table, simulator) = try table(NoteSource(["Short"]))
    defer { _ = simulator }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
    let line = cell.note.intrinsicContentSize.height
    #expect(line > 0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == line + 22 + 0.5)
    #expect(cell.note.frame == CGRect(x: 16, y: 11, width: 343, height: line), "laid out inside the margins")
    #expect(cell.contentView.frame.height == line + 22, "the content view is a separator shorter than the row")
  }

  @Test("Longer text wraps at the row's width and makes a taller row; the rows below move down")
  func wrapping() throws {
    // Six sentences wrap to several lines at 343 points.
    let long = String(repeating: "A photograph of a mountain lake at dawn. ", count: 6)
    let (table, simulator) = try table(NoteSource(["Short", long, "After"]))
    defer { _ = simulator }
    let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let tall = table.rectForRow(at: IndexPath(row: 1, section: 0))
    #expect(tall.height > short.height * 2, "several lines")
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
    #expect(cell.note.frame.height + 22.5 == tall.height)
    #expect(cell.note.frame.width == 343)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == short.height + tall.height)
    #expect(table.contentSize.height == 2 * short.height + tall.height)
  }

  @Test("Standard-style cells are 44 points; a fixed rowHeight wins over self-sizing")
  func standardAndFixed() {
    let source = RecordingTableSource([rows(2)])
    source.style = .subtitle
    let table = makeTable(source)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    let fixed = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    fixed.traitOverrides.displayScale = 2
    fixed.rowHeight = 70
    fixed.register(NoteCell.self, forCellReuseIdentifier: "Note")
    let notes = NoteSource(["One"])
    fixed.dataSource = notes
    fixed.layoutIfNeeded()
    #expect(fixed.rectForRow(at: IndexPath(row: 0, section: 0)).height == 70)
    #expect(fixed.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.height == 69.5)
  }
}
