import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Collection views: their prototype cells placed as a flow layout places items, each cell laid
/// out by the engine at its size, below the section header view and above the footer view.
///
/// As with tables, the content starts below the safe-area top inset (`.automatic` content inset
/// adjustment: the bars over a root collection view push its items down at run time, unlike on
/// Interface Builder's canvas). Items fill lines inside the section insets; a line of several
/// items is justified to the full width and a lone item centered, lines `minimumLineSpacing`
/// apart (`UICollectionViewFlowLayout`); horizontal scrolling swaps the axes. A custom layout
/// (not a flow layout) is drawn as a flow layout with its stored cell sizes and 10-point spacing.
@MainActor
enum CollectionDrawing {
  static func drawCollection(_ source: IBView, view: UIView, in bounds: CGRect, context: DrawingContext) {
    let flow = source.collectionViewLayout.flatMap { $0.name == "collectionViewFlowLayout" ? $0 : nil }
    let horizontal = flow?["scrollDirection"] == "horizontal"
    let inset = flow.flatMap { IBEdgeInsets($0.child(key: "sectionInset")) }
    let lineSpacing = CGFloat(flow?.double("minimumLineSpacing") ?? 10)
    let interitem = CGFloat(flow?.double("minimumInteritemSpacing") ?? 10)
    let itemSize = flow?.child(key: "itemSize")
    let clip = context.uniqueID("clip")
    context.writer.open("clipPath", [("id", clip)])
    context.writer.rect(bounds, fill: "#000")
    context.writer.close("clipPath")
    context.writer.open("g", [("clip-path", "url(#\(clip))")])
    var top = view.safeAreaInsets.top
    let headerHeight = CGFloat(flow?.child(key: "headerReferenceSize")?.double("height") ?? 0)
    if !horizontal, headerHeight > 0 {
      if let header = source.keyedViews.first(where: { $0.key == "sectionHeaderView" }) {
        drawSupplementary(header, in: CGRect(x: 0, y: top, width: bounds.width, height: headerHeight), context: context)
      }
      top += headerHeight
    }
    // Work in (along a line, across lines): x and width for vertical scrolling, y and height else.
    func flip(_ size: CGSize) -> CGSize { horizontal ? CGSize(width: size.height, height: size.width) : size }
    let sides = (
      lineStart: CGFloat(horizontal ? inset?.top ?? 0 : inset?.left ?? 0),
      lineEnd: CGFloat(horizontal ? inset?.bottom ?? 0 : inset?.right ?? 0),
      start: CGFloat(horizontal ? inset?.left ?? 0 : inset?.top ?? 0) + (horizontal ? 0 : top)
    )
    let lineLength = (horizontal ? bounds.height - top : bounds.width) - sides.lineStart - sides.lineEnd
    let cells = source.prototypeCells
    let sizes = cells.map { cell in
      flip(CGSize(
        width: CGFloat(cell.frame?.width ?? itemSize?.double("width") ?? 50),
        height: CGFloat(cell.frame?.height ?? itemSize?.double("height") ?? 50)))
    }
    var across = sides.start
    var index = 0
    let limit = horizontal ? bounds.width : bounds.height
    while index < cells.count, across < limit {
      var line = [index]
      var used = sizes[index].width
      while index + line.count < cells.count, used + interitem + sizes[index + line.count].width <= lineLength + 0.001 {
        used += interitem + sizes[index + line.count].width
        line.append(index + line.count)
      }
      let thickness = line.map { sizes[$0].height }.max() ?? 0
      let gap = line.count > 1 ? (lineLength - line.map { sizes[$0].width }.reduce(0, +)) / CGFloat(line.count - 1) : 0
      var along = line.count > 1 ? sides.lineStart : sides.lineStart + (lineLength - sizes[index].width) / 2
      for item in line {
        let size = sizes[item]
        let offset = (thickness - size.height) / 2
        let frame = horizontal
          ? CGRect(x: across + offset, y: top + along, width: size.height, height: size.width)
          : CGRect(x: along, y: across + offset, width: size.width, height: size.height)
        drawCell(cells[item], frame: frame, context: context)
        along += size.width + gap
      }
      across += thickness + lineSpacing
      index += line.count
    }
    let footerHeight = CGFloat(flow?.child(key: "footerReferenceSize")?.double("height") ?? 0)
    if !horizontal, footerHeight > 0, across < bounds.height,
      let footer = source.keyedViews.first(where: { $0.key == "sectionFooterView" })
    {
      let y = across - (index > 0 ? lineSpacing : 0) + CGFloat(inset?.bottom ?? 0)
      drawSupplementary(footer, in: CGRect(x: 0, y: y, width: bounds.width, height: footerHeight), context: context)
    }
    context.writer.close("g")
  }

  /// A cell laid out at its frame's size, its own constraints included (they often tie
  /// subviews to the cell rather than to its content view).
  private static func drawCell(_ cell: IBView, frame: CGRect, context: DrawingContext) {
    guard frame.width > 0, frame.height > 0,
      let layout = context.hostScene(
        root: cell, controller: nil, placement: .box(frame.size), insets: .zero,
        sizeClasses: SizeClassPair(horizontal: .compact, vertical: .regular))
    else { return }
    ViewDrawing.draw(layout, at: frame.origin, in: context)
  }

  /// A section header or footer view (`collectionReusableView`) laid out in `frame`.
  private static func drawSupplementary(_ view: IBView, in frame: CGRect, context: DrawingContext) {
    drawCell(view, frame: frame, context: context)
  }
}
