import AdaptiveKit
import Foundation
import Testing

/// How a flow layout fills and aligns lines (the sources are noted at `FlowLayoutGeometry`).
@MainActor
@Suite("Flow layout fills lines and spreads them as UIKit does")
struct FlowLayoutLineTests {
  @Test("A line takes as many items as fit; full lines are justified, the last keeps their columns")
  func justifiedLinesAndGridLastLine() throws {
    let collectionView = makeCollection(RecordingCollectionSource([8]))
    // 6 × 50 + 5 × 10 = 350 fits in 375, a seventh does not: the 75 points left give 15 between items.
    let firstLine = (0..<6).compactMap { itemFrame(collectionView, $0) }
    #expect(firstLine.map(\.minX) == [0, 65, 130, 195, 260, 325])
    #expect(firstLine.allSatisfy { $0.minY == 0 && $0.size == CGSize(width: 50, height: 50) })
    // The last line's two items stay in the first two columns.
    #expect(itemFrame(collectionView, 6) == CGRect(x: 0, y: 60, width: 50, height: 50))
    #expect(itemFrame(collectionView, 7) == CGRect(x: 65, y: 60, width: 50, height: 50))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 110))
  }

  @Test("An item alone on a line followed by others is centred; alone on the last line it starts at the inset")
  func loneItems() throws {
    let source = RecordingCollectionSource([3])
    source.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: 100, height: 50),
      IndexPath(item: 1, section: 0): CGSize(width: 300, height: 50),
      IndexPath(item: 2, section: 0): CGSize(width: 120, height: 40),
    ]
    let collectionView = makeCollection(source)
    #expect(itemFrame(collectionView, 0) == CGRect(x: 137.5, y: 0, width: 100, height: 50))
    #expect(itemFrame(collectionView, 1) == CGRect(x: 37.5, y: 60, width: 300, height: 50))
    #expect(itemFrame(collectionView, 2) == CGRect(x: 0, y: 120, width: 120, height: 40))
  }

  @Test("A last line of items of different sizes starts at the inset with the minimum spacing")
  func mixedLastLine() throws {
    let source = RecordingCollectionSource([3])
    source.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: 200, height: 50),
      IndexPath(item: 1, section: 0): CGSize(width: 200, height: 50),
      IndexPath(item: 2, section: 0): CGSize(width: 100, height: 50),
    ]
    let collectionView = makeCollection(source)
    #expect(itemFrame(collectionView, 0)?.minX == 87.5, "alone on a full line: centred")
    #expect(itemFrame(collectionView, 1)?.origin == CGPoint(x: 0, y: 60))
    #expect(itemFrame(collectionView, 2)?.origin == CGPoint(x: 210, y: 60))
  }

  @Test("Items of one size too wide for two a line are centred on every line, the last too")
  func uniformLoneItemsCentred() throws {
    let collectionView = makeCollection(RecordingCollectionSource([3])) { $0.itemSize = CGSize(width: 200, height: 50) }
    #expect((0..<3).compactMap { itemFrame(collectionView, $0)?.minX } == [87.5, 87.5, 87.5])
    #expect(itemFrame(collectionView, 2)?.minY == 120)
  }

  @Test("A line is as tall as its tallest item and centres the others across it")
  func itemsCentredInTheirLine() throws {
    let source = RecordingCollectionSource([4])
    source.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: 50, height: 50),
      IndexPath(item: 1, section: 0): CGSize(width: 50, height: 80),
      IndexPath(item: 2, section: 0): CGSize(width: 50, height: 30),
      IndexPath(item: 3, section: 0): CGSize(width: 300, height: 20),
    ]
    let collectionView = makeCollection(source)
    #expect((0..<3).compactMap { itemFrame(collectionView, $0)?.minY } == [15, 0, 25])
    // 50 + 50 + 50 + 300 and three gaps of 10 overflow 375: the wide item opens the next line,
    // 80 + 10 below.
    #expect(itemFrame(collectionView, 3)?.minY == 90)
    #expect((0..<3).compactMap { itemFrame(collectionView, $0)?.minX } == [0, 162.5, 325], "a full line is justified")
  }

  @Test("Scrolling horizontally, lines are columns filled down the height")
  func horizontalScrolling() throws {
    let collectionView = makeCollection(RecordingCollectionSource([7]), size: CGSize(width: 300, height: 200)) {
      $0.scrollDirection = .horizontal
    }
    // Three 50-point items fit down 200 points (170 with the spacing): 25 between them.
    #expect((0..<3).compactMap { itemFrame(collectionView, $0) } == [
      CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 75, width: 50, height: 50),
      CGRect(x: 0, y: 150, width: 50, height: 50),
    ])
    #expect(itemFrame(collectionView, 3)?.origin == CGPoint(x: 60, y: 0))
    #expect(itemFrame(collectionView, 6)?.origin == CGPoint(x: 120, y: 0))
    #expect(collectionView.contentSize == CGSize(width: 170, height: 200))
    #expect(collectionView.visibleCells.count == 7)
  }
}
