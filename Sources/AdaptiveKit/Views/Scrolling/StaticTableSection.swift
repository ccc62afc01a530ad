/// One section of a table whose rows a storyboard fixed (static cells): the cells themselves,
/// built once with the scene, and the titles and row heights the document gives them.
@MainActor
struct StaticTableSection {
  /// One fixed row.
  struct Row {
    /// The cell shown for the row (the same object every time).
    let cell: UITableViewCell
    /// The row's own height; nil to use the table's `rowHeight`.
    let height: CGFloat?
  }

  var headerTitle: String?
  var footerTitle: String?
  var rows: [Row]
}

extension UITableView {
  /// The static section at `index`, when the storyboard gave the table static content.
  func staticSection(_ index: Int) -> StaticTableSection? {
    guard let sections = staticSections, sections.indices.contains(index) else { return nil }
    return sections[index]
  }

  /// The static row at `indexPath`, when the storyboard gave the table static content.
  func staticRow(at indexPath: IndexPath) -> StaticTableSection.Row? {
    guard let rows = staticSection(indexPath.section)?.rows, rows.indices.contains(indexPath.row) else { return nil }
    return rows[indexPath.row]
  }
}
