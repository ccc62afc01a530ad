import Foundation

/// Where and how one element of a collection view shows: its frame, stacking order, visibility
/// and the item or supplementary view it stands for. Layouts make them; the collection view
/// applies them to its cells and supplementary views.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: @MainActor CustomStringConvertible {
  /// The element's frame in the collection view's content.
  open var frame: CGRect = .zero
  /// The element's center in the collection view's content (moves the frame).
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The element's size (kept around its center, as UIKit's `size` is).
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
    }
  }
  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  /// The element's opacity (default 1).
  open var alpha: CGFloat = 1
  /// The element's stacking order: higher values show above lower ones (default 0).
  open var zIndex = 0
  /// Whether the element is hidden (default false).
  open var isHidden = false
  /// The item, or the section (item 0) of a supplementary view.
  open var indexPath: IndexPath
  /// Whether the attributes describe a cell, a supplementary view or a decoration view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The supplementary or decoration kind; nil for cells.
  public let representedElementKind: String?
  /// Which dimensions a self-sizing cell may change: a compositional layout fixes those it does
  /// not estimate, so the cell is measured at that width (or height); both otherwise.
  var selfSizingAxes = SelfSizingAxes.both

  /// Attributes for an item's cell.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Attributes for a supplementary view (a header or footer) of a kind.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Attributes for a decoration view of a kind.
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// A copy with the same values (UIKit's `NSCopying`); subclasses with their own properties
  /// override it to copy them too.
  open func copy() -> UICollectionViewLayoutAttributes {
    let copy: UICollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    case .supplementaryView:
      copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.frame = frame
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.selfSizingAxes = selfSizingAxes
    return copy
  }

  /// The kind, index path and frame, for debugging.
  open var description: String {
    let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
    return
      "<UICollectionViewLayoutAttributes; index path: (\(indexPath.section)-\(indexPath.count > 1 ? indexPath.item : 0))\(kind); frame = \(frame)>"
  }
}

/// The dimensions a self-sizing element may change.
struct SelfSizingAxes: Equatable, Sendable {
  var width: Bool
  var height: Bool
  static let both = SelfSizingAxes(width: true, height: true)
}
