import AdaptiveKit
import Foundation
import Testing

/// `pinToVisibleBounds` as Apple documents it: "whether a header is pinned to the top or bottom
/// visible boundary of the section or layout it's attached to" — while the section is in view its
/// pinned header stays at the top of the visible area and its pinned footer at the bottom, and
/// neither leaves its section (the next section pushes a header off).
@MainActor
@Suite("Pinned boundary items float at the visible edges while their section scrolls")
struct CompositionalPinnedBoundaryTests {
  /// The data source (a collection view holds its data source weakly).
  private let source = RecordingCollectionSource([10, 10])

  /// Two sections of 10 rows of 50 points, each with a 30-point header and footer.
  private func collection(pinHeader: Bool, pinFooter: Bool) -> UICollectionView {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let layout = compositionalLayout(group) { section in
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
      header.pinToVisibleBounds = pinHeader
      header.zIndex = 2
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionFooter,
        alignment: .bottom)
      footer.pinToVisibleBounds = pinFooter
      section.boundarySupplementaryItems = [header, footer]
    }
    return makeCompositionalCollection(source, layout: layout, size: CGSize(width: 320, height: 300))
  }

  private func headerFrame(_ collectionView: UICollectionView, section: Int) -> CGRect? {
    collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
  }

  @Test("A pinned header stays at the top while its section scrolls, above the rows it covers")
  func headerFloats() throws {
    let collectionView = collection(pinHeader: true, pinFooter: false)
    #expect(headerFrame(collectionView, section: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    collectionView.layoutIfNeeded()
    #expect(headerFrame(collectionView, section: 0) == CGRect(x: 0, y: 200, width: 320, height: 30))
    let attributes = try #require(
      collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(attributes.zIndex == 2)
  }

  @Test("The section's end pushes its header off: it never goes below the section's last row")
  func headerPushedOff() {
    let collectionView = collection(pinHeader: true, pinFooter: false)
    // Section 0: header 0–30, rows 30–530, footer 530–560; section 1's header at 560.
    collectionView.contentOffset = CGPoint(x: 0, y: 510)
    collectionView.layoutIfNeeded()
    #expect(headerFrame(collectionView, section: 0)?.minY == 500, "its bottom meets the end of the rows")
    #expect(headerFrame(collectionView, section: 1)?.minY == 560, "the next header is still below the top")
    collectionView.contentOffset = CGPoint(x: 0, y: 700)
    collectionView.layoutIfNeeded()
    #expect(headerFrame(collectionView, section: 1)?.minY == 700)
    #expect(headerFrame(collectionView, section: 0) == nil, "section 0 is out of sight")
  }

  @Test("A header that does not pin scrolls away with its section")
  func unpinnedHeader() {
    let collectionView = collection(pinHeader: false, pinFooter: false)
    collectionView.contentOffset = CGPoint(x: 0, y: 20)
    collectionView.layoutIfNeeded()
    #expect(headerFrame(collectionView, section: 0)?.minY == 0)
  }

  @Test("A pinned footer stays at the bottom of the visible area, never above its section's rows")
  func footerFloats() {
    let collectionView = collection(pinHeader: false, pinFooter: true)
    let footer = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 270, width: 320, height: 30))
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    #expect(footer?.frame.minY == 370)
    let laterFooter = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
    #expect(laterFooter?.frame.minY == 590, "section 1's footer stays below the start of its rows")
  }
}
