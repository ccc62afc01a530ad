import AdaptiveKit
import Foundation
import Testing

/// How a list configuration lays sections out as the table view's styles do: standard 44-point
/// rows, grouped styles 17.5 points above and below each section's rows (35 between sections),
/// inset-grouped ones 20 points in from the sides of a screen wider than 375 points.
@MainActor
@Suite("A list configuration makes sections of table rows in the table's styles")
struct CompositionalListTests {
  private func list(
    _ appearance: UICollectionLayoutListConfiguration.Appearance, counts: [Int], width: CGFloat = 400,
    configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
  ) -> UICollectionView {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configure(&configuration)
    return makeCompositionalCollection(
      RecordingCollectionSource(counts), layout: UICollectionViewCompositionalLayout.list(using: configuration),
      size: CGSize(width: width, height: 800))
  }

  @Test("A plain list's rows are full width and 44 points tall")
  func plainRows() throws {
    let collectionView = list(.plain, counts: [3])
    #expect(itemFrames(collectionView, 3) == [
      CGRect(x: 0, y: 0, width: 400, height: 44), CGRect(x: 0, y: 44, width: 400, height: 44),
      CGRect(x: 0, y: 88, width: 400, height: 44),
    ])
    #expect(collectionView.contentSize == CGSize(width: 400, height: 132))
  }

  @Test("Inset-grouped sections are inset from the sides, 16 points on a 375-point screen and 20 wider, 35 apart")
  func insetGroupedSections() throws {
    let wide = list(.insetGrouped, counts: [2, 1])
    #expect(itemFrame(wide, 0) == CGRect(x: 20, y: 17.5, width: 360, height: 44))
    // 17.5 + 2 × 44 + 17.5 = 123 ends the first section.
    #expect(itemFrame(wide, 0, section: 1) == CGRect(x: 20, y: 140.5, width: 360, height: 44))
    let narrow = list(.insetGrouped, counts: [1], width: 375)
    #expect(itemFrame(narrow, 0) == CGRect(x: 16, y: 17.5, width: 343, height: 44))
    let grouped = list(.grouped, counts: [1])
    #expect(itemFrame(grouped, 0) == CGRect(x: 0, y: 17.5, width: 400, height: 44))
  }

  @Test("A supplementary header takes the place of the spacing above a grouped section's rows")
  func groupedHeader() throws {
    let collectionView = list(.grouped, counts: [1]) { $0.headerMode = .supplementary }
    let header = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 400, height: 38))
    #expect(itemFrame(collectionView, 0)?.minY == 38)
    let plain = list(.plain, counts: [1]) { $0.headerMode = .supplementary }
    #expect(itemFrame(plain, 0)?.minY == 28, "a plain list's titled header is 28 points")
  }
}
