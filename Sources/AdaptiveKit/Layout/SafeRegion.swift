/// The part of a view's coordinate space that no ancestor finds unsafe; an edge nothing limits
/// is infinite (a plain rectangle cannot hold that: its width would be infinity minus infinity).
/// The unsafe band beyond an edge ends at the matching outer limit: past a scrolling ancestor's
/// bounds lies content scrolled out of sight, which is not unsafe.
struct SafeRegion: Equatable {
  var minX: CGFloat
  var minY: CGFloat
  var maxX: CGFloat
  var maxY: CGFloat
  var outerMinX = -CGFloat.infinity
  var outerMinY = -CGFloat.infinity
  var outerMaxX = CGFloat.infinity
  var outerMaxY = CGFloat.infinity

  /// Nothing is unsafe.
  static let unbounded = SafeRegion(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

  init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// Exactly `rect`.
  init(_ rect: CGRect) {
    self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
  }

  /// The region in a child's coordinates, whose origin lies at `-offset` in these.
  func moved(by offset: CGPoint) -> SafeRegion {
    var moved = SafeRegion(minX: minX + offset.x, minY: minY + offset.y, maxX: maxX + offset.x, maxY: maxY + offset.y)
    moved.outerMinX = outerMinX + offset.x
    moved.outerMinY = outerMinY + offset.y
    moved.outerMaxX = outerMaxX + offset.x
    moved.outerMaxY = outerMaxY + offset.y
    return moved
  }

  /// How far `frame` reaches into the unsafe bands on each edge, at most its own length.
  func insets(of frame: CGRect) -> UIEdgeInsets {
    UIEdgeInsets(
      top: Swift.min(frame.height, Swift.max(0, minY - Swift.max(frame.minY, outerMinY))),
      left: Swift.min(frame.width, Swift.max(0, minX - Swift.max(frame.minX, outerMinX))),
      bottom: Swift.min(frame.height, Swift.max(0, Swift.min(frame.maxY, outerMaxY) - maxY)),
      right: Swift.min(frame.width, Swift.max(0, Swift.min(frame.maxX, outerMaxX) - maxX)))
  }

  /// Ends the unsafe bands at `bounds`: content past a scroll view's edges is out of sight.
  mutating func endBands(at bounds: CGRect) {
    outerMinX = Swift.max(outerMinX, bounds.minX)
    outerMinY = Swift.max(outerMinY, bounds.minY)
    outerMaxX = Swift.min(outerMaxX, bounds.maxX)
    outerMaxY = Swift.min(outerMaxY, bounds.maxY)
  }

  /// Narrows the edges that `added` (bars, additional insets) makes unsafe to `bounds` inset by
  /// the view's whole `insets` on those edges.
  mutating func narrow(to bounds: CGRect, by insets: UIEdgeInsets, on added: UIEdgeInsets) {
    if added.top > 0 { minY = Swift.max(minY, bounds.minY + insets.top) }
    if added.left > 0 { minX = Swift.max(minX, bounds.minX + insets.left) }
    if added.bottom > 0 { maxY = Swift.min(maxY, bounds.maxY - insets.bottom) }
    if added.right > 0 { maxX = Swift.min(maxX, bounds.maxX - insets.right) }
  }
}
