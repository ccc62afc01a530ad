import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Collection cells tile the visible rectangle and are reused while scrolling")
struct CollectionTilingTests {
  /// 100 items of 100 × 100 in a 320 × 480 view: three a line, lines 110 points apart.
  func grid() -> (UICollectionView, RecordingCollectionSource) {
    let source = RecordingCollectionSource([100])
    let collectionView = makeCollection(source, size: CGSize(width: 320, height: 480)) {
      $0.itemSize = CGSize(width: 100, height: 100)
    }
    return (collectionView, source)
  }

  @Test("Only the items meeting the visible rectangle have cells, placed by the layout")
  func onlyVisibleItems() throws {
    let (collectionView, source) = grid()
    #expect(collectionView.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
    #expect(source.cellsAsked == 15)
    #expect(collectionView.contentSize == CGSize(width: 320, height: 100 * 34 + 10 * 33))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? NumberCell)
    #expect(cell.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(cell.label.text == "0.4")
    #expect(cell.reuseIdentifier == "Number")
    #expect(collectionView.indexPath(for: cell) == IndexPath(item: 4, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 105, y: 150)) == nil, "between items")
  }

  @Test("Cells that scroll away are prepared for reuse and show the items that scroll in")
  func reuseWhileScrolling() throws {
    let (collectionView, source) = grid()
    let madeBefore = NumberCell.made
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell)
    collectionView.contentOffset = CGPoint(x: 0, y: 550)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems == (15..<30).map { IndexPath(item: $0, section: 0) })
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(NumberCell.made == madeBefore, "every new item reused a cell")
    let cells = collectionView.visibleCells.compactMap { $0 as? NumberCell }
    #expect(cells.contains { $0 === first })
    #expect(cells.allSatisfy { $0.preparedForReuse == 1 })
    #expect(source.cellsAsked == 30)
    #expect(collectionView.cellForItem(at: IndexPath(item: 15, section: 0))?.frame.minY == 550)
    #expect((collectionView.cellForItem(at: IndexPath(item: 15, section: 0)) as? NumberCell)?.label.text == "0.15")
  }

  @Test("Scrolling to an item puts it where asked, within the scrollable range")
  func scrollToItem() throws {
    // The data source is held weakly: keep it for the whole test.
    let (collectionView, source) = grid()
    defer { withExtendedLifetime(source) {} }
    collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 1100)
    collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: true)
    #expect(collectionView.contentOffset.y == 910, "its middle, 1150, at the middle of the 480-point height")
    collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == collectionView.contentSize.height - 480, "clamped at the bottom")
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
    #expect(throws: UICollectionViewError.scrollToInvalidIndexPath(IndexPath(item: 100, section: 0))) {
      try collectionView.validatedScrollToItem(at: IndexPath(item: 100, section: 0), at: [], animated: false)
    }
  }

  @Test("Reloading asks the data source again")
  func reload() throws {
    let (collectionView, source) = grid()
    source.counts = [2]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.visibleCells.count == 2)
    #expect(collectionView.contentSize.height == 100)
  }
}
