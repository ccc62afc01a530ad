import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Table views: their static cells, or their prototype cells as Interface Builder shows them,
/// each laid out at the table's width by the same engine, with separators, section headers
/// (grouped styles) and accessories (disclosure indicators, checkmarks, detail buttons).
@MainActor
enum TableDrawing {
  /// Rows start below the table's safe-area top inset, as scroll views adjust their content
  /// inset for it by default (`contentInsetAdjustmentBehavior = .automatic`). The table's header
  /// view (`tableHeaderView`) comes first and its footer view after the last section, each laid
  /// out at the table's width; sections show their header and footer titles.
  static func drawTable(_ source: IBView, view: UIView, in bounds: CGRect, context: DrawingContext) {
    let grouped = source.style == "grouped" || source.style == "insetGrouped"
    let inset: CGFloat = source.style == "insetGrouped" ? (bounds.width > 375 ? 20 : 16) : 0
    let sections: [(header: String?, footer: String?, cells: [IBView])]
    if source.dataMode == "static" {
      sections = source.sections.map { ($0.headerTitle, $0.footerTitle, $0.cells) }
    } else {
      sections = [(nil, nil, source.prototypeCells)]
    }
    let clip = context.uniqueID("clip")
    context.writer.open("clipPath", [("id", clip)])
    context.writer.rect(bounds, fill: "#000")
    context.writer.close("clipPath")
    context.writer.open("g", [("clip-path", "url(#\(clip))")])
    var y: CGFloat = view.safeAreaInsets.top
    if let header = keyedView("tableHeaderView", of: source) {
      y += drawTableView(header, at: y, width: bounds.width, context: context)
    }
    if grouped { y += 18 }
    let tableRowHeight = source.rowHeight.map { CGFloat($0) }
    let measuresVariantRows = measuresRows(in: context.variant)
    let hasSeparators = source.element["separatorStyle"] != "none"
    for section in sections {
      guard y < bounds.height else { break }
      if let header = section.header, !header.isEmpty, !grouped {
        y += drawPlainHeader(header, at: y, width: bounds.width, context: context)
      } else if grouped || section.header != nil {
        if let header = section.header {
          TextDrawing.draw(header.uppercased(), in: CGRect(x: inset + 16, y: y, width: bounds.width - 2 * inset - 32,
            height: 30), font: UIFont.systemFont(ofSize: 13), color: context.palette.secondaryLabel, verticallyCentered: false,
            into: &context.writer)
          y += 38
        } else {
          y += 17
        }
      }
      let width = bounds.width - 2 * inset
      let top = y
      for (index, cell) in section.cells.enumerated() where y < bounds.height {
        let height = rowHeight(of: cell, table: tableRowHeight)
        y += drawCell(cell, frame: CGRect(x: inset, y: y, width: width, height: height),
          isLast: index == section.cells.count - 1, grouped: grouped,
          selfSizing: measuresVariantRows && sizesItself(cell, in: source), hasSeparators: hasSeparators, context: context)
      }
      if inset > 0, y > top {
        context.writer.rect(CGRect(x: inset, y: top, width: width, height: y - top), radius: 10, fill: nil,
          stroke: context.palette.separator.withAlpha(0.4).css, strokeWidth: 0.5)
      }
      if let footer = section.footer, !footer.isEmpty, y < bounds.height {
        y += drawFooter(footer, at: y, width: bounds.width, inset: inset, context: context)
      }
      if grouped { y += 17 }
    }
    if let footer = keyedView("tableFooterView", of: source), y < bounds.height {
      drawTableView(footer, at: y, width: bounds.width, context: context)
    }
    context.writer.close("g")
  }

  /// A plain table's section header: a 28-point band on the secondary grouped background with
  /// the title in 17-point semibold, as the runtime's `UITableViewHeaderFooterView` draws it
  /// (iOS 14's look, chosen there too); returns its height.
  private static func drawPlainHeader(_ title: String, at y: CGFloat, width: CGFloat, context: DrawingContext)
    -> CGFloat
  {
    let height: CGFloat = 28
    context.writer.rect(CGRect(x: 0, y: y, width: width, height: height), fill: context.palette.groupedBackground.css)
    TextDrawing.draw(title, in: CGRect(x: 16, y: y, width: max(0, width - 32), height: height),
      font: UIFont.systemFont(ofSize: 17, weight: .semibold), color: context.palette.label, into: &context.writer)
    return height
  }

  /// A section footer title: 13-point secondary text wrapped at the section's text margins,
  /// 8 points below the last row; returns the height it takes (with 8 points below as well).
  private static func drawFooter(_ title: String, at y: CGFloat, width: CGFloat, inset: CGFloat,
    context: DrawingContext) -> CGFloat
  {
    let font = UIFont.systemFont(ofSize: 13)
    let box = CGRect(x: inset + 16, y: y + 8, width: max(0, width - 2 * inset - 32), height: 10_000)
    let rendered = TextDrawing.draw(title, in: box, font: font, color: context.palette.secondaryLabel, numberOfLines: 0,
      lineBreakMode: .byWordWrapping, verticallyCentered: false, into: &context.writer)
    return rendered.height + 16
  }

  /// The table's own view under `key` (`tableHeaderView`, `tableFooterView`).
  private static func keyedView(_ key: String, of table: IBView) -> IBView? {
    table.keyedViews.first { $0.key == key }
  }

