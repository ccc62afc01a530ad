import AdaptiveKit
import Foundation
import Testing

/// How a compositional layout's section provider adapts the sections to the environment: the
/// container's size and the collection view's traits, asked again when they change.
@MainActor
@Suite("A section provider adapts a compositional layout to the container and size classes")
struct CompositionalEnvironmentTests {
  /// Two columns in compact width, four in regular, each 100 points tall; records what it is given.
  @MainActor
  private final class ColumnsProvider {
    var widths: [CGFloat] = []
    var sizeClasses: [UIUserInterfaceSizeClass] = []

    func section(_ index: Int, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
      widths.append(environment.container.effectiveContentSize.width)
      sizeClasses.append(environment.traitCollection.horizontalSizeClass)
      let columns = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), repeatingSubitem: item, count: columns)
      return NSCollectionLayoutSection(group: group)
    }
  }

  @Test("An iPhone 8 Plus gets two columns in portrait (compact) and four in landscape (regular)")
  func sizeClassesChangeColumns() throws {
    let provider = ColumnsProvider()
    let layout = UICollectionViewCompositionalLayout { provider.section($0, $1) }
    let controller = NumbersController(collectionViewLayout: layout)
    let simulator = try hosted(controller, on: "iPhone 8 Plus")
    let collectionView = try #require(controller.collectionView)
    #expect(provider.sizeClasses.last == .compact)
    #expect(provider.widths.last == 414)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 207, y: 0, width: 207, height: 100))
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.origin == CGPoint(x: 0, y: 100))

    #expect(simulator.rotate(to: .landscapeLeft))
    simulator.layoutIfNeeded()
    #expect(provider.sizeClasses.last == .regular)
    #expect(provider.widths.last == 736)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 368, y: 0, width: 184, height: 100))
    // 20 items in rows of four.
    #expect(collectionView.contentSize == CGSize(width: 736, height: 500))
  }

  @Test("A section the provider does not give places none of its items")
  func nilSection() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? nil : NSCollectionLayoutSection(group: group) }
    let collectionView = makeCompositionalCollection(RecordingCollectionSource([2, 1]), layout: layout)
    #expect(itemFrame(collectionView, 0) == nil)
    #expect(itemFrame(collectionView, 0, section: 1) == CGRect(x: 0, y: 0, width: 400, height: 40))
  }

  @Test("Right to left, leading is on the right: insets and items mirror")
  func rightToLeft() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    func frames(_ attribute: UISemanticContentAttribute) -> [CGRect?] {
      let layout = compositionalLayout(group) { $0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0) }
      let collectionView = makeCompositionalCollection(RecordingCollectionSource([2]), layout: layout) {
        $0.semanticContentAttribute = attribute
      }
      return itemFrames(collectionView, 2)
    }
    #expect(frames(.forceLeftToRight) == [CGRect(x: 10, y: 0, width: 195, height: 50), CGRect(x: 205, y: 0, width: 195, height: 50)])
    #expect(frames(.forceRightToLeft) == [CGRect(x: 195, y: 0, width: 195, height: 50), CGRect(x: 0, y: 0, width: 195, height: 50)])
  }

  @Test("Dimensions and spacings say what they are")
  func dimensionKinds() throws {
    let fraction = NSCollectionLayoutDimension.fractionalWidth(0.5)
    #expect(fraction.isFractionalWidth && !fraction.isFractionalHeight && !fraction.isAbsolute && !fraction.isEstimated)
    #expect(fraction.dimension == 0.5)
    #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
    #expect(NSCollectionLayoutSpacing.flexible(8).isFlexibleSpacing)
    #expect(NSCollectionLayoutSpacing.fixed(8).isFixedSpacing && NSCollectionLayoutSpacing.fixed(8).spacing == 8)
  }
}
