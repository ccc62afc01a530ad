import AdaptiveKit
import Foundation
import Testing

/// A collection view controller serving numbered cells.
@MainActor
final class NumbersController: UICollectionViewController {
  var count = 20

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Number")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Number", for: indexPath)
  }
}

@MainActor
@Suite("A rotation re-flows a flow layout's lines at the new width")
struct CollectionRotationTests {
  @Test("An iPhone 8 shows six 50-point items a line in portrait and eleven in landscape")
  func rotationReflows() throws {
    let controller = NumbersController(collectionViewLayout: UICollectionViewFlowLayout())
    let simulator = try hosted(controller, on: "iPhone 8")
    let collectionView = try #require(controller.collectionView)
    #expect(collectionView === controller.view)
    #expect(collectionView.dataSource === controller)
    #expect(collectionView.collectionViewLayout === controller.collectionViewLayout)
    #expect(collectionView.bounds.width == 375)
    #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.origin == CGPoint(x: 0, y: 60))
    #expect(collectionView.contentSize.width == 375)
    #expect(simulator.rotate(to: .landscapeLeft))
    simulator.layoutIfNeeded()
    #expect(collectionView.bounds.width == 667)
    // 11 × 50 + 10 × 10 = 650 fits in 667, a twelfth does not: 117 / 10 = 11.7 points between items.
    let sixth = try #require(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)))
    #expect(sixth.frame.minY == 0)
    #expect(abs(sixth.frame.minX - 6 * (50 + 11.7)) < 0.001)
    #expect(collectionView.cellForItem(at: IndexPath(item: 11, section: 0))?.frame.origin == CGPoint(x: 0, y: 60))
    #expect(collectionView.contentSize == CGSize(width: 667, height: 110))
    #expect(simulator.rotate(to: .portrait))
    simulator.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.origin == CGPoint(x: 0, y: 60))
  }

  @Test("A width change alone, with no trait change, re-flows the lines")
  func resizeReflows() throws {
    let source = RecordingCollectionSource([20])
    let collectionView = makeCollection(source)
    #expect(itemFrame(collectionView, 6)?.origin == CGPoint(x: 0, y: 60))
    collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.minY == 0)
    #expect(collectionView.cellForItem(at: IndexPath(item: 11, section: 0))?.frame.origin == CGPoint(x: 0, y: 60))
    #expect(collectionView.contentSize == CGSize(width: 667, height: 110))
  }

  @Test("The flow layout asks to be invalidated for a new size, not for a scroll")
  func invalidationForBoundsChange() {
    let layout = UICollectionViewFlowLayout()
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    #expect(layout.collectionView === collectionView)
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 200, width: 320, height: 480)))
    #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 480, height: 320)))
  }
}
