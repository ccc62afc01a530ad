import Foundation
import InterfaceBuilder

/// Where Interface Builder draws the prototype cells of a collection view with a flow layout, as
/// `UICollectionViewFlowLayout` places items: lines filled in order inside the section insets
/// (below a header of `headerReferenceSize`), a line of several items justified to the full
/// width, a lone item centred, items centred across their line, lines `minimumLineSpacing`
/// apart; horizontal scrolling swaps the axes. Each cell keeps the size stored for it (a
/// prototype may have its own size, not the layout's `itemSize`). Before Xcode 8.3 a root
/// collection view also draws below the status and navigation bars, as tables do. Custom
/// layouts are not modelled (their cells are not built).
struct IBCollectionGeometry {
  let toolsMajor: Int

  init(document: IBDocument) {
    toolsMajor = document.toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
  }

  /// The frames of `collection`'s cells in its coordinates; empty without a flow layout.
  func rows(of collection: IBView, barInset: CGFloat) -> [IBTableGeometry.Row] {
    guard collection.kind == "collectionView", let layout = collection.collectionViewLayout,
      layout.name == "collectionViewFlowLayout", let bounds = collection.frame
    else { return [] }
    let cells = collection.prototypeCells
    guard !cells.isEmpty else { return [] }
    let horizontal = layout["scrollDirection"] == "horizontal"
    let inset = IBEdgeInsets(layout.child(key: "sectionInset"))
    let header = layout.child(key: "headerReferenceSize")
    let itemSize = layout.child(key: "itemSize")
    let lineSpacing = CGFloat(layout.double("minimumLineSpacing") ?? 10)
    // Work in (along the line, across lines): x/width for vertical scrolling, y/height else.
    func flip(_ size: CGSize) -> CGSize { horizontal ? CGSize(width: size.height, height: size.width) : size }
    let lineLength = CGFloat(horizontal ? bounds.height : bounds.width)
      - CGFloat(horizontal ? (inset?.top ?? 0) + (inset?.bottom ?? 0) : (inset?.left ?? 0) + (inset?.right ?? 0))
    let lineStart = CGFloat(horizontal ? inset?.top ?? 0 : inset?.left ?? 0)
    let interitem = CGFloat(layout.double("minimumInteritemSpacing") ?? 10)
    var across =
      CGFloat(horizontal ? inset?.left ?? 0 : inset?.top ?? 0)
      + CGFloat(horizontal ? header?.double("width") ?? 0 : header?.double("height") ?? 0)
    if toolsMajor < 11500 && !horizontal { across += barInset }
    let sizes = cells.map { cell -> CGSize in
      let width = cell.frame?.width ?? itemSize?.double("width") ?? 50
      let height = cell.frame?.height ?? itemSize?.double("height") ?? 50
      return flip(CGSize(width: width, height: height))
    }
    var rows: [IBTableGeometry.Row] = []
    var index = 0
    while index < cells.count {
      var line = [index]
      var used = sizes[index].width
      while index + line.count < cells.count, used + interitem + sizes[index + line.count].width <= lineLength + 0.001 {
        used += interitem + sizes[index + line.count].width
        line.append(index + line.count)
      }
      let thickness = line.map { sizes[$0].height }.max() ?? 0
      let gap = line.count > 1 ? (lineLength - line.map { sizes[$0].width }.reduce(0, +)) / CGFloat(line.count - 1) : 0
      var along = line.count > 1 ? lineStart : lineStart + (lineLength - sizes[index].width) / 2
      for item in line {
        let size = sizes[item]
        let origin = CGPoint(x: along, y: across + (thickness - size.height) / 2)
        let frame =
          horizontal
          ? CGRect(x: origin.y, y: origin.x, width: size.height, height: size.width)
          : CGRect(origin: origin, size: size)
        rows.append(
          IBTableGeometry.Row(cell: cells[item], frame: frame, contentFrame: CGRect(origin: .zero, size: frame.size)))
        along += size.width + gap
      }
      across += thickness + lineSpacing
      index += line.count
    }
    return rows
  }
}
