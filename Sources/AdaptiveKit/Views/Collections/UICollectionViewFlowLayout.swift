import Foundation

/// The standard collection view layout: items in lines that fill the width (or, scrolling
/// horizontally, the height), with section headers and footers. Sizes, insets and spacings come
/// from its properties unless the collection view's delegate adopts
/// `UICollectionViewDelegateFlowLayout` and gives them per item or section. How lines are
/// filled and aligned is described at `FlowLayoutGeometry`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Which edges `sectionInset` is measured from.
  public enum SectionInsetReference: Int, Sendable, CaseIterable {
    /// The content's edges (inside the content inset): the default.
    case fromContentInset = 0
    /// The safe area's edges.
    case fromSafeArea
    /// The layout margins' edges.
    case fromLayoutMargins
  }

  /// The estimate that asks cells to size themselves from their content (Auto Layout), the
  /// layout's `itemSize` serving until they are measured.
  public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The axis the content scrolls along (default vertical).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateIfChanged(oldValue != scrollDirection) }
  }
  /// The size of every item unless the delegate says otherwise (default 50×50).
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateIfChanged(oldValue != itemSize) } }
  /// An estimate that makes items size themselves (default zero: items are `itemSize`).
  open var estimatedItemSize = CGSize.zero {
    didSet {
      measuredSizes.removeAll()
      invalidateIfChanged(oldValue != estimatedItemSize)
    }
  }
  /// The smallest distance between lines (default 10).
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue != minimumLineSpacing) } }
  /// The smallest distance between items of a line (default 10); full lines spread wider.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue != minimumInteritemSpacing) } }
  /// The margins around each section's items (default zero).
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateIfChanged(oldValue != sectionInset) } }
  /// The size of section headers: their height scrolling vertically, width horizontally (default zero: none).
  open var headerReferenceSize = CGSize.zero { didSet { invalidateIfChanged(oldValue != headerReferenceSize) } }
  /// The size of section footers (default zero: none).
  open var footerReferenceSize = CGSize.zero { didSet { invalidateIfChanged(oldValue != footerReferenceSize) } }
  /// Which edges the section insets are measured from (default the content inset).
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateIfChanged(oldValue != sectionInsetReference) }
  }
  /// Whether section headers stay at the top of the visible area while their section scrolls
  /// through it (pushed off by the section's end, as the next header arrives).
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateIfChanged(oldValue != sectionHeadersPinToVisibleBounds) } }
  /// Whether section footers stay at the bottom of the visible area while their section is in it.
  open var sectionFootersPinToVisibleBounds = false { didSet { invalidateIfChanged(oldValue != sectionFootersPinToVisibleBounds) } }

  /// The frames computed by the last `prepare()`.
  var geometry: FlowLayoutGeometry?

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// A flow layout from a storyboard or nib (the loader sets its properties from the document).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  private func invalidateIfChanged(_ changed: Bool) { if changed { invalidateLayout() } }

  // MARK: Layout

  /// Computes every frame from the collection view's data and the delegate's sizes.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      geometry = nil
      return
    }
    let horizontal = scrollDirection == .horizontal
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let sectionCount = collectionView.numberOfSections
    var inputs: [FlowLayoutGeometry.SectionInput] = []
    inputs.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let count = collectionView.numberOfItems(inSection: section)
      var sizes: [CGSize] = []
      sizes.reserveCapacity(count)
      for item in 0..<count { sizes.append(size(ofItemAt: IndexPath(item: item, section: section), delegate: delegate)) }
      inputs.append(
        FlowLayoutGeometry.SectionInput(
          itemSizes: sizes,
          inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
          lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing,
          interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing,
          headerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize,
          footerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize))
    }
    let inset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    let breadth = horizontal ? bounds.height - inset.top - inset.bottom : bounds.width - inset.left - inset.right
    let extra = referenceExtra(in: collectionView, horizontal: horizontal)
    geometry = FlowLayoutGeometry(
      sections: inputs, breadth: Swift.max(0, breadth), leadingExtra: extra.leading, trailingExtra: extra.trailing,
      horizontal: horizontal)
  }

  /// An item's size: the delegate's or `itemSize`; self-sizing items their measured size, else the estimate.
  private func size(ofItemAt indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?) -> CGSize {
    if estimatedItemSize != .zero {
      if let measured = measuredSizes[indexPath] { return measured }
      if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
    }
    guard let collectionView, let delegate else { return itemSize }
    return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
  }

  /// How much further in than the content edges the section insets start, across the lines: the
  /// part of the safe area or layout margins the adjusted content inset does not already cover.
  private func referenceExtra(in collectionView: UICollectionView, horizontal: Bool) -> (leading: CGFloat, trailing: CGFloat) {
    let reference: UIEdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return (0, 0)
    case .fromSafeArea: reference = collectionView.safeAreaInsets
    case .fromLayoutMargins: reference = collectionView.layoutMargins
    }
    let inset = collectionView.adjustedContentInset
    return horizontal
      ? (Swift.max(0, reference.top - inset.top), Swift.max(0, reference.bottom - inset.bottom))
      : (Swift.max(0, reference.left - inset.left), Swift.max(0, reference.right - inset.right))
  }

  /// The size of everything the layout placed.
  open override var collectionViewContentSize: CGSize { geometry?.contentSize ?? .zero }

  /// The items, headers and footers meeting `rect` (pinned headers and footers where they are
  /// pinned, and those of every section in `rect` when they pin).
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let geometry else { return [] }
    var result = geometry.elements(in: rect).compactMap { element -> UICollectionViewLayoutAttributes? in
      if let kind = element.kind, pins(kind) { return nil }
      let attributes =
        element.kind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: element.indexPath) }
        ?? UICollectionViewLayoutAttributes(forCellWith: element.indexPath)
      attributes.frame = element.frame
      return attributes
    }
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] where pins(kind) {
      for index in geometry.sections.indices {
        guard let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: index)),
          attributes.frame.intersects(rect)
        else { continue }
        result.append(attributes)
      }
    }
    return result
  }

  /// Whether headers or footers of `kind` pin to the visible bounds.
  private func pins(_ kind: String) -> Bool {
    kind == UICollectionView.elementKindSectionHeader ? sectionHeadersPinToVisibleBounds
      : kind == UICollectionView.elementKindSectionFooter && sectionFootersPinToVisibleBounds
  }

  /// A header held at the top of the visible area (or a footer at its bottom) while its section
  /// is in view, never leaving the section: the next section pushes it off, as in UIKit.
  private func pinnedFrame(_ frame: CGRect, kind: String, in section: FlowLayoutGeometry.Section) -> CGRect {
    guard let collectionView, pins(kind) else { return frame }
    let horizontal = geometry?.isHorizontal ?? false
    let inset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    let length = horizontal ? frame.width : frame.height
    let position = horizontal ? frame.minX : frame.minY
    let pinned: CGFloat
    if kind == UICollectionView.elementKindSectionHeader {
      let visibleStart = horizontal ? bounds.minX + inset.left : bounds.minY + inset.top
      let sectionLimit = (section.footer.map { horizontal ? $0.minX : $0.minY } ?? section.end) - length
      pinned = Swift.max(position, Swift.min(visibleStart, sectionLimit))
    } else {
      let visibleEnd = horizontal ? bounds.maxX - inset.right : bounds.maxY - inset.bottom
      let sectionLimit = section.header.map { horizontal ? $0.maxX : $0.maxY } ?? section.start
      pinned = Swift.min(position, Swift.max(visibleEnd - length, sectionLimit))
    }
    var result = frame
    if horizontal { result.origin.x = pinned } else { result.origin.y = pinned }
    return result
  }

  /// One item's attributes; nil for an item that does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let geometry, geometry.contains(indexPath) else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = geometry.sections[indexPath.section].items[indexPath.item]
    return attributes
  }

  /// A section header's or footer's attributes; nil when the section has none.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let geometry, geometry.sections.indices.contains(indexPath.section) else { return nil }
    let section = geometry.sections[indexPath.section]
    let frame: CGRect?
    switch elementKind {
    case UICollectionView.elementKindSectionHeader: frame = section.header
    case UICollectionView.elementKindSectionFooter: frame = section.footer
    default: frame = nil
    }
    guard let frame else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = pinnedFrame(frame, kind: elementKind, in: section)
    // Pinned views float above the items they cover (the value UIKit uses is unconfirmed).
    if attributes.frame != frame { attributes.zIndex = 1024 }
    return attributes
  }

  /// True when the size changes (a rotation or resize re-flows the lines); scrolling alone keeps
  /// the layout unless headers or footers pin, which move with every scroll.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size
      || ((sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) && newBounds.origin != collectionView.bounds.origin)
  }

  /// True for a self-sizing item whose preferred size differs from the one it was given.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }
}
