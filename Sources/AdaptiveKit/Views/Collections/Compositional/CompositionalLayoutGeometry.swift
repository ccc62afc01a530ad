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
  }

  /// One section's frames.
  struct Section {
    var items: [CGRect] = []
    var supplementaries: [Supplementary] = []
  }

  /// What one section is laid out from; nil `section` when the provider gave none.
  struct SectionInput {
    let section: NSCollectionLayoutSection?
    let itemCount: Int
  }

  private(set) var sections: [Section] = []
  private(set) var contentSize = CGSize.zero

  /// Lays `inputs` out in a container of `container` points scrolling along `horizontal`.
  init(
    sections inputs: [SectionInput], container: CGSize, horizontal: Bool, interSectionSpacing: CGFloat, rightToLeft: Bool
  ) {
    let axis = ScrollAxis(horizontal: horizontal)
    var cursor: CGFloat = 0
    for (index, input) in inputs.enumerated() {
      if index > 0 { cursor += interSectionSpacing }
      guard let section = input.section else {
        sections.append(Section())
        continue
      }
      sections.append(Self.layOut(section, index: index, itemCount: input.itemCount, container: container, axis: axis, cursor: &cursor))
    }
    contentSize = axis.size(length: cursor, breadth: axis.breadth(of: container))
    if rightToLeft { mirror(width: contentSize.width) }
  }

  private static func layOut(
    _ section: NSCollectionLayoutSection, index: Int, itemCount: Int, container: CGSize, axis: ScrollAxis,
    cursor: inout CGFloat
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
      result.supplementaries.append(Supplementary(kind: item.elementKind, indexPath: sectionIndexPath, frame: frame, zIndex: item.zIndex))
      return axis.length(of: size)
    }

    for entry in boundary where entry.edge == .start {
      let length = place(entry.item, at: entry.item.extendsBoundary ? cursor : start)
      if entry.item.extendsBoundary { cursor += length }
    }
    cursor += axis.mainStart(of: insets)

    let groupSize = section.group.layoutSize.resolved(in: groupContainer)
    var placed = 0
    if section.orthogonalScrollingBehavior == .none {
      while placed < itemCount {
        if placed > 0 { cursor += section.interGroupSpacing }
        let frame = axis.rect(main: cursor, cross: axis.crossStart(of: insets), size: groupSize)
        let frames = CompositionalGroupPlacement.itemFrames(of: section.group, in: frame)
        guard !frames.isEmpty else { break }
        result.items.append(contentsOf: frames.prefix(itemCount - placed))
        placed += frames.count
        cursor += axis.length(of: groupSize)
      }
    } else {
      var cross = axis.crossStart(of: insets)
      while placed < itemCount {
        let frame = axis.rect(main: cursor, cross: cross, size: groupSize)
        let frames = CompositionalGroupPlacement.itemFrames(of: section.group, in: frame)
        guard !frames.isEmpty else { break }
        result.items.append(contentsOf: frames.prefix(itemCount - placed))
        placed += frames.count
        cross += axis.breadth(of: groupSize) + section.interGroupSpacing
      }
      if itemCount > 0 { cursor += axis.length(of: groupSize) }
    }
    cursor += axis.mainEnd(of: insets)

    let end = cursor
    for entry in boundary where entry.edge == .end {
      let length = axis.length(of: entry.item.layoutSize.resolved(in: boundaryContainer))
      _ = place(entry.item, at: entry.item.extendsBoundary ? cursor : end - length)
      if entry.item.extendsBoundary { cursor += length }
    }
    return result
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
