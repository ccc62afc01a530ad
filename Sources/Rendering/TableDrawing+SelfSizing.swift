import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Rows that size themselves (UITableView's automatic dimension) at the variant's text size.
extension TableDrawing {
  /// A difference from the stored height below this keeps the stored layout (float noise).
  static let fittingTolerance: CGFloat = 0.01

  /// Whether UIKit sizes `cell`'s row from its content: neither the cell nor the table sets a row
  /// height (`rowHeight="-1"`, automatic) and the table estimates heights (automatic or positive;
  /// a file written before Xcode 11 stores no estimate, and UIKit sizes none of its rows). A
  /// static cell sizes itself too: `UITableViewController` answers the table's row height for it.
  static func sizesItself(_ cell: IBView, in table: IBView) -> Bool {
    guard (cell.rowHeight ?? -1) <= 0, (table.rowHeight ?? -1) <= 0, let estimate = table.estimatedRowHeight else {
      return false
    }
    return estimate == -1 || estimate > 0
  }

  /// Whether self-sizing rows are measured for `variant`: at a text size other than Large. At
  /// Large a row's stored height is Interface Builder's own measurement of the same content
  /// with San Francisco's advances, which the engine's fonts only approach, so it stays.
  static func measuresRows(in variant: TraitVariant) -> Bool {
    guard let category = variant.preferredContentSizeCategory else { return false }
    return category != .large && category != .unspecified
  }

  /// The height UIKit gives the row of `cell`, whose content view is hosted in `layout` at
  /// `contentWidth`: the content's fitting height under its constraints, else a standard style's
  /// labels and image, plus the separator's pixel, up to the pixel grid. Nil when the content
  /// gives no height (views placed by autoresizing only): the stored height stays.
  static func selfSizedHeight(
    of cell: IBView, layout: StoryboardSceneBuilder, contentWidth: CGFloat, cellWidth: CGFloat, hasSeparator: Bool
  ) -> CGFloat? {
    let content = layout.rootView
    let scale = max(1, content.traitCollection.displayScale)
    let separator = hasSeparator ? 1 / scale : 0
    var fitting: CGFloat = 0
    if let source = cell.contentView, hasConstraints(source) {
      // The runtime table's own measure: the content's compressed height at the row's width,
      // laid out again while multi-line labels re-wrap.
      fitting = CellSizing.fittingHeight(of: content, width: contentWidth)
    } else if let standard = standardLayout(
      of: cell, in: layout, contentSize: CGSize(width: contentWidth, height: 0), cellWidth: cellWidth)
    {
      fitting = standard.fittingHeight(separator: separator)
    }
    guard fitting > 0 else { return nil }
    return CellSizing.rowHeight(content: fitting, separator: separator, scale: scale)
  }

  /// Places a standard-style cell's image and labels in its hosted content view of
  /// `contentSize`, as UITableViewCell lays them out (in a row `cellWidth` wide); nothing for a
  /// custom cell.
  static func layOutStandardContent(
    of cell: IBView, in layout: StoryboardSceneBuilder, contentSize: CGSize, cellWidth: CGFloat
  ) {
    guard cell.contentView.map({ !hasConstraints($0) }) ?? false else { return }
    standardLayout(of: cell, in: layout, contentSize: contentSize, cellWidth: cellWidth)?.apply()
  }

  /// UIKit's standard layout of `cell`'s labels and image as hosted in `layout`, with the side
  /// margin of a row `cellWidth` wide; nil for a cell without a style.
  private static func standardLayout(
    of cell: IBView, in layout: StoryboardSceneBuilder, contentSize: CGSize, cellWidth: CGFloat
  ) -> StandardCellLayout? {
    guard let style = cell.style else { return nil }
    let traits = layout.rootView.traitCollection
    return StandardCellLayout(
      style: UITableViewCell.CellStyle(interfaceBuilderName: style),
      textLabel: cell.textLabelID.flatMap { layout.view(withID: $0) as? UILabel },
      detailTextLabel: cell.detailTextLabelID.flatMap { layout.view(withID: $0) as? UILabel },
      imageView: cell.imageViewID.flatMap { layout.view(withID: $0) as? UIImageView },
      side: TableCellMetrics.sideMargin(width: cellWidth, traits: traits), contentSize: contentSize)
  }

  /// Whether any view of the document's subtree holds a constraint.
  private static func hasConstraints(_ view: IBView) -> Bool {
    !view.constraints.isEmpty || view.subviews.contains { hasConstraints($0) }
  }
}
