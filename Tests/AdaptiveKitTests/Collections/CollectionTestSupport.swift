import AdaptiveKit
import Foundation
import Testing

/// A cell with a label that counts how many were made and how often each was prepared for reuse.
@MainActor
final class NumberCell: UICollectionViewCell {
  static var made = 0
  let label = UILabel()
  var preparedForReuse = 0

  required init(frame: CGRect) {
    super.init(frame: frame)
    NumberCell.made += 1
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuse += 1
  }
}

/// A header or footer view with a label.
@MainActor
final class TitleView: UICollectionReusableView {
  let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }
}

/// A data source and flow-layout delegate over sections of item counts that records what it is
/// asked; per-item sizes and per-section insets are optional.
@MainActor
final class RecordingCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var counts: [Int]
  var sizes: [IndexPath: CGSize] = [:]
  var insets: [Int: UIEdgeInsets] = [:]
  var lineSpacings: [Int: CGFloat] = [:]
  var interitemSpacings: [Int: CGFloat] = [:]
  var headerSizes: [Int: CGSize] = [:]
  var log: [String] = []
  var cellsAsked = 0
  /// Whether `shouldSelectItemAt` allows selection.
  var allowsSelecting = true

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    cellsAsked += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Number", for: indexPath)
    (cell as? NumberCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
    (view as? TitleView)?.label.text = "\(kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer") \(indexPath.section)"
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    insets[section] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    lineSpacings[section] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    interitemSpacings[section] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    headerSizes[section] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    log.append("shouldSelect(\(indexPath.section),\(indexPath.item))")
    return allowsSelecting
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect(\(indexPath.section),\(indexPath.item))")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect(\(indexPath.section),\(indexPath.item))")
  }

  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    log.append("willDisplay(\(indexPath.section),\(indexPath.item))")
  }
}

/// A collection view with a flow layout, `NumberCell` and `TitleView` registered, laid out at a size.
@MainActor
func makeCollection(
  _ source: RecordingCollectionSource, size: CGSize = CGSize(width: 375, height: 667),
  configure: (UICollectionViewFlowLayout) -> Void = { _ in }
) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  configure(layout)
  let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Number")
  collectionView.register(
    TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Title")
  collectionView.register(
    TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Title")
  collectionView.dataSource = source
  collectionView.delegate = source
  collectionView.layoutIfNeeded()
  return collectionView
}

/// The frame of an item as the collection view's layout places it.
@MainActor
func itemFrame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
  collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
