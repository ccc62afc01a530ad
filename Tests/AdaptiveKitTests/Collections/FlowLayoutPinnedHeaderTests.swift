import AdaptiveKit
import Foundation
import Testing

/// With `sectionHeadersPinToVisibleBounds`, a section's header stays at the top of the visible
/// area while its section scrolls under it and is pushed off by the section's end; footers pin
/// to the bottom the same way.
@MainActor
@Suite("Flow layout headers and footers pin to the visible bounds while their section is in view")
struct FlowLayoutPinnedHeaderTests {
  static let header = UICollectionView.elementKindSectionHeader
  static let footer = UICollectionView.elementKindSectionFooter

  /// Two sections of six 100-point items, three to a line (two lines each), under 40-point
  /// headers: section 0 spans 0–250 (header 0–40, lines at 40 and 150), section 1 250–500.
  static func collection(pinHeaders: Bool = true, pinFooters: Bool = false, footers: Bool = false) -> UICollectionView {
    makeCollection(RecordingCollectionSource([6, 6]), size: CGSize(width: 375, height: 300)) { layout in
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.headerReferenceSize = CGSize(width: 0, height: 40)
      if footers { layout.footerReferenceSize = CGSize(width: 0, height: 30) }
      layout.sectionHeadersPinToVisibleBounds = pinHeaders
      layout.sectionFootersPinToVisibleBounds = pinFooters
    }
  }

  static func frame(_ collectionView: UICollectionView, _ kind: String, section: Int) -> CGRect? {
    collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }

  static func scroll(_ collectionView: UICollectionView, to y: CGFloat) {
    collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    collectionView.layoutIfNeeded()
  }

  @Test("A pinned header follows the top of the visible area, then leaves with its section")
  func headerPins() throws {
    let collectionView = Self.collection()
    #expect(Self.frame(collectionView, Self.header, section: 0)?.minY == 0)
    Self.scroll(collectionView, to: 100)
    #expect(Self.frame(collectionView, Self.header, section: 0)?.minY == 100)
    // The header view itself is moved there, above the items it covers.
    let view = try #require(collectionView.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0)))
    #expect(view.frame.minY == 100)
    // Near its section's end (250) the header is pushed up: it never leaves its section.
    Self.scroll(collectionView, to: 230)
    #expect(Self.frame(collectionView, Self.header, section: 0)?.minY == 210)
    #expect(Self.frame(collectionView, Self.header, section: 1)?.minY == 250)
    Self.scroll(collectionView, to: 300)
    #expect(Self.frame(collectionView, Self.header, section: 1)?.minY == 300)
  }

  @Test("Without pinning, headers scroll with their sections")
  func unpinned() {
    let collectionView = Self.collection(pinHeaders: false)
    Self.scroll(collectionView, to: 100)
    #expect(Self.frame(collectionView, Self.header, section: 0)?.minY == 0)
  }

  @Test("A pinned footer holds the bottom of the visible area while its section is in view")
  func footerPins() {
    let collectionView = Self.collection(pinHeaders: false, pinFooters: true, footers: true)
    // Section 0: header 0–40, lines 40–250, footer 250–280; section 1: header 280–320, lines
    // 320–530, footer stored at 530. Visible 200–500: section 1's footer rises to 470, section
    // 0's, already in view, stays put.
    Self.scroll(collectionView, to: 200)
    #expect(Self.frame(collectionView, Self.footer, section: 1)?.minY == 470)
    #expect(Self.frame(collectionView, Self.footer, section: 0)?.minY == 250)
    // Visible 0–300: section 1 barely shows, and its footer never rises above its header.
    Self.scroll(collectionView, to: 0)
    #expect(Self.frame(collectionView, Self.footer, section: 1)?.minY == 320)
    // Visible 300–600: the footer is in view where the flow put it.
    Self.scroll(collectionView, to: 300)
    #expect(Self.frame(collectionView, Self.footer, section: 1)?.minY == 530)
  }
}
