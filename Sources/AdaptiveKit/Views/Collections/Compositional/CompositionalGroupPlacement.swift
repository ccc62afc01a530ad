import Foundation

/// Where a compositional group puts its items: the frames of the cells it holds, in order,
/// nested groups flattened. Sizes resolve against the group's content (its frame inside its
/// content insets); along the group's axis, `subitems` repeat in order while they fit and a
/// repeated subitem's copies share the length; across it, items start at the group's top (or
/// leading) edge.
@MainActor
enum CompositionalGroupPlacement {
  /// How many items one group may hold at most, so that items of no length cannot repeat forever.
  static let maximumItemsPerGroup = 10_000

  /// A cell's frame and the item it comes from.
  struct PlacedItem {
    var frame: CGRect
    let item: NSCollectionLayoutItem
  }

  /// The cell frames of `group` laid out in `frame`.
  static func itemFrames(of group: NSCollectionLayoutGroup, in frame: CGRect) -> [CGRect] {
    placedItems(of: group, in: frame).map(\.frame)
  }

  /// The cells of `group` laid out in `frame`, with their items.
  static func placedItems(of group: NSCollectionLayoutGroup, in frame: CGRect) -> [PlacedItem] {
    var placed: [PlacedItem] = []
    appendItemFrames(of: group, in: frame, to: &placed)
    return placed
  }

  private static func appendItemFrames(of group: NSCollectionLayoutGroup, in frame: CGRect, to frames: inout [PlacedItem]) {
    let horizontal = group.axis == .horizontal
    let content = inset(frame, by: group.contentInsets)
    let available = horizontal ? content.width : content.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    let slots = slotsAlongAxis(of: group, in: content.size, available: available, spacing: spacing, horizontal: horizontal)
    guard !slots.isEmpty else { return }
    let used = slots.reduce(0) { $0 + $1.outerLength } + spacing * CGFloat(slots.count - 1)
    var gap = spacing
    if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1, used < available {
      gap += (available - used) / CGFloat(slots.count - 1)
    }
    var position = horizontal ? content.minX : content.minY
    for slot in slots {
      let edges = EdgeAmounts(slot.item.edgeSpacing)
      let frame =
        horizontal
        ? CGRect(x: position + edges.leading, y: content.minY + edges.top, width: slot.size.width, height: slot.size.height)
        : CGRect(x: content.minX + edges.leading, y: position + edges.top, width: slot.size.width, height: slot.size.height)
      if let subgroup = slot.item as? NSCollectionLayoutGroup {
        appendItemFrames(of: subgroup, in: frame, to: &frames)
      } else {
        frames.append(PlacedItem(frame: itemFrame(frame, item: slot.item), item: slot.item))
      }
      position += slot.outerLength + gap
    }
  }

  /// One placed subitem: its size and the length it takes along the axis with its edge spacing.
  private struct Slot {
    let item: NSCollectionLayoutItem
    let size: CGSize
    let outerLength: CGFloat
  }

  private static func slotsAlongAxis(
    of group: NSCollectionLayoutGroup, in content: CGSize, available: CGFloat, spacing: CGFloat, horizontal: Bool
  ) -> [Slot] {
    if let count = group.repeatCount, let item = group.subitems.first {
      guard count > 0 else { return [] }
      let edges = EdgeAmounts(item.edgeSpacing)
      let edgeLength = horizontal ? edges.leading + edges.trailing : edges.top + edges.bottom
      let share = Swift.max(0, (available - spacing * CGFloat(count - 1)) / CGFloat(count))
      let resolved = item.layoutSize.resolved(in: content)
      let length = Swift.max(0, share - edgeLength)
      let size = horizontal ? CGSize(width: length, height: resolved.height) : CGSize(width: resolved.width, height: length)
      return Array(repeating: Slot(item: item, size: size, outerLength: share), count: Swift.min(count, maximumItemsPerGroup))
    }
    guard !group.subitems.isEmpty else { return [] }
    var slots: [Slot] = []
    var used: CGFloat = 0
    var index = 0
    while slots.count < maximumItemsPerGroup {
      let item = group.subitems[index % group.subitems.count]
      let size = item.layoutSize.resolved(in: content)
      let edges = EdgeAmounts(item.edgeSpacing)
      let outer = horizontal ? size.width + edges.leading + edges.trailing : size.height + edges.top + edges.bottom
      let needed = used + (slots.isEmpty ? 0 : spacing) + outer
      // The first item is placed even when too long, so every group holds at least one.
      if !slots.isEmpty, needed > available + lengthTolerance { break }
      slots.append(Slot(item: item, size: size, outerLength: outer))
      used = needed
      index += 1
      // Items that take no length would repeat without end; one pass of them is kept.
      if outer <= 0, index >= group.subitems.count { break }
    }
    return slots
  }

  /// Rounding slack when deciding whether one more item fits (fractions such as 1/3 do not sum exactly).
  static let lengthTolerance: CGFloat = 0.001

  /// A cell's frame: the item's frame inside its content insets, except along an estimated dimension.
  private static func itemFrame(_ frame: CGRect, item: NSCollectionLayoutItem) -> CGRect {
    var insets = item.contentInsets
    if item.layoutSize.widthDimension.isEstimated {
      insets.leading = 0
      insets.trailing = 0
    }
    if item.layoutSize.heightDimension.isEstimated {
      insets.top = 0
      insets.bottom = 0
    }
    return inset(frame, by: insets)
  }

  /// `rect` inside directional insets, laid out left to right (the layout mirrors right-to-left at the end).
  static func inset(_ rect: CGRect, by insets: NSDirectionalEdgeInsets) -> CGRect {
    CGRect(
      x: rect.minX + insets.leading, y: rect.minY + insets.top,
      width: Swift.max(0, rect.width - insets.leading - insets.trailing),
      height: Swift.max(0, rect.height - insets.top - insets.bottom))
  }

  /// The amounts of an item's edge spacing (flexible spacing at its minimum).
  private struct EdgeAmounts {
    let leading: CGFloat
    let top: CGFloat
    let trailing: CGFloat
    let bottom: CGFloat

    @MainActor
    init(_ spacing: NSCollectionLayoutEdgeSpacing?) {
      leading = spacing?.leading?.spacing ?? 0
      top = spacing?.top?.spacing ?? 0
      trailing = spacing?.trailing?.spacing ?? 0
      bottom = spacing?.bottom?.spacing ?? 0
    }
  }
}
