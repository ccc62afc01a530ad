import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Dequeuing an identifier nothing was registered for throws UIKit's message")
struct CollectionDequeueTests {
  @Test("An unregistered cell identifier throws; a registered class is made with its identifier")
  func unregisteredCell() throws {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    #expect(throws: UICollectionViewError.unregisteredIdentifier(kind: "UICollectionElementKindCell", identifier: "Missing")) {
      _ = try collectionView.validatedDequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
    }
    #expect(UICollectionViewError.unregisteredIdentifier(kind: "UICollectionElementKindCell", identifier: "Missing").description
      == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Number")
    let cell = try collectionView.validatedDequeueReusableCell(withReuseIdentifier: "Number", for: IndexPath(item: 0, section: 0))
    #expect(cell is NumberCell)
    #expect(cell.reuseIdentifier == "Number")
    collectionView.register(nil as AnyClass?, forCellWithReuseIdentifier: "Number")
    #expect(throws: UICollectionViewError.self, "registering nil removes the class") {
      _ = try collectionView.validatedDequeueReusableCell(withReuseIdentifier: "Number", for: IndexPath(item: 0, section: 0))
    }
  }

  @Test("An unregistered supplementary identifier throws with its kind")
  func unregisteredSupplementary() throws {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let header = UICollectionView.elementKindSectionHeader
    collectionView.register(TitleView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Title")
    #expect(throws: UICollectionViewError.unregisteredIdentifier(kind: UICollectionView.elementKindSectionFooter, identifier: "Title")) {
      _ = try collectionView.validatedDequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Title", for: IndexPath(item: 0, section: 0))
    }
    let view = try collectionView.validatedDequeueReusableSupplementaryView(
      ofKind: header, withReuseIdentifier: "Title", for: IndexPath(item: 0, section: 0))
    #expect(view is TitleView)
    #expect(header == "UICollectionElementKindSectionHeader")
  }
}
