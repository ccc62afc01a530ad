import Foundation

/// Where the canvas puts its boxes: at their Interface Builder canvas locations where they have
/// one, the rest in a row below.
///
/// `canvasLocation` is taken as a box's centre, as `StoryboardMap` does (Interface Builder does not
/// document it; unconfirmed). The locations were written for boxes of the size Interface Builder
/// drew (about an iPhone's for scenes, the stored size for xib views), so boxes drawn larger are
/// spread: first by the window's size over 375×667 on each axis, then — only when boxes would
/// still overlap — by the smallest common factor that parts them, up to `maximumExtraSpread`
/// (boxes stacked closer than that overlap in Interface Builder too, and stay so).
enum CanvasPlacement {
  /// One box to place.
  struct Item {
    /// The stored location, if any.
    var location: CGPoint?
    /// The size the box is drawn at.
    var size: CGSize
  }

  /// The gap kept between boxes parted by the extra spread, in points (small: Interface Builder
  /// stacks storyboard references about 85 points apart, and they must stay where they are).
  static let gap: CGFloat = 16
  /// The largest extra spread applied to part overlapping boxes.
  static let maximumExtraSpread: CGFloat = 4

  /// Each item's top-left corner, in item order.
  static func origins(of items: [Item], windowSize: CGSize) -> [CGPoint] {
    let base = CGSize(width: max(1, windowSize.width / 375), height: max(1, windowSize.height / 667))
    let placed = items.indices.filter { items[$0].location != nil }
    var centres: [Int: CGPoint] = [:]
    for index in placed {
      let location = items[index].location ?? .zero
      centres[index] = CGPoint(x: location.x * base.width, y: location.y * base.height)
    }
    let extra = extraSpread(placed.map { (centres[$0] ?? .zero, items[$0].size) })
    var origins = [CGPoint](repeating: .zero, count: items.count)
    var bottom = -CGFloat.infinity
    for index in placed {
      let centre = centres[index] ?? .zero
      let size = items[index].size
      origins[index] = CGPoint(x: centre.x * extra - size.width / 2, y: centre.y * extra - size.height / 2)
      bottom = max(bottom, origins[index].y + size.height)
    }
    // Unplaced boxes: a row one window height below the placed ones (or from the origin).
    var x: CGFloat = placed.isEmpty ? 0 : (placed.map { origins[$0].x }.min() ?? 0)
    let y = placed.isEmpty ? 0 : bottom + windowSize.height / 2
    for index in items.indices where items[index].location == nil {
      origins[index] = CGPoint(x: x, y: y)
      x += items[index].size.width + 120
    }
    return origins
  }

  /// The smallest factor ≥ 1 by which multiplying every centre parts every pair of boxes that a
  /// factor up to `maximumExtraSpread` can part.
  static func extraSpread(_ boxes: [(centre: CGPoint, size: CGSize)]) -> CGFloat {
    var factor: CGFloat = 1
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        let dx = abs(boxes[i].centre.x - boxes[j].centre.x)
        let dy = abs(boxes[i].centre.y - boxes[j].centre.y)
        let needX = (boxes[i].size.width + boxes[j].size.width) / 2 + gap
        let needY = (boxes[i].size.height + boxes[j].size.height) / 2 + gap
        // Parted along either axis is enough; take the cheaper one.
        let byX = dx > 0 ? needX / dx : .infinity
        let byY = dy > 0 ? needY / dy : .infinity
        let needed = min(byX, byY)
        if needed <= maximumExtraSpread { factor = max(factor, needed) }
      }
    }
    return factor
  }
}
