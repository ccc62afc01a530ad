import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Collection view batch updates are checked against the data source with UIKit's messages")
struct CollectionBatchUpdateTests {
  @Test("Insertions, deletions and section insertions that match the data source update the view")
  func consistentUpdates() throws {
    let source = RecordingCollectionSource([3])
    let collectionView = makeCollection(source)
    source.counts[0] = 4
    try collectionView.validatedPerformBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 1, section: 0)]) }
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(collectionView.visibleCells.count == 4)
    source.counts = [3, 2]
    var completed = false
    collectionView.performBatchUpdates({
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      collectionView.insertSections(IndexSet(integer: 1))
    }, completion: { completed = $0 })
    #expect(completed)
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfSections == 2)
    #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? NumberCell)?.label.text == "1.1")
  }

  @Test("Moves between sections count as moved in and out")
  func moves() throws {
    let source = RecordingCollectionSource([3, 3])
    let collectionView = makeCollection(source)
    collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    source.counts = [2, 4]
    try collectionView.validatedPerformBatchUpdates {
      collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
    }
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)], "the selection moved with the item")
    source.counts = [2, 4]
    #expect(throws: UICollectionViewError.invalidItemCount(section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1)) {
      try collectionView.validatedPerformBatchUpdates {
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
      }
    }
  }

  @Test("An item count that does not add up throws UIKit's invalid-update message")
  func invalidItemCount() {
    let source = RecordingCollectionSource([4])
    let collectionView = makeCollection(source)
    source.counts[0] = 5
    let expected = UICollectionViewError.invalidItemCount(
      section: 0, after: 5, before: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    #expect(throws: expected, "even an empty batch checks the counts") { try collectionView.validatedPerformBatchUpdates(nil) }
    #expect(collectionView.numberOfItems(inSection: 0) == 5, "after a failed update the view reloads")
    #expect(expected.description
      == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test("Section counts and out-of-range items are refused too")
  func invalidSectionsAndItems() {
    let source = RecordingCollectionSource([2, 2])
    let collectionView = makeCollection(source)
    source.counts.removeLast()
    #expect(throws: UICollectionViewError.invalidSectionCount(after: 1, before: 2, inserted: 1, deleted: 0)) {
      try collectionView.validatedPerformBatchUpdates { collectionView.insertSections(IndexSet(integer: 0)) }
    }
    #expect(throws: UICollectionViewError.deleteOutOfRange(IndexPath(item: 7, section: 0), itemsBefore: 2)) {
      try collectionView.validatedPerformBatchUpdates { collectionView.deleteItems(at: [IndexPath(item: 7, section: 0)]) }
    }
    source.counts = [3]
    #expect(throws: UICollectionViewError.insertOutOfRange(IndexPath(item: 5, section: 0), itemsAfter: 3)) {
      try collectionView.validatedPerformBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 5, section: 0)]) }
    }
    #expect(UICollectionViewError.invalidSectionCount(after: 1, before: 2, inserted: 1, deleted: 0).description
      == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
  }

  @Test("Selected items follow insertions and leave with deletions")
  func selectionFollowsUpdates() throws {
    let source = RecordingCollectionSource([5])
    let collectionView = makeCollection(source)
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    try collectionView.validatedPerformBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)])
    }
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }
}
