/// Where a table's sections, headers, rows and footers sit in its content, as prefix sums so that
/// finding the rows in a rectangle is a binary search: 10,000 rows cost arithmetic, not cells.
struct TableGeometry {
  struct Section {
    var top: CGFloat = 0
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var rowHeights: [CGFloat]
    /// Row tops relative to the first row, one more than rows (the last is the rows' total).
    var rowTops: [CGFloat] = [0]

    var rowCount: Int { rowHeights.count }
    var rowsTop: CGFloat { top + headerHeight }
    var rowsHeight: CGFloat { rowTops[rowTops.count - 1] }
    var bottom: CGFloat { rowsTop + rowsHeight + footerHeight }

    mutating func sumRows() {
      rowTops = [CGFloat](repeating: 0, count: rowHeights.count + 1)
      sumRows(from: 0)
    }

    /// `sumRows()` for a change at `row`: the tops above it stand, the ones below are summed
    /// again in place in the same order (the same values). Scrolling a 10,000-row table measures
    /// every row once, and summing them all again each time was quadratic.
    mutating func sumRows(from row: Int) {
      guard rowTops.count == rowHeights.count + 1 else { return sumRows() }
      var y = rowTops[row]
      for index in row..<rowHeights.count {
        rowTops[index] = y
        y += rowHeights[index]
      }
      rowTops[rowHeights.count] = y
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
        if start + rowTops[mid + 1] <= minY { low = mid + 1 } else { high = mid }
      }
      var end = low
      while end < rowCount, start + rowTops[end] < maxY { end += 1 }
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
    var y = tableHeaderHeight
    for index in sections.indices {
      sections[index].top = y
      y = sections[index].bottom
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
    return (section.rowsTop + section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
  }

  /// Changes one row's height and moves what follows.
  mutating func setHeight(_ height: CGFloat, of indexPath: IndexPath) {
    guard sections[indexPath.section].rowHeights[indexPath.row] != height else { return }
    sections[indexPath.section].rowHeights[indexPath.row] = height
    sections[indexPath.section].sumRows(from: indexPath.row)
    stackSections()
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
