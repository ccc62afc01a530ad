import AdaptiveKit
import Foundation

/// What a table view shows between its rows, drawn from the `UITableView` the scene built (on
/// the canvas, its cells placed where Interface Builder draws them): each section's header and
/// footer titles from its data source, around the section's rows, and inset-grouped sections'
/// rounded outlines. The rows themselves are the table's subviews, drawn with the rest of the
/// hierarchy (`ViewDrawing`), their accessories and separators from the cells
/// (`LiveContentDrawing`).
@MainActor
enum TableDrawing {
  /// The height of a plain table's titled section header band, above the section's first row.
  static let plainHeaderHeight: CGFloat = 28
  /// How far above a grouped section's first row its header title starts.
  static let groupedHeaderTitleRise: CGFloat = 38
  /// The height of the box a grouped section's header title is drawn in.
  static let groupedHeaderTitleHeight: CGFloat = 30
  /// A section title's side margin, inside the section's inset.
  static let titleMargin: CGFloat = 16
  /// The corner radius of an inset-grouped section.
  static let insetGroupedCornerRadius: CGFloat = 10

  /// Draws `table`'s section titles and outlines in `bounds` (the table's own), where its rows
  /// are now (less its content offset).
  static func drawTable(_ table: UITableView, in bounds: CGRect, context: DrawingContext) {
    guard let dataSource = table.dataSource else { return }
    let clip = context.uniqueID("clip")
    context.writer.open("clipPath", [("id", clip)])
    context.writer.rect(bounds, fill: "#000")
    context.writer.close("clipPath")
    context.writer.open("g", [("clip-path", "url(#\(clip))")])
    defer { context.writer.close("g") }
    let offset = table.bounds.origin
    for section in 0..<table.numberOfSections {
      let cells = (0..<table.numberOfRows(inSection: section)).compactMap {
        table.cellForRow(at: IndexPath(row: $0, section: section))
      }
      guard let first = cells.first, let last = cells.last else { continue }
      let rows = CGRect(
        x: first.frame.minX - offset.x, y: first.frame.minY - offset.y, width: first.frame.width,
        height: last.frame.maxY - first.frame.minY)
      if let title = dataSource.tableView(table, titleForHeaderInSection: section), !title.isEmpty {
        if table.style == .plain {
          drawPlainHeader(title, above: rows.minY, width: bounds.width, context: context)
        } else {
          TextDrawing.draw(
            title.uppercased(),
            in: CGRect(
              x: rows.minX + titleMargin, y: rows.minY - groupedHeaderTitleRise, width: max(0, rows.width - 2 * titleMargin),
              height: groupedHeaderTitleHeight),
            font: UIFont.systemFont(ofSize: 13), color: context.palette.secondaryLabel,
            alignment: naturalAlignment(context), verticallyCentered: false, into: &context.writer)
        }
      }
      if table.style == .insetGrouped {
        context.writer.rect(rows, radius: insetGroupedCornerRadius, fill: nil,
          stroke: context.palette.separator.withAlpha(0.4).css, strokeWidth: 0.5)
      }
      if let footer = dataSource.tableView(table, titleForFooterInSection: section), !footer.isEmpty {
        drawFooter(footer, at: rows.maxY, in: rows, context: context)
      }
    }
  }

  /// A plain table's section header: a band on the secondary grouped background ending at the
  /// section's first row, with the title in 17-point semibold, as the runtime's
  /// `UITableViewHeaderFooterView` draws it (iOS 14's look, chosen there too).
  private static func drawPlainHeader(_ title: String, above y: CGFloat, width: CGFloat, context: DrawingContext) {
    let band = CGRect(x: 0, y: y - plainHeaderHeight, width: width, height: plainHeaderHeight)
    context.writer.rect(band, fill: context.palette.groupedBackground.css)
    TextDrawing.draw(title, in: CGRect(x: titleMargin, y: band.minY, width: max(0, width - 2 * titleMargin), height: plainHeaderHeight),
      font: UIFont.systemFont(ofSize: 17, weight: .semibold), color: context.palette.label,
      alignment: naturalAlignment(context), into: &context.writer)
  }

  /// Section titles' natural alignment: UIKit's header and footer views align their text to the
  /// leading edge, the right one in a right-to-left interface.
  private static func naturalAlignment(_ context: DrawingContext) -> TextDrawing.Alignment {
    context.isRightToLeft ? .right : .left
  }

  /// The gap between a section's last row and its footer title.
  static let footerGap: CGFloat = 8

  /// A section footer title: 13-point secondary text wrapped at the section's text margins,
  /// `footerGap` below the last row.
  private static func drawFooter(_ title: String, at y: CGFloat, in rows: CGRect, context: DrawingContext) {
    let font = UIFont.systemFont(ofSize: 13)
    let box = CGRect(x: rows.minX + titleMargin, y: y + footerGap, width: max(0, rows.width - 2 * titleMargin), height: 10_000)
    TextDrawing.draw(title, in: box, font: font, color: context.palette.secondaryLabel,
      alignment: naturalAlignment(context), numberOfLines: 0,
      lineBreakMode: .byWordWrapping, verticallyCentered: false, into: &context.writer)
  }

  /// A standard accessory by its Interface Builder name (`disclosureIndicator`, `checkmark`,
  /// `detailButton`, `detailDisclosureButton`), at the trailing edge of a cell of `cellWidth`.
  static func drawAccessory(_ accessory: String, cellWidth: CGFloat, midY: CGFloat, context: DrawingContext) {
    let tint = context.palette.systemBlue
    let frame = CGRect(x: 0, y: 0, width: cellWidth, height: midY * 2)
    switch accessory {
    case "disclosureIndicator":
      let x = frame.width - 20
      context.writer.polyline([CGPoint(x: x - 4, y: midY - 7), CGPoint(x: x + 2, y: midY), CGPoint(x: x - 4, y: midY + 7)],
        stroke: context.palette.systemGray3.css, width: 2)
    case "checkmark":
      let x = frame.width - 28
      context.writer.polyline([CGPoint(x: x, y: midY), CGPoint(x: x + 5, y: midY + 5), CGPoint(x: x + 13, y: midY - 6)],
        stroke: tint.css, width: 2)
    case "detailButton", "detailDisclosureButton":
      let x = frame.width - (accessory == "detailButton" ? 27 : 47)
      context.writer.circle(center: CGPoint(x: x, y: midY), radius: 10, stroke: tint.css, strokeWidth: 1.3)
      TextDrawing.draw("i", in: CGRect(x: x - 10, y: midY - 10, width: 20, height: 20),
        font: UIFont.systemFont(ofSize: 14, weight: .semibold), color: tint, alignment: .center, into: &context.writer)
      if accessory == "detailDisclosureButton" {
        let chevron = frame.width - 20
        context.writer.polyline(
          [CGPoint(x: chevron - 4, y: midY - 7), CGPoint(x: chevron + 2, y: midY), CGPoint(x: chevron - 4, y: midY + 7)],
          stroke: context.palette.systemGray3.css, width: 2)
      }
    default: break
    }
  }

  /// A row separator: a half-point line.
  static func drawSeparator(from minX: CGFloat, to maxX: CGFloat, y: CGFloat, color: RenderColor? = nil,
    context: DrawingContext)
  {
    let stroke = color ?? context.palette.separator
    context.writer.line(from: CGPoint(x: minX, y: y), to: CGPoint(x: maxX, y: y), stroke: stroke.css, width: 0.5)
  }
}
