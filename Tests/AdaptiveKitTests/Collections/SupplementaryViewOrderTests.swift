import AdaptiveKit
import Foundation
import Testing

/// A section's header and footer share an index path; they join the collection view in the order
/// the layout reports them, on every run (the renderer draws subviews in that order, so a
/// different order per run made the same document draw differently).
@MainActor
@Suite("Supplementary views of one index path join the collection view in the layout's order")
struct SupplementaryViewOrderTests {
  @Test func headersComeBeforeTheirSectionsFooters() {
    let sections = 8
    let collectionView = makeCollection(RecordingCollectionSource(Array(repeating: 1, count: sections))) { layout in
      layout.itemSize = CGSize(width: 40, height: 10)
      layout.headerReferenceSize = CGSize(width: 0, height: 10)
      layout.footerReferenceSize = CGSize(width: 0, height: 10)
    }
    let titles = collectionView.subviews.compactMap { ($0 as? TitleView)?.label.text }
    let expected = (0..<sections).flatMap { ["Header \($0)", "Footer \($0)"] }
    #expect(titles == expected)
  }
}
