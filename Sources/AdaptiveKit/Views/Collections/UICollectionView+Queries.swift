import Foundation

extension UICollectionView {
  /// The number of sections the data source reported.
  public var numberOfSections: Int {
    ensureData()
    return itemCounts?.count ?? 0
  }

  /// The number of items in a section (0 for a section that does not exist).
  public func numberOfItems(inSection section: Int) -> Int {
    ensureData()
    guard let counts = itemCounts, counts.indices.contains(section) else { return 0 }
    return counts[section]
  }

  /// The cell shown for an item; nil when the item is not visible.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The visible cells, in item order.
  public var visibleCells: [UICollectionViewCell] {
    visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The items that have cells on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleCellsByIndexPath.keys.sorted()
  }

  /// The item a visible cell shows.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The item at a point of the collection view's content, if any.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
    let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && containsItem($0.indexPath)
    }
    // The frontmost, as touches find it.
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The layout's attributes of an item; nil for an item that does not exist.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard containsItem(indexPath) else { return nil }
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes of a supplementary view.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The supplementary view shown for a kind and index path; nil when it is not visible.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    visibleSupplementaryViews[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of a kind on screen.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  /// The index paths of the supplementary views of a kind on screen.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// The selected items, in selection order; nil when none is selected (Apple's documentation).
  public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

  // MARK: Throwing variants

  /// A cell for an item: dequeued, or created from its registration, with the layout's
  /// attributes applied; throws UIKit's message when nothing is registered for the identifier.
  public func validatedDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws(UICollectionViewError) -> UICollectionViewCell
  {
    guard let cell = dequeueCell(identifier) else {
      throw .unregisteredIdentifier(kind: UICollectionViewError.cellKind, identifier: identifier)
    }
    if let attributes = layoutAttributesForItem(at: indexPath) {
      cell.apply(attributes)
      cell.layoutContentView()
    }
    return cell
  }

  /// A supplementary view: dequeued, or created from its registration, with the layout's
  /// attributes applied; throws UIKit's message when nothing is registered for the kind and identifier.
  public func validatedDequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws(UICollectionViewError) -> UICollectionReusableView {
    guard let view = dequeueSupplementaryView(SupplementaryKey(kind: elementKind, identifier: identifier)) else {
      throw .unregisteredIdentifier(kind: elementKind, identifier: identifier)
    }
    if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) { view.apply(attributes) }
    return view
  }

  /// Scrolls so the item sits at `scrollPosition` (the empty set: as little as needed), within
  /// the scrollable range; throws UIKit's message for an item that does not exist.
  public func validatedScrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
    throws(UICollectionViewError)
  {
    guard let attributes = layoutAttributesForItem(at: indexPath) else { throw .scrollToInvalidIndexPath(indexPath) }
    setContentOffset(offset(showing: attributes.frame, at: scrollPosition), animated: animated)
  }

  /// The offset that puts `rect` at a scroll position, within the scrollable range.
  func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
    let nearest = ScrollGeometry.offset(showing: rect, in: self)
    let inset = adjustedContentInset
    let visibleWidth = bounds.width - inset.left - inset.right
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var offset = contentOffset
    if position.contains(.top) {
      offset.y = rect.minY - inset.top
    } else if position.contains(.centeredVertically) {
      offset.y = rect.midY - inset.top - visibleHeight / 2
    } else if position.contains(.bottom) {
      offset.y = rect.maxY - inset.top - visibleHeight
    } else {
      offset.y = nearest.y
    }
    if position.contains(.left) {
      offset.x = rect.minX - inset.left
    } else if position.contains(.centeredHorizontally) {
      offset.x = rect.midX - inset.left - visibleWidth / 2
    } else if position.contains(.right) {
      offset.x = rect.maxX - inset.left - visibleWidth
    } else {
      offset.x = nearest.x
    }
    return ScrollGeometry.clamped(offset, in: self)
  }
}
