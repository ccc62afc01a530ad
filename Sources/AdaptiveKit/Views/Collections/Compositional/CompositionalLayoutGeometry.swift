import Foundation

/// The frames of a compositional layout's cells and boundary views. Sections follow each other
/// along the scroll direction, `interSectionSpacing` apart. In a section: the headers (boundary
/// views at the scroll-start edge that extend the boundary), the section's leading content
/// inset, its group repeated `interGroupSpacing` apart until every item is placed (the last
/// group keeps the positions of a full one), the trailing inset, then the footers. Groups are
/// sized against the container inside the section's insets; boundary views against the
/// container, inside the insets across the scroll direction when `supplementariesFollowContentInsets`.
/// A section with orthogonal scrolling puts its groups in one line across the scroll direction.
/// Everything is laid out left to right and mirrored for right-to-left at the end.
@MainActor
struct CompositionalLayoutGeometry {
  /// A placed boundary view.
  struct Supplementary {
    let kind: String
    let indexPath: IndexPath
    var frame: CGRect
    let zIndex: Int
    /// Whether it stays in view while its section scrolls (`pinToVisibleBounds`).
    var pinsToVisibleBounds = false
    /// Whether it sits at the section's end along the scroll direction (a footer).
    var isAtEnd = false
  }

  /// One section's frames.
  struct Section {
    var items: [CGRect] = []
    var supplementaries: [Supplementary] = []
    /// Which dimensions of each item are estimated, so its cell sizes itself.
    var selfSizing: [SelfSizingAxes] = []
    /// Where the section's groups begin and end along the scroll direction (between its headers
    /// and footers): the range a pinned header or footer stays within.
    var contentStart: CGFloat = 0
    var contentEnd: CGFloat = 0
    /// For a section that scrolls sideways: its line of groups.
    var orthogonal: OrthogonalLine?
  }

  /// The line of groups of a section that scrolls across the layout's direction, in the
  /// section's own scrolling coordinates (0 = the groups as first placed).
  struct OrthogonalLine {
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Where each group starts across the scroll direction, before scrolling.
    let groupStarts: [CGFloat]
    /// A group's breadth across the scroll direction.
    let groupBreadth: CGFloat
    /// The section's leading inset across the scroll direction.
    let leadingInset: CGFloat
    /// The line's breadth with the section's insets, and the container's.
    let contentBreadth: CGFloat
    let containerBreadth: CGFloat

    /// The farthest the line scrolls: until its end meets the container's.
    var maximumOffset: CGFloat { Swift.max(0, contentBreadth - containerBreadth) }

    /// Where scrolling that a user lets go at `proposed` comes to rest, as the behavior has it:
    /// continuous anywhere; paging at whole container breadths; group paging and the
    /// group-leading-boundary behavior with a group's leading edge at the section's inset;
    /// centered group paging with a group in the middle of the container. Always within the line.
    func restingOffset(for proposed: CGFloat) -> CGFloat {
      let candidates: [CGFloat]
      switch behavior {
      case .none, .continuous: candidates = [proposed]
      case .paging:
        let page = containerBreadth > 0 ? (proposed / containerBreadth).rounded() : 0
        candidates = [page * containerBreadth]
      case .continuousGroupLeadingBoundary, .groupPaging: candidates = groupStarts.map { $0 - leadingInset }
      case .groupPagingCentered: candidates = groupStarts.map { $0 + groupBreadth / 2 - containerBreadth / 2 }
      }
      let nearest = candidates.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed
      return Swift.min(Swift.max(0, nearest), maximumOffset)
    }
  }

  /// What one section is laid out from; nil `section` when the provider gave none.
  struct SectionInput {
    let section: NSCollectionLayoutSection?
    let itemCount: Int
  }

  private(set) var sections: [Section] = []
  private(set) var contentSize = CGSize.zero
  /// Whether the layout scrolls horizontally, and whether its frames are mirrored.
  let isHorizontal: Bool
  let isRightToLeft: Bool

  /// Lays `inputs` out in a container of `container` points scrolling along `horizontal`;
  /// `measured` holds the sizes self-sizing cells asked for, by index path.
  init(
    sections inputs: [SectionInput], container: CGSize, horizontal: Bool, interSectionSpacing: CGFloat, rightToLeft: Bool,
    measured: [IndexPath: CGSize] = [:]
  ) {
    isHorizontal = horizontal
    isRightToLeft = rightToLeft
    let axis = ScrollAxis(horizontal: horizontal)
    var cursor: CGFloat = 0
    for (index, input) in inputs.enumerated() {
      if index > 0 { cursor += interSectionSpacing }
      guard let section = input.section else {
      sections.append(Section())
      continue
      }
      sections.append(
      Self.layOut(
        section, index: index, itemCount: input.itemCount, container: container, axis: axis, measured: measured,
        cursor: &cursor))
    }
    contentSize = axis.size(length: cursor, breadth: axis.breadth(of: container))
    if rightToLeft { mirror(width: contentSize.width) }
  }

