import AdaptiveKit
import Foundation
import Testing

/// A cell whose content view holds a block pinned to its four edges, as tall as
/// `StackedLinesCell.heights` says for its item: its Auto Layout height at any width.
@MainActor
final class StackedLinesCell: UICollectionViewCell {
  static var heights: [Int: CGFloat] = [:]
  let block = UIView()
  private var height: NSLayoutConstraint!

  required init(frame: CGRect) {
    super.init(frame: frame)
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    height = block.heightAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      block.topAnchor.constraint(equalTo: contentView.topAnchor),
      block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      height,
    ])
  }

  required init?(coder: NSCoder) { nil }

  func show(item: Int) { height.constant = StackedLinesCell.heights[item] ?? 20 }
}

/// Serves `StackedLinesCell`s in one section.
@MainActor
final class StackedLinesSource: UICollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Lines", for: indexPath)
    (cell as? StackedLinesCell)?.show(item: indexPath.item)
    return cell
  }
}

/// Estimated dimensions in a compositional layout, as Apple documents
/// `NSCollectionLayoutDimension.estimated(_:)`: "the final size is determined when the content is
/// rendered" — a shown cell's Auto Layout size replaces the estimate along the scroll direction,
/// the items after it move, and a group of estimated height is as tall as its tallest item. The
/// cell is measured at the item's width, which is not estimated.
@MainActor
@Suite("Estimated compositional items take their cells' measured size")
struct CompositionalSelfSizingTests {
  private let sources = SourceKeeper()

  private func collection(_ group: NSCollectionLayoutGroup, count: Int, heights: [Int: CGFloat]) -> UICollectionView {
    StackedLinesCell.heights = heights
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    collectionView.register(StackedLinesCell.self, forCellWithReuseIdentifier: "Lines")
    let source = StackedLinesSource(count: count)
    sources.keep(source)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return collectionView
  }

  @Test("A list of estimated rows: each row is as tall as its cell, and the rows after it move")
  func listRows() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let source = StackedLinesSource(count: 4)
    StackedLinesCell.heights = [0: 30, 1: 90, 2: 44, 3: 61]
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    collectionView.register(StackedLinesCell.self, forCellWithReuseIdentifier: "Lines")
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    #expect(itemFrames(collectionView, 4) == [
      CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 30, width: 300, height: 90),
      CGRect(x: 0, y: 120, width: 300, height: 44), CGRect(x: 0, y: 164, width: 300, height: 61),
    ])
    #expect(collectionView.contentSize.height == 225)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? StackedLinesCell)
    #expect(cell.frame == CGRect(x: 0, y: 30, width: 300, height: 90), "measured at the item's width")
  }

  @Test("Side by side in an estimated group, each item keeps its height and the group takes the tallest")
  func rowOfItems() {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(50)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [item])
    let collectionView = collection(group, count: 4, heights: [0: 70, 1: 40, 2: 20, 3: 30])
    #expect(itemFrames(collectionView, 4) == [
      CGRect(x: 0, y: 0, width: 150, height: 70), CGRect(x: 150, y: 0, width: 150, height: 40),
      CGRect(x: 0, y: 70, width: 150, height: 20), CGRect(x: 150, y: 70, width: 150, height: 30),
    ])
    #expect(collectionView.contentSize.height == 100)
  }

  @Test("Absolute heights are kept whatever the cell's constraints say")
  func absoluteHeightsKept() {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let collectionView = collection(group, count: 2, heights: [0: 90, 1: 90])
    #expect(itemFrame(collectionView, 1) == CGRect(x: 0, y: 50, width: 300, height: 50))
  }

  @Test("Rows out of sight keep their estimate until they are shown")
  func rowsOutOfSight() {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let collectionView = collection(group, count: 100, heights: [:])
    // 20-point rows: 30 fill the 600-point view; later rows keep 44.
    #expect(itemFrame(collectionView, 0)?.height == 20)
    #expect(itemFrame(collectionView, 99)?.height == 44)
    #expect(collectionView.visibleCells.count == 30)
  }
}
