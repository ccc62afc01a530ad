import Foundation

/// Decides where a collection view's items and supplementary views go. Subclass it and
/// override `prepare()`, `collectionViewContentSize` and the `layoutAttributes…` methods, or
/// use `UICollectionViewFlowLayout`. The collection view calls `prepare()` before the first
/// layout and after every `invalidateLayout()`.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  weak var storedCollectionView: UICollectionView?
  /// Set by `invalidateLayout()`; the collection view prepares the layout again when it is set.
  var needsPrepare = true

  /// Creates a layout not yet used by a collection view.
  public init() {}

  /// A layout from a storyboard or nib (the loader configures it from the document).
  public required init?(coder: NSCoder) {}

  /// The collection view using the layout.
  open var collectionView: UICollectionView? { storedCollectionView }

  /// Computes what the layout needs before it is asked for attributes; call `super`.
  open func prepare() {}

  /// The size of all the content the layout places (default zero).
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element meeting `rect` (default none).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of one item (default none).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of one supplementary view (default none).
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// The attributes of one decoration view (default none).
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Marks the layout out of date: the collection view prepares it again at its next layout
  /// pass; call `super` when overriding.
  open func invalidateLayout() {
    needsPrepare = true
    storedCollectionView?.layoutDidInvalidate()
  }

  /// Whether a change of the collection view's bounds (a scroll or a resize) makes the layout
  /// out of date (default false). Asked before the bounds change, as UIKit does.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Whether a cell's preferred attributes (a self-sizing cell) make the layout out of date
  /// (default false).
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// The sizes self-sizing cells asked for, by index path, kept until the data changes (and
  /// whatever else a subclass says makes them stale: an estimate, a container width).
  var measuredSizes: [IndexPath: CGSize] = [:]

  /// Takes a self-sizing element's preferred attributes; true when the layout must be prepared
  /// again for them, the measured size then kept in `measuredSizes`.
  func acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes)
    -> Bool
  {
    guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
      return false
    }
    measuredSizes[original.indexPath] = preferred.size
    return true
  }

  /// The collection view's data was reloaded or updated: measurements of the old items no longer hold.
  func dataDidChange() { measuredSizes.removeAll() }

  /// The offset scrolling should stop at, given where it would stop (default unchanged).
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }
}
