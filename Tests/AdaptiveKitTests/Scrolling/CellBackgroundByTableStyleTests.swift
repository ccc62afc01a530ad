import AdaptiveKit
import Foundation
import Testing

/// A cell's default background is its table's: `secondarySystemGroupedBackground` in grouped and
/// inset-grouped tables (white in light, #1c1c1e in dark), `systemBackground` in plain ones
/// (white, black in dark), given when the cell joins the table; a background set on the cell wins.
@MainActor
@Suite("A cell's default background follows its table's style")
struct CellBackgroundByTableStyleTests {
  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)
  static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  static let elevatedGrey = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)

  /// The first cell of a one-row table of `style`, its data source setting `background` (if any)
  /// on the cell before handing it over.
  func firstCell(of style: UITableView.Style, background: UIColor? = nil) throws -> UITableViewCell {
    let source = OneRowSource(background: background)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: style)
    table.dataSource = source
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    withExtendedLifetime(source) {}
    return try #require(cell)
  }

  @Test("Grouped and inset-grouped tables' cells: secondarySystemGroupedBackground", arguments: [
    UITableView.Style.grouped, .insetGrouped,
  ])
  func groupedCells(style: UITableView.Style) throws {
    let background = try #require(try firstCell(of: style).backgroundColor)
    #expect(background === UIColor.secondarySystemGroupedBackground)
    #expect(background.resolvedColor(with: Self.light) == Self.white)
    #expect(background.resolvedColor(with: Self.dark) == Self.elevatedGrey)
  }

  @Test("A plain table's cells: systemBackground, black in dark")
  func plainCells() throws {
    let background = try #require(try firstCell(of: .plain).backgroundColor)
    #expect(background === UIColor.systemBackground)
    #expect(background.resolvedColor(with: Self.light) == Self.white)
    #expect(background.resolvedColor(with: Self.dark) == Self.black)
  }

  @Test("A cell on its own keeps systemBackground")
  func cellOutsideATable() {
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).backgroundColor === UIColor.systemBackground)
  }

  @Test("A background set before the cell joins a grouped table is kept")
  func explicitBackgroundWins() throws {
    #expect(try firstCell(of: .grouped, background: .systemRed).backgroundColor === UIColor.systemRed)
    #expect(
      try firstCell(of: .grouped, background: .systemBackground).backgroundColor === UIColor.systemBackground,
      "even one equal to the plain default")
  }
}

/// One section of one row; each cell gets `background` if one is given.
@MainActor
private final class OneRowSource: UITableViewDataSource {
  let background: UIColor?

  init(background: UIColor?) { self.background = background }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    if let background { cell.backgroundColor = background }
    return cell
  }
}
