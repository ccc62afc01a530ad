/// The part of a view's coordinate space that no ancestor finds unsafe; an edge nothing limits
/// is infinite (a plain rectangle cannot hold that: its width would be infinity minus infinity).
struct SafeRegion: Equatable {
  var minX: CGFloat
  var minY: CGFloat
  var maxX: CGFloat
  var maxY: CGFloat

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
    SafeRegion(minX: minX + offset.x, minY: minY + offset.y, maxX: maxX + offset.x, maxY: maxY + offset.y)
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
