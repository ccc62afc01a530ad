import AdaptiveKit
import Foundation
import Testing

/// Cells are made for items that cover part of the visible area. An item that only touches its
/// edge — a row starting exactly at the bottom of the view, or ending exactly at its top — shows
/// nothing and gets no cell, as rows that touch a table view's edge get none.
@MainActor
@Suite("Items that only touch the visible area's edge get no cell")
struct CollectionEdgeTilingTests {
  private func flowCollection(height: CGFloat) -> (UICollectionView, RecordingCollectionSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let source = RecordingCollectionSource([40])
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: height), collectionViewLayout: layout)
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Number")
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return (collectionView, source)
  }

  @Test("A view exactly eight rows tall shows eight rows; one point taller shows the ninth")
  func rowAtTheBottomEdge() {
    let (exact, source) = flowCollection(height: 800)
    #expect(exact.visibleCells.count == 16)
    #expect(source.cellsAsked == 16)
    #expect(exact.cellForItem(at: IndexPath(item: 16, section: 0)) == nil)
    let (taller, _) = flowCollection(height: 801)
    #expect(taller.visibleCells.count == 18)
  }

  @Test("Scrolled by whole rows, the row ending at the top edge leaves")
  func rowAtTheTopEdge() {
    let (collectionView, source) = flowCollection(height: 400)
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    collectionView.layoutIfNeeded()
    let items = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
    #expect(items == Array(4..<12))
    #expect(source.cellsAsked == 8 + 4, "rows 4 and 5 came into view; row 1, ending at the top edge, left")
  }
}
