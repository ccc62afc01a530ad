import AdaptiveKit
import Foundation
import Testing

/// A cell whose content view holds a badge of a fixed size, pinned to its edges with an 8-point
/// margin: its Auto Layout size is the badge's plus 16 each way.
@MainActor
final class BadgeCell: UICollectionViewCell {
  static var badgeSize = CGSize(width: 80, height: 30)
  let badge = UIView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    badge.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      contentView.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
      contentView.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
      badge.widthAnchor.constraint(equalToConstant: BadgeCell.badgeSize.width),
      badge.heightAnchor.constraint(equalToConstant: BadgeCell.badgeSize.height),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Serves `count` badge cells.
@MainActor
final class BadgeSource: UICollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
  }
}

@MainActor
@Suite("Self-sizing collection cells take their Auto Layout size with estimated item sizes")
struct CollectionSelfSizingTests {
  func collection(estimate: CGSize, source: BadgeSource) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = estimate
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return collectionView
  }

  @Test("With the automatic estimate, shown items are measured and the lines re-flow around them")
  func automaticSize() throws {
    let source = BadgeSource(count: 5)
    let collectionView = collection(estimate: UICollectionViewFlowLayout.automaticSize, source: source)
    // 96 × 46 each: three fit 375 points (308 with the spacing), four do not (414).
    let first = try #require(itemFrame(collectionView, 0))
    #expect(first.size == CGSize(width: 96, height: 46))
    #expect(itemFrame(collectionView, 2)?.maxX == 375)
    #expect(itemFrame(collectionView, 3)?.origin == CGPoint(x: 0, y: 56))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? BadgeCell)
    #expect(cell.frame.size == CGSize(width: 96, height: 46))
    #expect(cell.badge.frame == CGRect(x: 8, y: 8, width: 80, height: 30))
    #expect(collectionView.contentSize.height == 102)
  }

  @Test("Without an estimate the layout's item size holds whatever the constraints say")
  func fixedSize() throws {
    let collectionView = collection(estimate: .zero, source: BadgeSource(count: 2))
    #expect(itemFrame(collectionView, 0)?.size == CGSize(width: 50, height: 50))
  }
}
