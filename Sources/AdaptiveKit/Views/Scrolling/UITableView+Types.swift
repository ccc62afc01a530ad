extension UITableView {
  /// How a table groups its sections.
  public enum Style: Int, Sendable, CaseIterable {
    /// Rows run edge to edge; section headers float.
    case plain = 0
    /// Sections are separated by spacing.
    case grouped
    /// Grouped, with each section inset and rounded (iOS 13).
    case insetGrouped
  }

  /// Where a row ends up after scrolling to it.
  public enum ScrollPosition: Int, Sendable, CaseIterable {
    case none = 0, top, middle, bottom
  }

  /// The animation of an inserted, deleted or reloaded row (headless: none runs).
  public enum RowAnimation: Int, Sendable, CaseIterable {
    case fade = 0, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// A height the table computes itself: self-sizing rows, headers and footers (−1, as IB writes it).
  public static let automaticDimension: CGFloat = -1

  /// The notification posted when the selection changes.
  public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
}

/// A programmer error UIKit raises as an exception in a table view; the `validated…` methods
/// throw it, the UIKit-named ones stop with its message.
public enum UITableViewError: Error, Equatable, CustomStringConvertible {
  /// `dequeueReusableCell(withIdentifier:for:)` for an identifier nothing was registered for.
  case unregisteredIdentifier(String)
  /// After an update the data source's row count does not add up.
  case invalidRowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int)
  /// After an update the data source's section count does not add up.
  case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
  /// An update deletes a row that was not there before it.
  case deleteOutOfRange(IndexPath, rowsBefore: Int)
  /// An update inserts a row beyond the rows there are after it.
  case insertOutOfRange(IndexPath, rowsAfter: Int)
  /// An index path handed to the table is outside its data.
  case indexPathOutOfRange(IndexPath)

  /// UIKit's exception message.
  public var description: String {
    switch self {
    case .unregisteredIdentifier(let identifier):
      return "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    case .invalidRowCount(let section, let after, let before, let inserted, let deleted):
      return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    case .invalidSectionCount(let after, let before, let inserted, let deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .deleteOutOfRange(let indexPath, let rows):
      return "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains \(rows) rows before the update"
    case .insertOutOfRange(let indexPath, let rows):
      return "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only \(rows) rows in section \(indexPath.section) after the update"
    case .indexPathOutOfRange(let indexPath):
      return "Attempted to access a row at an invalid index path: \(indexPath)"
    }
  }
}

extension UITableView.Style {
  /// The style a document's table `style` attribute names (`plain` when absent or unknown).
  package init(interfaceBuilderName name: String?) {
    switch name {
    case "grouped": self = .grouped
    case "insetGrouped": self = .insetGrouped
    default: self = .plain
    }
  }
}