  private static func layOut(
    _ section: NSCollectionLayoutSection, index: Int, itemCount: Int, container: CGSize, axis: ScrollAxis,
    measured: [IndexPath: CGSize], cursor: inout CGFloat
  ) -> Section {
    var result = Section()
    let insets = section.contentInsets
    let groupContainer = CompositionalGroupPlacement.inset(CGRect(origin: .zero, size: container), by: insets).size
    let start = cursor
    let sectionIndexPath = IndexPath(item: 0, section: index)
    let boundary = section.boundarySupplementaryItems.map { item in (item: item, edge: axis.edge(of: item.alignment)) }

    // Boundary views span the container across the scroll direction, less the section's insets when they follow them.
    let crossStart = section.supplementariesFollowContentInsets ? axis.crossStart(of: insets) : 0
    let crossLength =
      axis.breadth(of: container) - (section.supplementariesFollowContentInsets ? axis.crossStart(of: insets) + axis.crossEnd(of: insets) : 0)
    let boundaryContainer = axis.size(length: axis.length(of: container), breadth: crossLength)
    func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, at position: CGFloat) -> CGFloat {
      let size = item.layoutSize.resolved(in: boundaryContainer)
      let breadth = axis.breadth(of: size)
      let cross: CGFloat
      switch axis.crossPlacement(of: item.alignment) {
      case .start: cross = crossStart
      case .end: cross = crossStart + crossLength - breadth
      case .center: cross = crossStart + (crossLength - breadth) / 2
      }
      let frame = axis.rect(main: position, cross: cross, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y)
      result.supplementaries.append(
      Supplementary(
        kind: item.elementKind, indexPath: sectionIndexPath, frame: frame, zIndex: item.zIndex,
        pinsToVisibleBounds: item.pinToVisibleBounds, isAtEnd: axis.edge(of: item.alignment) == .end))
      return axis.length(of: size)
    }

    for entry in boundary where entry.edge == .start {
      let length = place(entry.item, at: entry.item.extendsBoundary ? cursor : start)
      if entry.item.extendsBoundary { cursor += length }
    }
    result.contentStart = cursor
    cursor += axis.mainStart(of: insets)

    let groupSize = section.group.layoutSize.resolved(in: groupContainer)
    var placed = 0
    if section.orthogonalScrollingBehavior == .none {
      while placed < itemCount {
      if placed > 0 { cursor += section.interGroupSpacing }
      let frame = axis.rect(main: cursor, cross: axis.crossStart(of: insets), size: groupSize)
      var items = CompositionalGroupPlacement.placedItems(of: section.group, in: frame)
      guard !items.isEmpty else { break }
      let count = Swift.min(items.count, itemCount - placed)
      items.removeLast(items.count - count)
      let length = selfSize(
        &items, of: section.group, at: cursor, length: axis.length(of: groupSize), firstItem: placed, section: index,
        measured: measured, axis: axis)
      result.items.append(contentsOf: items.map(\.frame))
      result.selfSizing.append(contentsOf: items.map { axis.selfSizing(of: $0.item) })
      placed += count
      cursor += length
      }
    } else {
      var cross = axis.crossStart(of: insets)
      var starts: [CGFloat] = []
      while placed < itemCount {
      let frame = axis.rect(main: cursor, cross: cross, size: groupSize)
      let items = CompositionalGroupPlacement.placedItems(of: section.group, in: frame)
      guard !items.isEmpty else { break }
      let count = Swift.min(items.count, itemCount - placed)
      result.items.append(contentsOf: items.prefix(count).map(\.frame))
      result.selfSizing.append(contentsOf: Array(repeating: SelfSizingAxes(width: false, height: false), count: count))
      starts.append(cross)
      placed += count
      cross += axis.breadth(of: groupSize) + section.interGroupSpacing
      }
      if itemCount > 0 { cursor += axis.length(of: groupSize) }
      let lineEnd = (starts.isEmpty ? axis.crossStart(of: insets) : cross - section.interGroupSpacing) + axis.crossEnd(of: insets)
      result.orthogonal = OrthogonalLine(
      behavior: section.orthogonalScrollingBehavior, groupStarts: starts, groupBreadth: axis.breadth(of: groupSize),
      leadingInset: axis.crossStart(of: insets), contentBreadth: lineEnd, containerBreadth: axis.breadth(of: container))
    }
    cursor += axis.mainEnd(of: insets)
    result.contentEnd = cursor

