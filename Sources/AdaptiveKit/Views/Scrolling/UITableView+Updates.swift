/// Rows and sections inserted and deleted in one group of updates.
struct TableUpdate {
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()

}

extension UITableView {
  /// Runs `updates` as one group and checks the data source against it (an empty group too, as
  /// UIKit does: it re-reads the heights), throwing UIKit's "Invalid update" message when the
  /// counts do not add up (the table then reloads).
  public func validatedPerformBatchUpdates(_ updates: (() -> Void)?) throws(UITableViewError) {
    beginUpdates()
    updates?()
    try validatedEndUpdates()
  }

  /// Ends a group of updates begun with `beginUpdates()`, throwing UIKit's message on a mismatch.
  public func validatedEndUpdates() throws(UITableViewError) {
    updateDepth = Swift.max(0, updateDepth - 1)
    guard updateDepth == 0 else { return }
    let update = pendingUpdate
    pendingUpdate = TableUpdate()
    guard let before = geometry else {
      // Nothing was loaded yet: UIKit just loads the data.
      setNeedsLayout()
      return
    }
    do {
      try apply(update, before: before)
    } catch {
      // UIKit's exception leaves the table unusable; here it reloads and keeps going.
      reloadData()
      ensureGeometry()
      throw error
    }
  }

  func recordUpdate(_ change: (inout TableUpdate) -> Void) {
    beginUpdates()
    change(&pendingUpdate)
    endUpdates()
  }

  private func apply(_ update: TableUpdate, before: TableGeometry) throws(UITableViewError) {
    let beforeRows = before.sections.map(\.rowCount)
    let source = dataSource
    let sectionsAfter = source.map { Swift.max(0, $0.numberOfSections(in: self)) } ?? 0
    let expectedSections = beforeRows.count + update.insertedSections.count - update.deletedSections.count
    guard sectionsAfter == expectedSections else {
      throw .invalidSectionCount(
        after: sectionsAfter, before: beforeRows.count, inserted: update.insertedSections.count,
        deleted: update.deletedSections.count)
    }
    for indexPath in update.deletedRows
    where !(beforeRows.indices.contains(indexPath.section) && (0..<beforeRows[indexPath.section]).contains(indexPath.row)) {
      throw .deleteOutOfRange(indexPath, rowsBefore: beforeRows.indices.contains(indexPath.section) ? beforeRows[indexPath.section] : 0)
    }
    // Surviving sections, old index → new index.
    let survivors = beforeRows.indices.filter { !update.deletedSections.contains($0) }
    let newIndexes = (0..<sectionsAfter).filter { !update.insertedSections.contains($0) }
    var sectionMap: [Int: Int] = [:]
    for (old, new) in zip(survivors, newIndexes) { sectionMap[old] = new }
    var rowsAfter: [Int: Int] = [:]
    for (old, new) in sectionMap.sorted(by: { $0.key < $1.key }) {
      let after = Swift.max(0, source?.tableView(self, numberOfRowsInSection: new) ?? 0)
      rowsAfter[new] = after
      let inserted = update.insertedRows.filter { $0.section == new }.count
      let deleted = update.deletedRows.filter { $0.section == old }.count
      guard after == beforeRows[old] + inserted - deleted else {
        throw .invalidRowCount(section: new, after: after, before: beforeRows[old], inserted: inserted, deleted: deleted)
      }
    }
    for indexPath in update.insertedRows where !update.insertedSections.contains(indexPath.section) {
      let after = rowsAfter[indexPath.section] ?? 0
      guard (0..<after).contains(indexPath.row) else { throw .insertOutOfRange(indexPath, rowsAfter: after) }
    }
    remapSelection(update, sectionMap: sectionMap)
    recycleAllCells()
    measuredRowHeights.removeAll()
    geometry = nil
    setNeedsLayout()
  }

  /// Keeps selected rows selected where they moved; selected rows that were deleted are dropped.
  private func remapSelection(_ update: TableUpdate, sectionMap: [Int: Int]) {
    selectedIndexPaths = selectedIndexPaths.compactMap { selected in
      guard let section = sectionMap[selected.section], !update.deletedRows.contains(selected) else { return nil }
      var row = selected.row - update.deletedRows.filter { $0.section == selected.section && $0.row < selected.row }.count
      for inserted in update.insertedRows.filter({ $0.section == section }).map(\.row).sorted() where inserted <= row {
        row += 1
      }
      return IndexPath(row: row, section: section)
    }
  }
}
