import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Flow layout sections have insets, headers and footers, and the delegate's overrides")
struct FlowLayoutSectionTests {
  @Test("Headers, insets, lines and footers follow one another; the content size holds them all")
  func sectionsInOrder() throws {
    let collectionView = makeCollection(RecordingCollectionSource([3, 3])) { layout in
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
      layout.headerReferenceSize = CGSize(width: 0, height: 40)
      layout.footerReferenceSize = CGSize(width: 0, height: 30)
    }
    // 335 points inside the insets: three items, 17.5 apart.
    #expect((0..<3).compactMap { itemFrame(collectionView, $0)?.minX } == [20, 137.5, 255])
    #expect(itemFrame(collectionView, 0)?.minY == 50)
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    let sectionOne = IndexPath(item: 0, section: 1)
    #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
      == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
      == CGRect(x: 0, y: 160, width: 375, height: 30))
    #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: sectionOne)?.frame.minY == 190)
    #expect(itemFrame(collectionView, 0, section: 1)?.minY == 240)
    #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: sectionOne)?.frame.minY == 350)
    #expect(collectionView.contentSize == CGSize(width: 375, height: 380))
    // The data source's header and footer views are shown where the layout puts them.
    let shown = try #require(collectionView.supplementaryView(forElementKind: footer, at: sectionOne) as? TitleView)
    #expect(shown.label.text == "Footer 1")
    #expect(shown.frame == CGRect(x: 0, y: 350, width: 375, height: 30))
    #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header).count == 2)
  }

  @Test("No header or footer view is made where the reference size is zero")
  func zeroReferenceSizes() {
    let collectionView = makeCollection(RecordingCollectionSource([2]))
    #expect(collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    #expect(collectionView.subviews.allSatisfy { !($0 is TitleView) })
  }

  @Test("The delegate's per-section insets, spacings and header sizes win over the layout's")
  func delegateOverrides() throws {
    let source = RecordingCollectionSource([4, 4])
    source.insets[1] = UIEdgeInsets(top: 5, left: 50, bottom: 0, right: 50)
    source.lineSpacings[1] = 30
    source.interitemSpacings[1] = 40
    source.headerSizes[1] = CGSize(width: 0, height: 25)
    source.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 375, height: 20)
    let collectionView = makeCollection(source)
    #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: 0, width: 375, height: 20))
    #expect(itemFrame(collectionView, 1)?.minY == 30, "a 375-point item fills its line")
    // Section 1 starts at 80, after section 0's two lines: its 25-point header, then 5 of inset.
    // Between the 50-point side insets, 275 points hold three 50-point items 40 apart (230, a
    // fourth would need 320), spread 62.5 apart; the fourth starts the next line, 30 below.
    #expect(itemFrame(collectionView, 0, section: 1) == CGRect(x: 50, y: 110, width: 50, height: 50))
    #expect(itemFrame(collectionView, 1, section: 1)?.minX == 162.5)
    #expect(itemFrame(collectionView, 3, section: 1) == CGRect(x: 50, y: 190, width: 50, height: 50))
  }

  @Test("Section insets can be measured from the safe area")
  func safeAreaReference() throws {
    let controller = UIViewController()
    let simulator = try hosted(controller, on: "iPhone 11", .landscapeLeft)
    let source = RecordingCollectionSource([3])
    let layout = UICollectionViewFlowLayout()
    layout.sectionInsetReference = .fromSafeArea
    let collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Number")
    collectionView.dataSource = source
    controller.view.addSubview(collectionView)
    simulator.layoutIfNeeded()
    let safeLeft = collectionView.safeAreaInsets.left
    #expect(safeLeft > 0)
    #expect(itemFrame(collectionView, 0)?.minX == safeLeft)
    layout.sectionInsetReference = .fromContentInset
    collectionView.layoutIfNeeded()
    #expect(itemFrame(collectionView, 0)?.minX == 0)
  }
}
