import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Collection view selection follows UIKit's rules and delegate callbacks")
struct CollectionSelectionTests {
  @Test("Selecting in code marks the cell and skips the delegate; single selection replaces")
  func programmaticSelection() throws {
    let source = RecordingCollectionSource([20])
    let collectionView = makeCollection(source)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    #expect(!source.log.contains { $0.hasPrefix("didSelect") })
    collectionView.deselectItem(at: IndexPath(item: 5, section: 0), animated: false)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    collectionView.selectItem(at: IndexPath(item: 50, section: 0), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == nil, "an item that does not exist is not selected")
  }

  @Test("A user's tap asks shouldSelect, deselects the previous item and tells didSelect")
  func userSelection() throws {
    let source = RecordingCollectionSource([20])
    let collectionView = makeCollection(source)
    source.log.removeAll()
    collectionView._selectItemAsUser(at: IndexPath(item: 1, section: 0))
    collectionView._selectItemAsUser(at: IndexPath(item: 3, section: 0))
    #expect(source.log == ["shouldSelect(0,1)", "didSelect(0,1)", "shouldSelect(0,3)", "didDeselect(0,1)", "didSelect(0,3)"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    source.allowsSelecting = false
    collectionView._selectItemAsUser(at: IndexPath(item: 4, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "shouldSelect refused")
  }

  @Test("Multiple selection keeps items selected; a second tap deselects; selection can be turned off")
  func multipleSelection() throws {
    let source = RecordingCollectionSource([20])
    let collectionView = makeCollection(source)
    collectionView.allowsMultipleSelection = true
    collectionView._selectItemAsUser(at: IndexPath(item: 1, section: 0))
    collectionView._selectItemAsUser(at: IndexPath(item: 2, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    collectionView._selectItemAsUser(at: IndexPath(item: 1, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(source.log.last == "didDeselect(0,1)")
    collectionView.allowsSelection = false
    collectionView._selectItemAsUser(at: IndexPath(item: 7, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test("A selected item's cell shows selected when it scrolls back in; a reused cell starts unselected")
  func selectionSurvivesReuse() throws {
    let source = RecordingCollectionSource([200])
    let collectionView = makeCollection(source, size: CGSize(width: 375, height: 300))
    collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    collectionView.scrollToItem(at: IndexPath(item: 120, section: 0), at: .top, animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
    collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .top)
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentOffset.y == 0)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
  }
}
