/// Where a table's sections, headers, rows and footers sit in its content, as prefix sums so that
/// finding the rows in a rectangle is a binary search: 10,000 rows cost arithmetic, not cells.
struct TableGeometry {
  struct Section {
    var top: CGFloat = 0
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var rowHeights: [CGFloat]
    /// Row tops relative to the first row, one more than rows (the last is the rows' total);
    /// entries after `firstStaleTop` wait for `settle()`.
    var rowTops: [CGFloat] = [0]
    /// The first entry of `rowTops` a height change left unsummed (`rowCount` when none is):
    /// a scroll step measures a dozen rows one after the other, and summing every row below each
    /// of them was quadratic in the rows (4 % of scrolling 10,000 rows).
    var firstStaleTop = 0

    var rowCount: Int { rowHeights.count }
    var rowsTop: CGFloat { top + headerHeight }
    var rowsHeight: CGFloat { rowTop(rowCount) }
    var bottom: CGFloat { rowsTop + rowsHeight + footerHeight }

    /// A row's top relative to the first row (`rowCount` for the rows' total): summed from the
    /// last settled top in the order `settle()` sums, so the value is the one it will store.
    func rowTop(_ row: Int) -> CGFloat {
      guard row > firstStaleTop else { return rowTops[row] }
      var y = rowTops[firstStaleTop]
      for index in firstStaleTop..<row { y += rowHeights[index] }
      return y
    }

    mutating func sumRows() {
      rowTops = [CGFloat](repeating: 0, count: rowHeights.count + 1)
      firstStaleTop = 0
      settle()
    }

    /// Marks the tops below a changed `row` for summing again; `settle()` sums them.
    mutating func rowHeightChanged(at row: Int) {
      guard rowTops.count == rowHeights.count + 1 else { return sumRows() }
      firstStaleTop = Swift.min(firstStaleTop, row)
    }

    /// Sums the tops a change left unsummed, in place and in row order.
    mutating func settle() {
      guard firstStaleTop < rowHeights.count else { return }
      var y = rowTops[firstStaleTop]
      for index in firstStaleTop..<rowHeights.count {
        rowTops[index] = y
        y += rowHeights[index]
      }
      rowTops[rowHeights.count] = y
      firstStaleTop = rowHeights.count
    }

    /// The rows whose extent meets `minY..<maxY` (content coordinates).
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
      guard rowCount > 0 else { return 0..<0 }
      let start = rowsTop
      // The first row whose bottom is below minY.
      var low = 0
      var high = rowCount
      while low < high {
        let mid = (low + high) / 2
        if start + rowTop(mid + 1) <= minY { low = mid + 1 } else { high = mid }
      }
      var end = low
      while end < rowCount, start + rowTop(end) < maxY { end += 1 }
      return low..<end
    }
  }

  var tableHeaderHeight: CGFloat
  var tableFooterHeight: CGFloat
  var sections: [Section]

  init(tableHeaderHeight: CGFloat, tableFooterHeight: CGFloat, sections: [Section]) {
    self.tableHeaderHeight = tableHeaderHeight
    self.tableFooterHeight = tableFooterHeight
    self.sections = sections
    for index in self.sections.indices { self.sections[index].sumRows() }
    stackSections()
  }

  /// Places sections one under the other after the table header.
  mutating func stackSections() {
    // The last section's bottom is not needed here: computing it would sum its unsettled rows.
    var y = tableHeaderHeight
    for index in sections.indices {
      sections[index].top = y
      if index < sections.count - 1 { y = sections[index].bottom }
    }
  }

  var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }
  var tableFooterTop: CGFloat { sections.last?.bottom ?? tableHeaderHeight }

  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
  }

  /// A row's rectangle before horizontal insets: only its top and height.
  func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
    let section = sections[indexPath.section]
    return (section.rowsTop + section.rowTop(indexPath.row), section.rowHeights[indexPath.row])
  }

  /// Changes one row's height and moves what follows (summed when `settle()` is called or,
  /// until then, as each query asks).
  mutating func setHeight(_ height: CGFloat, of indexPath: IndexPath) {
    guard sections[indexPath.section].rowHeights[indexPath.row] != height else { return }
    sections[indexPath.section].rowHeights[indexPath.row] = height
    sections[indexPath.section].rowHeightChanged(at: indexPath.row)
    stackSections()
  }

  /// Sums every section's row tops that height changes left unsummed.
  mutating func settle() {
    for index in sections.indices { sections[index].settle() }
  }

  /// The index paths of rows meeting `minY..<maxY`, in order.
  func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    for (index, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
      for row in section.rows(from: minY, to: maxY) { result.append(IndexPath(row: row, section: index)) }
    }
    return result
  }
}
