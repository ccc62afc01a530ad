import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Where Interface Builder draws the prototype cells of a collection view with a flow layout, as
/// `UICollectionViewFlowLayout` places items: lines filled in order inside the section insets
/// (below a header of `headerReferenceSize`), lines `minimumLineSpacing` apart, items centred
/// across their line; horizontal scrolling swaps the axes. Along a line, items are spread over
/// the whole width with the spacing a full line of them would have, so the items of a last,
/// shorter line stay in the columns of the lines above (a line of two 50-point items in a
/// 375-point view whose full lines hold six sits at 0 and 65); an item alone because no second
/// one fits beside it is centred. Measured on every flow layout of the corpus: a lone item
/// narrower than half the line starts at the inset (13 collection views), a wider one is centred
/// (9). Each cell keeps the size stored for it (a prototype may have its own size, not the
/// layout's `itemSize`). Before Xcode 8.3 a root collection view also draws below the status and
/// navigation bars, as tables do. The section header view spans the top of the section (its
/// reference size high) and the footer view follows the last line and the section inset, as the
/// flow layout places them. Custom layouts are not modelled (their cells are not built).
struct IBCollectionGeometry {
  let xcode: XcodeRelease.Build

  init(document: IBDocument) {
    xcode = XcodeRelease(document: document).build
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
    // A reference size's extent across the lines (its height when scrolling vertically).
    func acrossLength(_ size: IBXMLElement?) -> CGFloat {
      CGFloat(horizontal ? size?.double("width") ?? 0 : size?.double("height") ?? 0)
    }
    let barShift: CGFloat = xcode < .xcode8_1 && !horizontal ? barInset : 0
    let headerLength = acrossLength(header)
    var across = CGFloat(horizontal ? inset?.left ?? 0 : inset?.top ?? 0) + headerLength + barShift
    // A section header or footer view spans the line direction, as large as the layout's
    // reference size across the lines and starting `start` across them; none when that size is 0.
    func sectionView(_ key: String, length: CGFloat, start: CGFloat) -> IBTableGeometry.Row? {
      guard length > 0, let view = collection.keyedViews.first(where: { $0.key == key }) else { return nil }
      let frame =
        horizontal
        ? CGRect(x: start, y: 0, width: length, height: CGFloat(bounds.height))
        : CGRect(x: 0, y: start, width: CGFloat(bounds.width), height: length)
      return IBTableGeometry.Row(cell: view, frame: frame)
    }
    let sizes = cells.map { cell -> CGSize in
      let width = cell.frame?.width ?? itemSize?.double("width") ?? 50
      let height = cell.frame?.height ?? itemSize?.double("height") ?? 50
      return flip(CGSize(width: width, height: height))
    }
    var rows: [IBTableGeometry.Row] = []
    // The section header view comes before the section inset (below the bars, as the cells).
    if let view = sectionView("sectionHeaderView", length: headerLength, start: barShift) { rows.append(view) }
    var index = 0
    while index < cells.count {
      var line = [index]
      var used = sizes[index].width
      while index + line.count < cells.count, used + interitem + sizes[index + line.count].width <= lineLength + 0.001 {
        used += interitem + sizes[index + line.count].width
        line.append(index + line.count)
      }
      let isLast = index + line.count == cells.count
      let thickness = line.map { sizes[$0].height }.max() ?? 0
      let widths = line.map { sizes[$0].width }
      // A full line spreads its own items; the last line spreads as many of its first item as
      // would fit, so its items stay in the columns above.
      let spread = isLast ? Self.fittingCount(of: widths[0], in: lineLength, spacing: interitem) : line.count
      let spreadWidth = isLast ? CGFloat(spread) * widths[0] : widths.reduce(0, +)
      let gap = spread > 1 ? (lineLength - spreadWidth) / CGFloat(spread - 1) : 0
      var along = spread > 1 ? lineStart : lineStart + (lineLength - widths[0]) / 2
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
    // The section footer view follows the last line and the section inset.
    let footerStart = across - lineSpacing + CGFloat(horizontal ? inset?.right ?? 0 : inset?.bottom ?? 0)
    if let view = sectionView(
      "sectionFooterView", length: acrossLength(layout.child(key: "footerReferenceSize")), start: footerStart)
    {
      rows.append(view)
    }
    return rows
  }

  /// How many items of `length` fit in a line of `lineLength` with `spacing` between them (at
  /// least one).
  static func fittingCount(of length: CGFloat, in lineLength: CGFloat, spacing: CGFloat) -> Int {
    guard length + spacing > 0 else { return 1 }
    return max(1, Int(saturating: ((lineLength + spacing) / (length + spacing) + 0.001).rounded(.down)))
  }
}
