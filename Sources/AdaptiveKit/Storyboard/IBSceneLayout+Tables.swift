import Foundation
import InterfaceBuilder

/// Where Interface Builder draws the cells of a table view: prototype cells one under the other,
/// static cells section by section, each the table's width and its row height, in the table's
/// coordinates, with the content view inset by the cell's separator and accessory.
///
/// Measured on the corpus: plain tables start their first row below a section header of
/// `sectionHeaderHeight` (28 points from Xcode 11, tools version 15000, whatever the attribute
/// says); static plain sections without titles start at 0 before Xcode 11. Before Xcode 8.3
/// (tools version 11500) a table that is a controller's root view also draws its rows below
/// the status and navigation bars (the content inset of `automaticallyAdjustsScrollViewInsets`
/// shows in the stored frames). From Xcode 13 (tools version 19000) the rows sit below the safe
/// area by amounts not yet understood (44.5, 50), so those tables' cells are not built. A row whose height is
/// automatic (`rowHeight="-1"`) is 43.5 points from Xcode 11 and 44 before. Content views are a
/// separator shorter than their cell before Xcode 11 (1 point in documents of Xcode 7 and before,
/// drawn at 1x; 0.5 after), and the cell's height from then on. Grouped and inset-grouped tables
/// are not modelled (their cells are not built).
struct IBTableGeometry {
  /// One cell and its frame in the table.
  struct Row {
    var cell: IBView
    var frame: CGRect
    /// The content view's frame in the cell.
    var contentFrame: CGRect?
  }

  let toolsMajor: Int

  init(document: IBDocument) {
    toolsMajor = document.toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
  }

  private var isModern: Bool { toolsMajor >= 15000 }

  /// The rows of `table`; empty for grouped tables and tables without cells. `barInset` is the
  /// height of the bars above a root table (status bar included).
  func rows(of table: IBView, barInset: CGFloat) -> [Row] {
    guard table.kind == "tableView", (table.style ?? "plain") == "plain", toolsMajor < 19000 else { return [] }
    let width = table.frame.map { CGFloat($0.width) }
    let headerHeight: CGFloat = isModern ? TableCellMetrics.plainTitledHeaderHeight : CGFloat(table.sectionHeaderHeight ?? 22)
    var rows: [Row] = []
    var y: CGFloat = toolsMajor < 11500 ? barInset : 0
    let prototypes = table.prototypeCells
    if !prototypes.isEmpty {
      y += headerHeight
      for cell in prototypes { rows.append(row(cell, table: table, width: width, y: &y)) }
    }
    for section in table.sections {
      let hasTitle = section.headerTitle?.isEmpty == false
      if isModern || hasTitle { y += headerHeight }
      for cell in section.cells { rows.append(row(cell, table: table, width: width, y: &y)) }
    }
    return rows
  }

  /// The layout margins of a cell's content view when the document does not set them: from
  /// iOS 11 (Xcode 9, tools version 13000) UIKit's `{11, 16, 11, 16}`, the sides following the
  /// view controller's system minimum margins (20 points on screens 414 points wide and up);
  /// nil before, when a content view kept UIView's 8 points.
  func contentMargins(rootWidth: CGFloat) -> UIEdgeInsets? {
    guard toolsMajor >= 13000 else { return nil }
    let side: CGFloat = rootWidth >= 414 ? 20 : 16
    return UIEdgeInsets(top: 11, left: side, bottom: 11, right: side)
  }

  private func row(_ cell: IBView, table: IBView, width: CGFloat?, y: inout CGFloat) -> Row {
    let height = rowHeight(of: cell, in: table)
    let cellWidth = width ?? CGFloat(cell.frame?.width ?? 320)
    let frame = CGRect(x: 0, y: y, width: cellWidth, height: height)
    y += height
    var contentFrame: CGRect?
    if let content = cell.contentView {
      let separator: CGFloat = isModern ? 0 : toolsMajor < 8000 ? 1 : 0.5
      var accessory: CGFloat = 0
      // Accessory widths vary with the device and the Xcode that drew them; the document's own
      // gap between the cell and its content view is the best record of them.
      if (cell.accessoryType ?? "none") != "none", let stored = cell.frame, let storedContent = content.frame {
        accessory = CGFloat(stored.width - storedContent.width)
      }
      contentFrame = CGRect(x: 0, y: 0, width: cellWidth - accessory, height: max(0, height - separator))
    }
    return Row(cell: cell, frame: frame, contentFrame: contentFrame)
  }

  private func rowHeight(of cell: IBView, in table: IBView) -> CGFloat {
    if let own = cell.rowHeight, own > 0 { return CGFloat(own) }
    if let tableRow = table.rowHeight, tableRow > 0 { return CGFloat(tableRow) }
    return isModern ? TableCellMetrics.interfaceBuilderAutomaticRowHeight : TableCellMetrics.defaultRowHeight
  }
}
