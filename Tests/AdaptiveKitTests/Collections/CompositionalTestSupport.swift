import AdaptiveKit
import Foundation
import Testing

/// A collection view with `layout`, `NumberCell` and `TitleView` registered (headers and
/// footers), laid out at a size.
@MainActor
func makeCompositionalCollection(
  _ source: RecordingCollectionSource, layout: UICollectionViewLayout, size: CGSize = CGSize(width: 400, height: 800),
  configure: (UICollectionView) -> Void = { _ in }
) -> UICollectionView {
  let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Number")
  for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
    collectionView.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Title")
  }
  configure(collectionView)
  collectionView.dataSource = source
  collectionView.delegate = source
  collectionView.layoutIfNeeded()
  return collectionView
}

/// A size from two dimensions.
@MainActor
func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A layout of one section repeating `group` for every section.
@MainActor
func compositionalLayout(
  _ group: NSCollectionLayoutGroup, configure: (NSCollectionLayoutSection) -> Void = { _ in }
) -> UICollectionViewCompositionalLayout {
  let section = NSCollectionLayoutSection(group: group)
  configure(section)
  return UICollectionViewCompositionalLayout(section: section)
}

/// The frames of a section's first `count` items.
@MainActor
func itemFrames(_ collectionView: UICollectionView, _ count: Int, section: Int = 0) -> [CGRect?] {
  (0..<count).map { itemFrame(collectionView, $0, section: section) }
}
