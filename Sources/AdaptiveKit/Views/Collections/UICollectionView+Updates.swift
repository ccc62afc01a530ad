import Foundation

/// Items and sections inserted, deleted, reloaded and moved in one group of updates: deletions,
/// reloads and move sources name the data before the update, insertions and move destinations
/// the data after it, as in UIKit.
struct CollectionUpdate {
  var insertedItems: [IndexPath] = []
  var deletedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
}

extension UICollectionView {
  /// Runs `updates` as one group and checks the data source against it (an empty group too),
  /// throwing UIKit's "Invalid update" message when the counts do not add up (the collection
  /// view then reloads). As UIKit does, the counts before the update are read when the group
  /// starts if they were never read, so data changed before the group is not seen as changed
  /// by it.
  public func validatedPerformBatchUpdates(_ updates: (() -> Void)?) throws(UICollectionViewError) {
    beginUpdateGroup()
    updates?()
    try endUpdateGroup()
  }

  func beginUpdateGroup() {
    if updateDepth == 0 { ensureData() }
    updateDepth += 1
  }

  func endUpdateGroup() throws(UICollectionViewError) {
    updateDepth = Swift.max(0, updateDepth - 1)
    guard updateDepth == 0 else { return }
    let update = pendingUpdate
    pendingUpdate = CollectionUpdate()
    guard let before = itemCounts else { return }
    do {
      try apply(update, before: before)
    } catch {
      // UIKit's exception leaves the collection view unusable; here it reloads and keeps going.
      reloadData()
      ensureData()
      throw error
    }
  }

  /// One change made outside `performBatchUpdates`: a group of its own, checked at once.
  func recordUpdate(_ change: (inout CollectionUpdate) -> Void) {
    beginUpdateGroup()
    change(&pendingUpdate)
    do { try endUpdateGroup() } catch { preconditionFailure(error.description) }
  }

  private func apply(_ update: CollectionUpdate, before: [Int]) throws(UICollectionViewError) {
    let source = dataSource
    let sectionsAfter = source.map { Swift.max(0, $0.numberOfSections(in: self)) } ?? 0
    let expectedSections = before.count + update.insertedSections.count - update.deletedSections.count
    guard sectionsAfter == expectedSections else {
      throw .invalidSectionCount(
        after: sectionsAfter, before: before.count, inserted: update.insertedSections.count,
        deleted: update.deletedSections.count)
    }
    func existedBefore(_ indexPath: IndexPath) -> Bool {
      before.indices.contains(indexPath.section) && (0..<before[indexPath.section]).contains(indexPath.item)
    }
    for indexPath in update.deletedItems + update.movedItems.map({ $0.from }) where !existedBefore(indexPath) {
      throw .deleteOutOfRange(indexPath, itemsBefore: before.indices.contains(indexPath.section) ? before[indexPath.section] : 0)
    }
    // Surviving sections, old index → new index.
    let survivors = before.indices.filter { !update.deletedSections.contains($0) }
    let newIndexes = (0..<sectionsAfter).filter { !update.insertedSections.contains($0) }
    var sectionMap: [Int: Int] = [:]
    for (old, new) in zip(survivors, newIndexes) { sectionMap[old] = new }
    let countsAfter = (0..<sectionsAfter).map { Swift.max(0, source?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
    for (old, new) in sectionMap.sorted(by: { $0.key < $1.key }) {
      let inserted = update.insertedItems.filter { $0.section == new }.count
      let deleted = update.deletedItems.filter { $0.section == old }.count
      let movedIn = update.movedItems.filter { $0.to.section == new && sectionMap[$0.from.section] != new }.count
      let movedOut = update.movedItems.filter { $0.from.section == old && $0.to.section != new }.count
      guard countsAfter[new] == before[old] + inserted - deleted + movedIn - movedOut else {
        throw .invalidItemCount(
          section: new, after: countsAfter[new], before: before[old], inserted: inserted, deleted: deleted, movedIn: movedIn,
          movedOut: movedOut)
      }
    }
    for indexPath in update.insertedItems + update.movedItems.map({ $0.to })
    where !(countsAfter.indices.contains(indexPath.section) && (0..<countsAfter[indexPath.section]).contains(indexPath.item)) {
      throw .insertOutOfRange(
        indexPath, itemsAfter: countsAfter.indices.contains(indexPath.section) ? countsAfter[indexPath.section] : 0)
    }
    selectedIndexPaths = remappedSelection(update, sectionMap: sectionMap)
    recycleAllViews()
    itemCounts = countsAfter
    collectionViewLayout.dataDidChange()
    collectionViewLayout.invalidateLayout()
  }

  /// Where each selected item went: moved items to their destination, the others past the
  /// insertions and move destinations before them; deleted items (and items of deleted
  /// sections) leave the selection.
  private func remappedSelection(_ update: CollectionUpdate, sectionMap: [Int: Int]) -> [IndexPath] {
    var result: [IndexPath] = []
    for selected in selectedIndexPaths {
      if let move = update.movedItems.first(where: { $0.from == selected }) {
        result.append(move.to)
        continue
      }
      guard let section = sectionMap[selected.section], !update.deletedItems.contains(selected) else { continue }
      let removed = (update.deletedItems + update.movedItems.map({ $0.from })).filter {
        $0.section == selected.section && $0.item < selected.item
      }
      var item = selected.item - removed.count
      let taken = (update.insertedItems + update.movedItems.map({ $0.to })).filter { $0.section == section }.map(\.item).sorted()
      for slot in taken where slot <= item { item += 1 }
      result.append(IndexPath(item: item, section: section))
    }
    var seen = Set<IndexPath>()
    return result.filter { seen.insert($0).inserted }
  }
}
