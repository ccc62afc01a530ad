extension UIView {
  /// The point converted from this view's coordinates to another view's (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = pointInRoot(point)
    guard let view = view ?? window else { return inWindow }
    return view.pointFromRoot(inWindow)
  }

  /// The point converted from another view's coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view = view ?? window else { return pointFromRoot(point) }
    return pointFromRoot(view.pointInRoot(point))
  }

  /// The rectangle converted from this view's coordinates to another view's.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// The rectangle converted from another view's coordinates to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Maps a point in this view up to the root of its hierarchy (transforms other than
  /// translation are not applied to conversions).
  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView? = self
    while let current = view, let parent = current.superview {
      result.x += current.frame.minX - current.boundsOrigin.x
      result.y += current.frame.minY - current.boundsOrigin.y
      view = parent
    }
    return result
  }

  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    let zero = pointInRoot(.zero)
    return CGPoint(x: point.x - zero.x, y: point.y - zero.y)
  }
}
