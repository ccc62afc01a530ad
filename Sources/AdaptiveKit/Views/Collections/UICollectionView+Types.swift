extension UICollectionView {
  /// The axis a flow layout scrolls along.
  public enum ScrollDirection: Int, Sendable, CaseIterable {
    /// Lines of items run across; the content grows downwards.
    case vertical = 0
    /// Lines of items run down; the content grows to the right.
    case horizontal
  }

  /// Where an item ends up after scrolling to it: at most one vertical and one horizontal
  /// member; the empty set scrolls as little as needed.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The option bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Creates a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The item's top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// What kind of view a set of layout attributes describes.
  public enum ElementCategory: UInt, Sendable, CaseIterable {
    /// An item's cell.
    case cell = 0
    /// A supplementary view (a header or footer) the data source provides.
    case supplementaryView
    /// A decoration view the layout provides.
    case decorationView
  }

  /// The kind of a flow layout's section headers.
  public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers.
  public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// A programmer error UIKit raises as an exception in a collection view; the `validated…`
/// methods throw it, the UIKit-named ones stop with its message.
public enum UICollectionViewError: Error, Equatable, CustomStringConvertible {
  /// A dequeue for an identifier nothing was registered for (`kind` is
  /// `UICollectionElementKindCell` for cells, else the supplementary kind).
  case unregisteredIdentifier(kind: String, identifier: String)
  /// After an update the data source's item count does not add up.
  case invalidItemCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
  /// After an update the data source's section count does not add up.
  case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
  /// An update deletes an item that was not there before it.
  case deleteOutOfRange(IndexPath, itemsBefore: Int)
  /// An update inserts an item beyond the items there are after it.
  case insertOutOfRange(IndexPath, itemsAfter: Int)
  /// `scrollToItem(at:at:animated:)` for an item that does not exist.
  case scrollToInvalidIndexPath(IndexPath)

  /// The element kind UIKit names cells by in its dequeue message.
  public static let cellKind = "UICollectionElementKindCell"

  /// UIKit's exception message.
  public var description: String {
    switch self {
    case .unregisteredIdentifier(let kind, let identifier):
      return "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    case .invalidItemCount(let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    case .invalidSectionCount(let after, let before, let inserted, let deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .deleteOutOfRange(let indexPath, let items):
      return "attempt to delete item \(indexPath.item) from section \(indexPath.section) which only contains \(items) items before the update"
    case .insertOutOfRange(let indexPath, let items):
      return "attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are only \(items) items in section \(indexPath.section) after the update"
    case .scrollToInvalidIndexPath(let indexPath):
      let path = indexPath.map(String.init).joined(separator: " - ")
      return "attempt to scroll to invalid index path: <NSIndexPath> {length = \(indexPath.count), path = \(path)}"
    }
  }
}
