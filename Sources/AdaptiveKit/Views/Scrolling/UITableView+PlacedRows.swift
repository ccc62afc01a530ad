extension UITableView: ScrollingContentView {
  /// Shows `cells`, already in the table where their builder placed them, as the table's rows:
  /// `visibleCells`, `cellForRow(at:)` and `indexPath(for:)` answer with them, and the table
  /// tiles no rows of its own from then on (Interface Builder's canvas places each row where the
  /// Xcode that saved the document drew it). The data source, if any, still answers the counts.
  package func showPlacedCells(_ cells: [IndexPath: UITableViewCell]) {
    tilesRows = false
    visibleCellsByIndexPath = cells
  }
}
