import Foundation

/// The smallest element of a compositional layout: one cell's size within its group, with
/// insets that shrink the cell inside the space it takes and spacing that moves it from its
/// neighbours.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size, resolved against its group's content.
  public let layoutSize: NSCollectionLayoutSize
  /// Supplementary views attached to the item (kept; not placed).
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Space taken off the item's frame once it is placed; ignored along an estimated dimension.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space between the item and its neighbours or its group's edges, before it is placed.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// An item of a size.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item of a size with supplementary views attached.
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// A supplementary view attached to an item or a section (a badge, a header).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind the data source is asked a view for.
  public let elementKind: String
  /// The view's stacking order (default 1, above the cells).
  open var zIndex = 1

  /// A supplementary view of a size and kind.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// Where a boundary supplementary view sits on its section's or layout's rectangle.
public enum NSRectAlignment: Int, Sendable, CaseIterable {
  case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section (or of the whole layout), placed at an edge of it.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge or corner the view sits at.
  public let alignment: NSRectAlignment
  /// How far the view is moved from where the alignment puts it.
  public let offset: CGPoint
  /// Whether the view takes room of its own, pushing the section's content away (default true).
  open var extendsBoundary = true
  /// Whether the view stays in the visible area while its section scrolls through it (kept;
  /// the view is placed where it scrolls).
  open var pinToVisibleBounds = false

  /// A boundary view of a size and kind at an edge.
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// A boundary view of a size and kind at an edge, moved by an offset.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
