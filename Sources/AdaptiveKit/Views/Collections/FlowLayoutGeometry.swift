import Foundation

/// The frames of a flow layout: sections one after another along the scroll axis, each a header,
/// the section inset, lines of items and a footer.
///
/// How items share a line, as UIKit's flow layout places them:
/// - A line takes items in order while they fit across the line length (the width less the
///   section insets when scrolling vertically, the height when scrolling horizontally) with
///   `minimumInteritemSpacing` between them. Apple's `minimumInteritemSpacing` documentation:
///   the spacing "is used to compute how many items can fit in a single line, but after the
///   number of items is determined, the actual spacing may possibly be adjusted upward".
/// - A line followed by more lines is justified: its leftover length is shared evenly between
///   its items, the first at the leading inset and the last at the trailing one. An item alone
///   on such a line is centred ("if an item ended up on a line by itself, it would be centered
///   by the flow layout", the accepted answer of Stack Overflow's "how do you determine spacing
///   between cells in UICollectionView flowLayout", which adds that "the last line always left
///   aligns").
/// - The last line of a section whose items all have one size keeps the columns of a full line:
///   it is spread as a line filled with as many such items as fit would be, so two 50-point
///   items in a 375-point line that holds six sit at 0 and 65; when only one item fits a line,
///   it is centred. This is what Interface Builder, which draws with UIKit's flow layout, stores
///   for the corpus's collection views (`IBCollectionGeometry`: a lone item narrower than half
///   the line at the inset in 13 views, a wider one centred in 9), and what steipete's
///   PSTCollectionView, a re-implementation written against UIKit's behaviour, does
///   (`PSTGridLayoutRow`: "the last row should justify as if it is filled with more
///   (invisible) items").
/// - The last line of a section whose items differ in size starts at the leading inset with
///   `minimumInteritemSpacing` between its items: steipete's radar 20825965 ("UICollectionViewFlowLayout's
///   last row is left-aligned by default if items have a non-uniform height … the case since
///   iOS 6"), which is the Stack Overflow answer's "last line always left aligns".
/// - A line is as thick as its thickest item; each item is centred across its line; lines are
///   `minimumLineSpacing` apart. The header comes before the section's leading inset and the
///   footer after its trailing one; neither gets line spacing (Apple's `minimumLineSpacing`
///   documentation). An empty section keeps its insets, header and footer (as PSTCollectionView
///   lays it out; unconfirmed against UIKit).
struct FlowLayoutGeometry {
  /// What the layout and its delegate say about one section.
  struct SectionInput {
    var itemSizes: [CGSize]
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
  }

  /// One line of items and its extent across the lines.
  struct Line {
    var items: Range<Int>
    var start: CGFloat
    var end: CGFloat
  }

  /// One section's frames, in the content's coordinates.
  struct Section {
    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    var lines: [Line] = []
    var start: CGFloat = 0
    var end: CGFloat = 0
  }

  let isHorizontal: Bool
  private(set) var sections: [Section] = []
  private(set) var contentSize: CGSize = .zero

  /// Lays out `inputs` in a content `breadth` wide (high when scrolling horizontally), with the
  /// section insets measured `leadingExtra` and `trailingExtra` further in (the safe area or the
  /// layout margins, for those section inset references).
  init(sections inputs: [SectionInput], breadth: CGFloat, leadingExtra: CGFloat, trailingExtra: CGFloat, horizontal: Bool) {
    isHorizontal = horizontal
    var across: CGFloat = 0
    for input in inputs {
      var section = Section(start: across)
      let inset = input.inset
      let before = horizontal ? inset.left : inset.top
      let after = horizontal ? inset.right : inset.bottom
      let lineStart = (horizontal ? inset.top : inset.left) + leadingExtra
      let lineLength = breadth - (horizontal ? inset.top + inset.bottom : inset.left + inset.right) - leadingExtra - trailingExtra
      let headerLength = horizontal ? input.headerSize.width : input.headerSize.height
      if headerLength > 0 { section.header = rect(along: 0, across: across, length: breadth, thickness: headerLength) }
      across += headerLength + before
      let sizes = input.itemSizes.map { horizontal ? CGSize(width: $0.height, height: $0.width) : $0 }
      let isUniform = sizes.dropFirst().allSatisfy { $0 == sizes[0] }
      section.items.reserveCapacity(sizes.count)
      var first = 0
      while first < sizes.count {
        var end = first + 1
        var used = sizes[first].width
        while end < sizes.count, used + input.interitemSpacing + sizes[end].width <= lineLength + 0.001 {
          used += input.interitemSpacing + sizes[end].width
          end += 1
        }
        let thickness = sizes[first..<end].map(\.height).max() ?? 0
        let starts = Self.lineStarts(
          sizes[first..<end].map(\.width), isLast: end == sizes.count, isUniform: isUniform, lineStart: lineStart,
          lineLength: lineLength, spacing: input.interitemSpacing)
        for (offset, along) in starts.enumerated() {
          let size = sizes[first + offset]
          section.items.append(
            rect(along: along, across: across + (thickness - size.height) / 2, length: size.width, thickness: size.height))
        }
        section.lines.append(Line(items: first..<end, start: across, end: across + thickness))
        across += thickness
        if end < sizes.count { across += input.lineSpacing }
        first = end
      }
      across += after
      let footerLength = horizontal ? input.footerSize.width : input.footerSize.height
      if footerLength > 0 { section.footer = rect(along: 0, across: across, length: breadth, thickness: footerLength) }
      across += footerLength
      section.end = across
      sections.append(section)
    }
    contentSize = horizontal ? CGSize(width: across, height: breadth) : CGSize(width: breadth, height: across)
  }