    let end = cursor
    for entry in boundary where entry.edge == .end {
      let length = axis.length(of: entry.item.layoutSize.resolved(in: boundaryContainer))
      _ = place(entry.item, at: entry.item.extendsBoundary ? cursor : end - length)
      if entry.item.extendsBoundary { cursor += length }
    }
    return result
  }

  /// Gives a group's self-sizing items the lengths their cells asked for, along the scroll
  /// direction, and returns the group's length. In a group that stacks its items along the
  /// scroll direction the items after a resized one move with it; in a group that puts them
  /// side by side the group is as long as its longest item. A group of estimated length takes
  /// the new length; one of fixed length keeps its own. Items not measured yet keep their estimate.
  private static func selfSize(
    _ items: inout [CompositionalGroupPlacement.PlacedItem], of group: NSCollectionLayoutGroup, at start: CGFloat,
    length: CGFloat, firstItem: Int, section: Int, measured: [IndexPath: CGSize], axis: ScrollAxis
  ) -> CGFloat {
    guard !measured.isEmpty else { return length }
    let stacksAlongScroll = (group.axis == .vertical) != axis.horizontal
    var shift: CGFloat = 0
    var changed = false
    for index in items.indices {
      var frame = items[index].frame
      if stacksAlongScroll { frame = axis.moved(frame, by: shift) }
      if axis.lengthIsEstimated(items[index].item), let size = measured[IndexPath(item: firstItem + index, section: section)] {
      let newLength = axis.length(of: size)
      if stacksAlongScroll { shift += newLength - axis.length(of: frame.size) }
      frame = axis.withLength(frame, newLength)
      changed = true
      }
      items[index].frame = frame
    }
    guard changed, axis.lengthIsEstimated(group) else { return length }
    if stacksAlongScroll { return length + shift }
    let end = items.map { axis.mainEnd(of: $0.frame) }.max() ?? start + length
    return end - start + axis.mainEnd(of: group.contentInsets)
  }

  /// Flips every frame across the content's width (right-to-left).
  private mutating func mirror(width: CGFloat) {
    func flip(_ rect: CGRect) -> CGRect {
      CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    for index in sections.indices {
      sections[index].items = sections[index].items.map(flip)
      for supplementary in sections[index].supplementaries.indices {
      sections[index].supplementaries[supplementary].frame = flip(sections[index].supplementaries[supplementary].frame)
      }
    }
  }
}

/// Lengths along the layout's scroll direction ("main") and across it ("cross").
private struct ScrollAxis {
  let horizontal: Bool

  enum Edge { case start, end }
  enum CrossPlacement { case start, center, end }

  func length(of size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
  func breadth(of size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
  func size(length: CGFloat, breadth: CGFloat) -> CGSize {
    horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
  }
  func rect(main: CGFloat, cross: CGFloat, size: CGSize) -> CGRect {
    CGRect(origin: horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main), size: size)
  }
  func moved(_ rect: CGRect, by amount: CGFloat) -> CGRect {
    horizontal ? rect.offsetBy(dx: amount, dy: 0) : rect.offsetBy(dx: 0, dy: amount)
  }
  func withLength(_ rect: CGRect, _ length: CGFloat) -> CGRect {
    var result = rect
    if horizontal { result.size.width = length } else { result.size.height = length }
    return result
  }
  func mainEnd(of rect: CGRect) -> CGFloat { horizontal ? rect.maxX : rect.maxY }
  /// Whether an item's (or group's) length along the scroll direction is estimated.
  @MainActor
  func lengthIsEstimated(_ item: NSCollectionLayoutItem) -> Bool {
    (horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension).isEstimated
  }
  /// The dimensions of an item a cell may size: those along the scroll direction that are
  /// estimated (the cell is measured at the item's other dimension).
  @MainActor
  func selfSizing(of item: NSCollectionLayoutItem) -> SelfSizingAxes {
    let length = lengthIsEstimated(item)
    return SelfSizingAxes(width: horizontal && length, height: !horizontal && length)
  }
  func mainStart(of insets: NSDirectionalEdgeInsets) -> CGFloat { horizontal ? insets.leading : insets.top }
  func mainEnd(of insets: NSDirectionalEdgeInsets) -> CGFloat { horizontal ? insets.trailing : insets.bottom }
  func crossStart(of insets: NSDirectionalEdgeInsets) -> CGFloat { horizontal ? insets.top : insets.leading }
  func crossEnd(of insets: NSDirectionalEdgeInsets) -> CGFloat { horizontal ? insets.bottom : insets.trailing }

  /// Which edge of the section along the scroll direction an alignment names; one that names
  /// neither is placed at the start without extending the section.
  func edge(of alignment: NSRectAlignment) -> Edge {
    switch (alignment, horizontal) {
    case (.top, false), (.topLeading, false), (.topTrailing, false): .start
    case (.bottom, false), (.bottomLeading, false), (.bottomTrailing, false): .end
    case (.leading, true), (.topLeading, true), (.bottomLeading, true): .start
    case (.trailing, true), (.topTrailing, true), (.bottomTrailing, true): .end
    default: .start
    }
  }

  /// Where across the scroll direction an alignment puts a boundary view.
  func crossPlacement(of alignment: NSRectAlignment) -> CrossPlacement {
    switch (alignment, horizontal) {
    case (.topLeading, false), (.bottomLeading, false), (.leading, false): .start
    case (.topTrailing, false), (.bottomTrailing, false), (.trailing, false): .end
    case (.topLeading, true), (.topTrailing, true), (.top, true): .start
    case (.bottomLeading, true), (.bottomTrailing, true), (.bottom, true): .end
    default: .center
    }
  }
}
