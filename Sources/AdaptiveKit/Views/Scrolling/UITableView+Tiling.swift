extension UITableView {
  // MARK: Geometry

  /// Builds the geometry from the data source when it is missing.
  func ensureGeometry() {
    guard geometry == nil else { return }
    geometry = buildGeometry()
    if !isTiling { updateContentSize() }
  }

  /// Drops the geometry (heights changed); the next layout rebuilds it and re-tiles.
  func invalidateGeometry() {
    geometry = nil
    setNeedsLayout()
  }

  private func buildGeometry() -> TableGeometry {
    let source = dataSource
    let sectionCount = source.map { Swift.max(0, $0.numberOfSections(in: self)) } ?? 0
    var sections: [TableGeometry.Section] = []
    sections.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let rows = Swift.max(0, source?.tableView(self, numberOfRowsInSection: section) ?? 0)
      var heights = [CGFloat](repeating: 0, count: rows)
      for row in 0..<rows { heights[row] = currentHeight(of: IndexPath(row: row, section: section)) }
      sections.append(
        TableGeometry.Section(
          headerHeight: headerHeight(section), footerHeight: footerHeight(section), rowHeights: heights))
    }
    return TableGeometry(
      tableHeaderHeight: tableHeaderView?.frame.height ?? 0, tableFooterHeight: tableFooterView?.frame.height ?? 0,
      sections: sections)
  }

  /// Whether a row sizes itself (its height is `automaticDimension`).
  func rowIsSelfSizing(_ indexPath: IndexPath) -> Bool {
    (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) < 0
  }

  /// A row's height now: the delegate's or `rowHeight`; for self-sizing rows the measured height,
  /// else the estimate (`estimatedRowHeight`, 44 when automatic or 0).
  private func currentHeight(of indexPath: IndexPath) -> CGFloat {
    let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if height >= 0 { return height }
    if let measured = measuredRowHeights[indexPath] { return measured }
    let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate > 0 ? estimate : TableCellMetrics.defaultRowHeight
  }

  private func headerHeight(_ section: Int) -> CGFloat {
    let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    if height >= 0 { return height }
    let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
    let custom = tableDelegate?.tableView(self, viewForHeaderInSection: section)
    return automaticSupplementaryHeight(titled: titled, custom: custom, isHeader: true, section: section)
  }

  private func footerHeight(_ section: Int) -> CGFloat {
    let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    if height >= 0 { return height }
    let titled = dataSource?.tableView(self, titleForFooterInSection: section) != nil
    let custom = tableDelegate?.tableView(self, viewForFooterInSection: section)
    return automaticSupplementaryHeight(titled: titled, custom: custom, isHeader: false, section: section)
  }

  /// Automatic header and footer heights: a custom view's fitting height; a title's standard
  /// height; nothing in plain tables, the grouped spacing (twice above the first section) otherwise.
  private func automaticSupplementaryHeight(titled: Bool, custom: UIView?, isHeader: Bool, section: Int) -> CGFloat {
    if let custom {
      let fitted = custom.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      return fitted.height > 0 ? fitted.height : custom.frame.height
    }
    if style == .plain { return titled ? TableCellMetrics.plainTitledHeaderHeight : 0 }
    let base = titled ? TableCellMetrics.groupedTitledHeaderHeight : TableCellMetrics.groupedSpacing
    return isHeader && section == 0 && !titled ? base + TableCellMetrics.groupedSpacing : base
  }

  /// The height of the line between rows: one pixel, or nothing without separators.
  var separatorHeight: CGFloat { separatorStyle == .none ? 0 : 1 / pixelScale }

  func updateContentSize() {
    geometry?.settle()
    guard let geometry else { return }
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
  }

  // MARK: Tiling

  /// Gives every row in the visible rectangle a cell (measuring self-sizing rows as they appear,
  /// which moves the rows after them), recycles the others, and places headers and footers.
  func tile() {
    guard tilesRows, !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    ensureGeometry()
    updateContentSize()
    var cellsChanged = false
    for _ in 0..<8 {
      // No copy of the geometry held across the loop: measuring changes it in place.
      guard let visible = geometry?.indexPaths(from: bounds.minY, to: bounds.maxY) else { break }
      let wanted = Set(visible)
      for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
        visibleCellsByIndexPath[indexPath] = nil
        recycle(cell, at: indexPath)
        cellsChanged = true
      }
      var heightChanged = false
      for indexPath in visible {
        let cell: UITableViewCell
        var isNew = false
        if let shown = visibleCellsByIndexPath[indexPath] {
          cell = shown
        } else {
          guard let made = makeCell(for: indexPath) else { continue }
          cell = made
          isNew = true
          cellsChanged = true
          visibleCellsByIndexPath[indexPath] = cell
          // In the table before measuring, so the cell measures with the table's traits.
          if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        // New rows, and shown rows whose measurement was dropped (the width changed).
        if rowIsSelfSizing(indexPath), measuredRowHeights[indexPath] == nil {
          let height = CellSizing.rowHeight(of: cell, width: rectForRow(at: indexPath).width, table: self)
          measuredRowHeights[indexPath] = height
          if self.geometry?.rowSpan(indexPath).height != height {
            self.geometry?.setHeight(height, of: indexPath)
            heightChanged = true
            cellsChanged = true
          }
        }
        guard isNew else { continue }
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
      if !heightChanged { break }
      updateContentSize()
    }
    updateContentSize()
    for (indexPath, cell) in visibleCellsByIndexPath {
      let rect = rectForRow(at: indexPath)
      if cell.frame != rect {
        if cell.frame.size != rect.size { cellsChanged = true }
        cell.frame = rect
      }
      cell.layoutContentView()
    }
    placeTableHeaderAndFooter()
    placeSectionSupplementaryViews()
    // Cells with constraints joined the hierarchy (or changed size): solve them now, as UIKit
    // lays cells out before they are shown.
    if cellsChanged, visibleCellsByIndexPath.values.contains(where: { CellSizing.hasConstraints($0.contentView) }) {
      let root = hierarchyRoot
      root.needsConstraintSolve = true
      root.solveConstraintsIfNeeded()
    }
  }

  private func makeCell(for indexPath: IndexPath) -> UITableViewCell? {
    guard let source = dataSource else { return nil }
    let cell = source.tableView(self, cellForRowAt: indexPath)
    let rect = rectForRow(at: indexPath)
    cell.separatorHeight = separatorHeight
    cell.frame = rect
    cell.setEditing(isEditing, animated: false)
    cell.layoutContentView()
    return cell
  }

  /// Takes a cell off screen and queues it for reuse under its identifier.
  func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
  }

  func recycleAllCells() {
    let cells = visibleCellsByIndexPath
    visibleCellsByIndexPath.removeAll()
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) { recycle(cell, at: indexPath) }
  }

  /// A queued cell (prepared for reuse), else a new one from the registration.
  func dequeueCell(_ identifier: String) -> UITableViewCell? {
    if var queue = reusableCells[identifier], !queue.isEmpty {
      let cell = queue.removeLast()
      reusableCells[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    switch registrations[identifier] {
    case .cellClass(let type):
      return type.init(style: .default, reuseIdentifier: identifier)
    case .nib(let nib):
      let objects = (try? nib.loadObjects(withOwner: nil, options: nil)) ?? []
      return objects.lazy.compactMap { $0 as? UITableViewCell }.first
    case .prototype(let make):
      return make()
    case nil:
      return nil
    }
  }

  private func placeTableHeaderAndFooter() {
    guard let geometry else { return }
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: geometry.tableFooterTop, width: bounds.width, height: geometry.tableFooterHeight)
    }
  }

  /// Headers and footers of the visible sections: the delegate's views, else title views.
  private func placeSectionSupplementaryViews() {
    guard let geometry else { return }
    var shownHeaders = Set<Int>()
    var shownFooters = Set<Int>()
    for (index, section) in geometry.sections.enumerated() where section.bottom > bounds.minY && section.top < bounds.maxY {
      if section.headerHeight > 0, let view = supplementaryView(header: true, section: index) {
        view.frame = rectForHeader(inSection: index)
        shownHeaders.insert(index)
      }
      if section.footerHeight > 0, let view = supplementaryView(header: false, section: index) {
        view.frame = rectForFooter(inSection: index)
        shownFooters.insert(index)
      }
    }
    for (index, view) in visibleHeaderViews where !shownHeaders.contains(index) {
      view.removeFromSuperview()
      visibleHeaderViews[index] = nil
    }
    for (index, view) in visibleFooterViews where !shownFooters.contains(index) {
      view.removeFromSuperview()
      visibleFooterViews[index] = nil
    }
  }

  private func supplementaryView(header: Bool, section: Int) -> UIView? {
    if let existing = header ? visibleHeaderViews[section] : visibleFooterViews[section] { return existing }
    var view = header
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
    if view == nil {
      let title = header
        ? dataSource?.tableView(self, titleForHeaderInSection: section)
        : dataSource?.tableView(self, titleForFooterInSection: section)
      if let title {
        let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
        titled.configureAsTitle(title, isHeader: header, tableStyle: style)
        view = titled
      }
    }
    guard let view else { return nil }
    if header { visibleHeaderViews[section] = view } else { visibleFooterViews[section] = view }
    if header {
      tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    } else {
      tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    }
    addSubview(view)
    return view
  }
}
