import Foundation

/// The data source of a table whose rows its builder placed (Interface Builder's canvas): it
/// answers the sections, their rows and their titles with the cells already in the table, so the
/// table's queries (`numberOfRows(inSection:)`, `visibleCells`) describe what is drawn.
@MainActor
final class PlacedTableRows: UITableViewDataSource {
  /// One section: its cells in order and its titles.
  struct Section {
    var cells: [UITableViewCell] = []
    var headerTitle: String?
    var footerTitle: String?
  }

  let sections: [Section]

  init(sections: [Section]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].cells.count : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    // The table tiles no rows of its own once they are placed; a query past them gets an empty cell.
    guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row)
    else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    return sections[indexPath.section].cells[indexPath.row]
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].headerTitle : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].footerTitle : nil
  }
}
