import AdaptiveKit
import Foundation
import Testing

/// How a compositional layout's groups size and place their items, from UIKit's documentation of
/// `NSCollectionLayoutDimension`, `NSCollectionLayoutGroup`, `NSCollectionLayoutSpacing` and
/// `NSCollectionLayoutItem.contentInsets`/`edgeSpacing`.
@MainActor
@Suite("Compositional groups size and place their items as UIKit documents")
struct CompositionalGroupTests {
  @Test("Fractional sizes resolve against the group; a group repeats its subitems while they fit")
  func fractionalGridRepeatsSubitems() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([6]), layout: compositionalLayout(group))
    #expect(
      itemFrames(collectionView, 6) == [
        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
        CGRect(x: 200, y: 0, width: 100, height: 100), CGRect(x: 300, y: 0, width: 100, height: 100),
        CGRect(x: 0, y: 100, width: 100, height: 100), CGRect(x: 100, y: 100, width: 100, height: 100),
      ])
    #expect(itemFrame(collectionView, 6) == nil, "no seventh item")
    #expect(collectionView.contentSize == CGSize(width: 400, height: 200), "the last group keeps its full height")
  }

  @Test("Three thirds fit one group although the fractions do not sum to exactly one")
  func thirdsFit() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([4]), layout: compositionalLayout(group))
    let third = try #require(itemFrame(collectionView, 2))
    #expect(third.minY == 0)
    #expect(abs(third.minX - 800.0 / 3.0) < 0.001)
    #expect(itemFrame(collectionView, 3)?.origin == CGPoint(x: 0, y: 50))
  }

  @Test("A repeated subitem's copies share the group's width less the fixed spacing; its own width is ignored")
  func repeatingSubitemCount() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(10), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 4)
    group.interItemSpacing = .fixed(8)
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([5]), layout: compositionalLayout(group))
    // (400 − 3 × 8) / 4 = 94.
    #expect(itemFrames(collectionView, 4).map { $0?.minX } == [0, 102, 204, 306])
    #expect(itemFrame(collectionView, 0)?.size == CGSize(width: 94, height: 50))
    #expect(itemFrame(collectionView, 4)?.origin == CGPoint(x: 0, y: 50))
  }

  @Test("The name before iOS 16, subitem:count:, is the same group")
  func subitemCountAlias() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(90)), subitem: item, count: 3)
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([4]), layout: compositionalLayout(group))
    #expect(itemFrames(collectionView, 4) == [
      CGRect(x: 0, y: 0, width: 200, height: 30), CGRect(x: 0, y: 30, width: 200, height: 30),
      CGRect(x: 0, y: 60, width: 200, height: 30), CGRect(x: 0, y: 90, width: 200, height: 30),
    ])
  }

  @Test("Fixed spacing packs items at the leading edge; flexible spacing spreads them over the group")
  func fixedAndFlexibleSpacing() throws {
    func frames(_ spacing: NSCollectionLayoutSpacing) -> [CGFloat?] {
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(85), .absolute(40)))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
      group.interItemSpacing = spacing
      let collectionView = makeCompositionalCollection(RecordingCollectionSource([5]), layout: compositionalLayout(group))
      return itemFrames(collectionView, 5).map { $0?.minX }
    }
    // 4 × 85 + 3 × 10 = 370 fits in 400, a fifth does not.
    #expect(frames(.fixed(10)) == [0, 95, 190, 285, 0])
    // The 30 points left widen each of the three gaps by 10.
    #expect(frames(.flexible(10)) == [0, 105, 210, 315, 0])
  }

  @Test("Content insets shrink the cell inside its space, except along an estimated dimension")
  func contentInsets() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([2]), layout: compositionalLayout(group))
    #expect(itemFrames(collectionView, 2) == [CGRect(x: 5, y: 5, width: 190, height: 90), CGRect(x: 205, y: 5, width: 190, height: 90)])

    let estimated = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    estimated.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [estimated])
    let list = makeCompositionalCollection(RecordingCollectionSource([2]), layout: compositionalLayout(row))
    #expect(itemFrames(list, 2) == [CGRect(x: 8, y: 0, width: 384, height: 44), CGRect(x: 8, y: 44, width: 384, height: 44)])
  }

  @Test("Edge spacing moves an item from its neighbours and takes room in the group")
  func edgeSpacing() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(50)))
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(20), top: .fixed(10), trailing: nil, bottom: nil)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [item])
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([4]), layout: compositionalLayout(group))
    // Each item takes 120 points: three fit in 400.
    #expect(itemFrames(collectionView, 4).map { $0?.origin } == [
      CGPoint(x: 20, y: 10), CGPoint(x: 140, y: 10), CGPoint(x: 260, y: 10), CGPoint(x: 20, y: 70),
    ])
  }

  @Test("A nested group's items resolve fractions against the nested group")
  func nestedGroups() throws {
    let large = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([5]), layout: compositionalLayout(group))
    #expect(itemFrames(collectionView, 5) == [
      CGRect(x: 0, y: 0, width: 200, height: 200), CGRect(x: 200, y: 0, width: 200, height: 100),
      CGRect(x: 200, y: 100, width: 200, height: 100), CGRect(x: 0, y: 200, width: 200, height: 200),
      CGRect(x: 200, y: 200, width: 200, height: 100),
    ])
    #expect(collectionView.contentSize.height == 400)
  }

  @Test("Items of no width hold one item a group instead of repeating without end")
  func zeroWidthItemsEnd() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(0), .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([3]), layout: compositionalLayout(group))
    #expect(itemFrames(collectionView, 3).map { $0?.minY } == [0, 50, 100])
  }
}
