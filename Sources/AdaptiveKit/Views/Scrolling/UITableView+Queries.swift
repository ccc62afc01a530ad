extension UITableView {
  /// The number of sections the data source reported.
  public var numberOfSections: Int {
    ensureGeometry()
    return geometry?.sections.count ?? 0
  }

  /// The number of rows in a section (0 for a section that does not exist).
  public func numberOfRows(inSection section: Int) -> Int {
    ensureGeometry()
    guard let geometry, geometry.sections.indices.contains(section) else { return 0 }
    return geometry.sections[section].rowCount
  }

  /// A section's rectangle (header, rows and footer) in the table's content.
  public func rect(forSection section: Int) -> CGRect {
    ensureGeometry()
    guard let geometry, geometry.sections.indices.contains(section) else { return .zero }
    let s = geometry.sections[section]
    return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
  }

  /// A row's rectangle in the table's content (`.zero` for a row that does not exist).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    ensureGeometry()
    guard let geometry, geometry.contains(indexPath) else { return .zero }
    let span = geometry.rowSpan(indexPath)
    let inset = sectionInsetX
    return CGRect(x: inset, y: span.top, width: Swift.max(0, bounds.width - 2 * inset), height: span.height)
  }

  /// A section header's rectangle.
  public func rectForHeader(inSection section: Int) -> CGRect {
    ensureGeometry()
    guard let geometry, geometry.sections.indices.contains(section) else { return .zero }
    let s = geometry.sections[section]
    return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
  }

  /// A section footer's rectangle.
  public func rectForFooter(inSection section: Int) -> CGRect {
    ensureGeometry()
    guard let geometry, geometry.sections.indices.contains(section) else { return .zero }
    let s = geometry.sections[section]
    return CGRect(x: 0, y: s.rowsTop + s.rowsHeight, width: bounds.width, height: s.footerHeight)
  }

  /// The row at a point of the table's content, if any.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    ensureGeometry()
    return geometry?.indexPaths(from: point.y, to: point.y + 0.001).first { rectForRow(at: $0).contains(point) }
  }

  /// The rows meeting a rectangle of the table's content.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    ensureGeometry()
    return geometry?.indexPaths(from: rect.minY, to: rect.maxY)
  }

  /// The cell shown for a row; nil when the row is not visible.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The row a visible cell shows.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The visible cells, in row order.
  public var visibleCells: [UITableViewCell] {
    visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The rows that have cells on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visibleCellsByIndexPath.keys.sorted()
  }

  /// The selected row (the first selected, in selection order).
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

  /// The selected rows; nil when none is selected.
  public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

  /// The header view shown for a section.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaderViews[section] as? UITableViewHeaderFooterView
  }

  /// The footer view shown for a section.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleFooterViews[section] as? UITableViewHeaderFooterView
  }

  /// A cell for a row: dequeued, or created from its registration; throws UIKit's message when
  /// nothing is registered for the identifier.
  public func validatedDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    throws(UITableViewError) -> UITableViewCell
  {
    guard let cell = dequeueCell(identifier) else { throw .unregisteredIdentifier(identifier) }
    ensureGeometry()
    if let geometry, geometry.contains(indexPath) {
      let rect = rectForRow(at: indexPath)
      cell.frame = CGRect(origin: cell.frame.origin, size: rect.size)
    } else {
      cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: bounds.width, height: cell.frame.height))
    }
    return cell
  }

  /// The content's leading margin: 20 in regular width or on wide screens, else 16.
  var contentSideMargin: CGFloat { TableCellMetrics.sideMargin(width: bounds.width, traits: traitCollection) }

  /// The side inset of inset-grouped sections (0 for the other styles).
  var sectionInsetX: CGFloat {
    style == .insetGrouped ? TableCellMetrics.insetGroupedMargin(width: bounds.width) : 0
  }

  /// The offset that puts `rect` at a scroll position, within the scrollable range.
  func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
    let inset = adjustedContentInset
    let visible = bounds.height - inset.top - inset.bottom
    var offset = contentOffset
    switch position {
    case .none: return ScrollGeometry.offset(showing: rect, in: self)
    case .top: offset.y = rect.minY - inset.top
    case .middle: offset.y = rect.midY - inset.top - visible / 2
    case .bottom: offset.y = rect.maxY - inset.top - visible
    }
    return ScrollGeometry.clamped(offset, in: self)
  }
}
