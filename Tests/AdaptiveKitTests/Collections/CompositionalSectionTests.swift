import AdaptiveKit
import Foundation
import Testing

/// How a compositional layout stacks a section's groups inside its insets, with headers and
/// footers and orthogonal scrolling, from UIKit's documentation of `NSCollectionLayoutSection`,
/// `NSCollectionLayoutBoundarySupplementaryItem` and `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
@Suite("Compositional sections stack groups, insets, headers and footers as UIKit does")
struct CompositionalSectionTests {
  private func rowGroup(height: CGFloat) -> NSCollectionLayoutGroup {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    return NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(height)), subitems: [item])
  }

  @Test("Groups sit inside the section's insets, interGroupSpacing apart; sections interSectionSpacing apart")
  func insetsAndSpacings() throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 15
    let section = NSCollectionLayoutSection(group: rowGroup(height: 50))
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
    section.interGroupSpacing = 5
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([3, 1]), layout: layout)
    #expect(itemFrames(collectionView, 3) == [
      CGRect(x: 20, y: 10, width: 360, height: 50), CGRect(x: 20, y: 65, width: 360, height: 50),
      CGRect(x: 20, y: 120, width: 360, height: 50),
    ])
    // The first section ends at 10 + 3 × 50 + 2 × 5 + 30 = 200; the second starts 15 later.
    #expect(itemFrame(collectionView, 0, section: 1) == CGRect(x: 20, y: 225, width: 360, height: 50))
    #expect(collectionView.contentSize == CGSize(width: 400, height: 305))
  }

  @Test("A header sits above the top inset and a footer below the bottom one, inset across as the groups")
  func headerAndFooter() throws {
    func layout(followingInsets: Bool) -> UICollectionViewCompositionalLayout {
      compositionalLayout(rowGroup(height: 50)) { section in
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.supplementariesFollowContentInsets = followingInsets
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top),
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), elementKind: UICollectionView.elementKindSectionFooter,
            alignment: .bottom),
        ]
      }
    }
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([2]), layout: layout(followingInsets: true))
    let first = IndexPath(item: 0, section: 0)
    let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: first)
    let footer = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: first)
    #expect(header?.frame == CGRect(x: 16, y: 0, width: 368, height: 40))
    #expect(itemFrames(collectionView, 2).map { $0?.minY } == [48, 98])
    #expect(footer?.frame == CGRect(x: 16, y: 156, width: 368, height: 20))
    #expect(collectionView.contentSize.height == 176)
    let shown = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: first) as? TitleView
    #expect(shown?.label.text == "Header 0", "the data source is asked for the header's view")
    #expect(shown?.frame == header?.frame)

    let spanning = makeCompositionalCollection(RecordingCollectionSource([2]), layout: layout(followingInsets: false))
    #expect(
      spanning.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: first)?.frame
        == CGRect(x: 0, y: 0, width: 400, height: 40))
  }

  @Test("A header that does not extend the boundary overlaps the section's first items")
  func headerNotExtendingBoundary() throws {
    let layout = compositionalLayout(rowGroup(height: 50)) { section in
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .topTrailing)
      header.extendsBoundary = false
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
    }
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([1]), layout: layout)
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 200, y: 0, width: 200, height: 30))
    #expect(itemFrame(collectionView, 0)?.minY == 0)
  }

  @Test("An orthogonally scrolling section puts its groups in one line across the scroll direction")
  func orthogonalScrolling() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
    let layout = compositionalLayout(group) { section in
      section.orthogonalScrollingBehavior = .groupPaging
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    }
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([3, 1]), layout: layout)
    // Groups are 0.8 × 360 = 288 wide.
    #expect(itemFrames(collectionView, 3) == [
      CGRect(x: 20, y: 0, width: 288, height: 100), CGRect(x: 318, y: 0, width: 288, height: 100),
      CGRect(x: 616, y: 0, width: 288, height: 100),
    ])
    #expect(itemFrame(collectionView, 0, section: 1)?.origin == CGPoint(x: 20, y: 100))
    #expect(collectionView.contentSize == CGSize(width: 400, height: 200))
  }

  @Test("Scrolling horizontally, groups follow each other to the right and fractions of the height fill columns")
  func horizontalScrollDirection() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let collectionView = makeCompositionalCollection(
      RecordingCollectionSource([5]), layout: layout, size: CGSize(width: 400, height: 300))
    #expect(itemFrames(collectionView, 5).map { $0?.origin } == [
      CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 150), CGPoint(x: 110, y: 0), CGPoint(x: 110, y: 150), CGPoint(x: 220, y: 0),
    ])
    #expect(collectionView.contentSize == CGSize(width: 320, height: 300))
  }

  @Test("Only the items in the visible rectangle get cells, at the layout's frames")
  func cellsPlaced() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let source = RecordingCollectionSource([100])
    let collectionView = makeCompositionalCollection(source, layout: compositionalLayout(group))
    #expect(collectionView.visibleCells.count == 16, "eight rows of two fill 800 points; the ninth starts at the edge")
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 200, y: 100, width: 200, height: 100))
    #expect(collectionView.contentSize.height == 5000)
  }
}