  /// Where each item of a line starts along it (see the type's notes).
  static func lineStarts(
    _ lengths: [CGFloat], isLast: Bool, isUniform: Bool, lineStart: CGFloat, lineLength: CGFloat, spacing: CGFloat
  ) -> [CGFloat] {
    guard let firstLength = lengths.first else { return [] }
    var columns = lengths.count
    var gap: CGFloat
    if isLast {
      guard isUniform else {
        var along = lineStart
        return lengths.map { length in
          defer { along += length + spacing }
          return along
        }
      }
      columns = fittingCount(of: firstLength, in: lineLength, spacing: spacing)
      gap = columns > 1 ? (lineLength - CGFloat(columns) * firstLength) / CGFloat(columns - 1) : 0
    } else {
      gap = columns > 1 ? (lineLength - lengths.reduce(0, +)) / CGFloat(columns - 1) : 0
    }
    guard columns > 1 else { return [lineStart + (lineLength - firstLength) / 2] }
    var along = lineStart
    return lengths.map { length in
      defer { along += length + gap }
      return along
    }
  }

  /// How many items of `length` fit in a line of `lineLength` with `spacing` between them (at
  /// least one).
  static func fittingCount(of length: CGFloat, in lineLength: CGFloat, spacing: CGFloat) -> Int {
    guard length + spacing > 0 else { return 1 }
    return Swift.max(1, Int(saturating: ((lineLength + spacing) / (length + spacing) + 0.001).rounded(.down)))
  }

  private func rect(along: CGFloat, across: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
    isHorizontal
      ? CGRect(x: across, y: along, width: thickness, height: length)
      : CGRect(x: along, y: across, width: length, height: thickness)
  }

  // MARK: Queries

  /// Whether `indexPath` names an item.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && sections[indexPath.section].items.indices.contains(indexPath.item)
  }

  /// The items, headers and footers meeting `rect`, in section order (header, items, footer).
  func elements(in rect: CGRect) -> [(kind: String?, indexPath: IndexPath, frame: CGRect)] {
    let low = isHorizontal ? rect.minX : rect.minY
    let high = isHorizontal ? rect.maxX : rect.maxY
    var result: [(kind: String?, indexPath: IndexPath, frame: CGRect)] = []
    for (index, section) in sections.enumerated() where section.end >= low && section.start <= high {
      let sectionPath = IndexPath(item: 0, section: index)
      if let header = section.header, header.intersects(rect) {
        result.append((UICollectionView.elementKindSectionHeader, sectionPath, header))
      }
      // Lines run in order along the scroll axis: skip those that end before the rectangle.
      var lineIndex = firstLine(endingAfter: low, in: section)
      while lineIndex < section.lines.count, section.lines[lineIndex].start < high {
        for item in section.lines[lineIndex].items where section.items[item].intersects(rect) {
          result.append((nil, IndexPath(item: item, section: index), section.items[item]))
        }
        lineIndex += 1
      }
      if let footer = section.footer, footer.intersects(rect) {
        result.append((UICollectionView.elementKindSectionFooter, sectionPath, footer))
      }
    }
    return result
  }

  private func firstLine(endingAfter position: CGFloat, in section: Section) -> Int {
    var low = 0
    var high = section.lines.count
    while low < high {
      let middle = (low + high) / 2
      if section.lines[middle].end <= position { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
