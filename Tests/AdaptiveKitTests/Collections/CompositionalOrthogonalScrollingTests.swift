import AdaptiveKit
import Foundation
import Testing

/// Sections with `orthogonalScrollingBehavior` scroll sideways on their own, as Apple documents
/// the behaviors: `.continuous` stops anywhere, `.paging` at the collection view's width,
/// `.groupPaging` and `.continuousGroupLeadingBoundary` with a group's leading edge at the
/// section's leading inset, `.groupPagingCentered` with a group centered. Only the section's
/// cells move; the collection view's own offset does not.
@MainActor
@Suite("Sections that scroll sideways keep their own content offset")
struct CompositionalOrthogonalScrollingTests {
  /// The data sources (a collection view holds its data source weakly).
  private let sources = SourceKeeper()

  /// Section 0 scrolls sideways: groups 150 points wide, 10 apart, 20-point leading and trailing
  /// insets; section 1 is a plain list.
  private func collection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, items: Int = 6)
    -> UICollectionView
  {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
      if index == 0 {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return section
      }
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let source = RecordingCollectionSource([items, 3])
    sources.keep(source)
    return makeCompositionalCollection(source, layout: layout, size: CGSize(width: 400, height: 600))
  }

  @Test("A continuous section moves only its own cells; the others and the collection view stay")
  func continuous() throws {
    let collectionView = collection(.continuous)
    #expect(itemFrame(collectionView, 1) == CGRect(x: 180, y: 0, width: 150, height: 100))
    #expect(collectionView.visibleCells.count == 3 + 3, "items 0–2 of the line meet 400 points")
    collectionView._scrollSectionSidewaysAsUser(0, to: 200)
    #expect(collectionView._sidewaysContentOffset(ofSection: 0) == 200)
    #expect(itemFrame(collectionView, 1) == CGRect(x: -20, y: 0, width: 150, height: 100))
    #expect(itemFrame(collectionView, 0, section: 1) == CGRect(x: 0, y: 100, width: 400, height: 50))
    #expect(collectionView.contentOffset == .zero)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    #expect(cell.frame.minX == 300, "the next item came into view")
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil, "the first item left the view")
  }

  @Test("It stops at the end of the line: the last group and the trailing inset meet the edge")
  func clampedAtTheEnd() {
    let collectionView = collection(.continuous)
    // Six groups: 20 + 6 × 150 + 5 × 10 + 20 = 990 points; 990 − 400 = 590 at most.
    collectionView._scrollSectionSidewaysAsUser(0, to: 5000)
    #expect(collectionView._sidewaysContentOffset(ofSection: 0) == 590)
    collectionView._scrollSectionSidewaysAsUser(0, to: -40)
    #expect(collectionView._sidewaysContentOffset(ofSection: 0) == 0)
  }

  @Test("Group paging rests with a group's leading edge at the leading inset; centered paging centers one")
  func groupPaging() {
    let paging = collection(.groupPaging)
    paging._scrollSectionSidewaysAsUser(0, to: 150)
    #expect(paging._sidewaysContentOffset(ofSection: 0) == 160, "group 1 starts at 180: 180 − 20")
    #expect(itemFrame(paging, 1)?.minX == 20)
    let centered = collection(.groupPagingCentered)
    centered._scrollSectionSidewaysAsUser(0, to: 150)
    // Group 2 starts at 340; its center 415 is in the middle of 400 points at 215.
    #expect(centered._sidewaysContentOffset(ofSection: 0) == 215)
  }

  @Test("Paging rests at a multiple of the container's width")
  func paging() {
    let collectionView = collection(.paging, items: 10)
    collectionView._scrollSectionSidewaysAsUser(0, to: 230)
    #expect(collectionView._sidewaysContentOffset(ofSection: 0) == 400)
    collectionView._scrollSectionSidewaysAsUser(0, to: 150)
    #expect(collectionView._sidewaysContentOffset(ofSection: 0) == 0)
  }

  @Test("Sections that do not scroll sideways ignore the swipe")
  func plainSection() {
    let collectionView = collection(.none)
    collectionView._scrollSectionSidewaysAsUser(0, to: 100)
    #expect(collectionView._sidewaysContentOffset(ofSection: 0) == 0)
    collectionView._scrollSectionSidewaysAsUser(1, to: 100)
    #expect(collectionView._sidewaysContentOffset(ofSection: 1) == 0)
  }
}

/// Keeps the data sources of a test's collection views alive for the test.
@MainActor
final class SourceKeeper {
  private var sources: [AnyObject] = []
  func keep(_ source: AnyObject) { sources.append(source) }
}