  /// A table header or footer view laid out at the table's width and its stored height, drawn
  /// at `y`; returns the height.
  @discardableResult
  private static func drawTableView(_ header: IBView, at y: CGFloat, width: CGFloat, context: DrawingContext)
    -> CGFloat
  {
    let height = CGFloat(header.frame?.height ?? 0)
    guard height > 0,
      let layout = context.hostScene(
        root: header, controller: nil, placement: .box(CGSize(width: max(1, width), height: height)), insets: .zero,
        sizeClasses: SizeClassPair(horizontal: .compact, vertical: .regular))
    else { return 0 }
    ViewDrawing.draw(layout, at: CGPoint(x: 0, y: y), in: context)
    return height
  }

  private static func rowHeight(of cell: IBView, table: CGFloat?) -> CGFloat {
    if let own = cell.rowHeight, own > 0 { return CGFloat(own) }
    if let frame = cell.frame, frame.height > 0 { return CGFloat(frame.height) }
    if let table, table > 0 { return table }
    return 44
  }

  /// Draws `cell` in `frame` (its height the stored one); a row that sizes itself at the
  /// variant's text size takes its content's height instead. Returns the height drawn.
  private static func drawCell(
    _ cell: IBView, frame storedFrame: CGRect, isLast: Bool, grouped: Bool, selfSizing: Bool, hasSeparators: Bool,
    context: DrawingContext
  ) -> CGFloat {
    let accessory = cell.accessoryType ?? "none"
    var contentWidth = storedFrame.width
    if accessory != "none" {
      // The content view gives way to the accessory as in the stored frames (34 points otherwise).
      if let cellFrame = cell.frame, let contentFrame = cell.contentView?.frame, cellFrame.width > contentFrame.width {
        contentWidth -= CGFloat(cellFrame.width - contentFrame.width)
      } else {
        contentWidth -= 34
      }
    }
    func hostContent(rowHeight: CGFloat) -> StoryboardSceneBuilder? {
      guard let content = cell.contentView else { return nil }
      return context.hostScene(
        root: content, controller: nil,
        placement: .box(CGSize(width: max(1, contentWidth), height: max(1, rowHeight - (isLast && !grouped ? 0 : 0.5)))),
        insets: .zero, sizeClasses: SizeClassPair(horizontal: .compact, vertical: .regular))
    }
    var frame = storedFrame
    var layout = hostContent(rowHeight: frame.height)
    if selfSizing, let hosted = layout,
      let height = selfSizedHeight(
        of: cell, layout: hosted, contentWidth: contentWidth, cellWidth: frame.width, hasSeparator: hasSeparators),
      abs(height - frame.height) >= fittingTolerance
    {
      frame.size.height = height
      layout = hostContent(rowHeight: height)
    }
    if measuresRows(in: context.variant), let layout {
      layOutStandardContent(
        of: cell, in: layout, contentSize: layout.rootView.bounds.size, cellWidth: frame.width)
    }
    context.writer.open("g", [
      ("transform", "translate(\(SVGWriter.number(frame.minX)),\(SVGWriter.number(frame.minY)))"),
      ("data-class", cell.className), ("data-id", cell.id), ("data-frame", BarDrawing.frameText(frame)),
    ])
    context.writer.element("title", [], text: "\(cell.className) \(cell.id) “\(cell.reuseIdentifier ?? "")” (\(BarDrawing.frameText(frame)))")
    // The cell's subviews are laid out from the cell's own origin on screen.
    let enclosingOrigin = context.viewOrigin
    context.viewOrigin = CGPoint(x: enclosingOrigin.x + frame.minX, y: enclosingOrigin.y + frame.minY)
    if !cell.id.isEmpty, context.viewFrames[cell.id] == nil {
      context.viewFrames[cell.id] = CGRect(origin: context.viewOrigin, size: frame.size)
    }
    context.tree?.open(cell, frame: CGRect(origin: context.viewOrigin, size: frame.size), context: context)
    defer {
      context.tree?.close()
      context.viewOrigin = enclosingOrigin
    }
    let background = context.color(cell.backgroundColor) ?? context.palette.cellBackground
    context.writer.rect(CGRect(origin: .zero, size: frame.size), fill: background.css)
    if let layout {
      // Right to left, the content view sits at the trailing (right) edge and the accessory
      // and the separator's inset mirror to the left.
      ViewDrawing.draw(layout, at: CGPoint(x: context.isRightToLeft ? frame.width - contentWidth : 0, y: 0), in: context)
    }
    if context.isRightToLeft {
      context.writer.open("g", [("transform", "matrix(-1 0 0 1 \(SVGWriter.number(frame.width)) 0)")])
    }
    drawAccessory(accessory, cellWidth: frame.width, midY: frame.height / 2, context: context)
    if context.isRightToLeft { context.writer.close("g") }
    if !(isLast && grouped) {
      let inset = separatorInset
      if context.isRightToLeft {
        drawSeparator(from: 0, to: frame.width - inset, y: frame.height - 0.25, context: context)
      } else {
        drawSeparator(from: inset, to: frame.width, y: frame.height - 0.25, context: context)
      }
    }
    context.writer.close("g")
    return frame.height
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

  /// The separator's leading inset (UIKit's default 16 points).
  static let separatorInset: CGFloat = 16

  /// A row separator: a half-point line.
  static func drawSeparator(from minX: CGFloat, to maxX: CGFloat, y: CGFloat, color: RenderColor? = nil,
    context: DrawingContext)
  {
    let stroke = color ?? context.palette.separator
    context.writer.line(from: CGPoint(x: minX, y: y), to: CGPoint(x: maxX, y: y), stroke: stroke.css, width: 0.5)
  }
}
