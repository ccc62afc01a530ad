extension UIView {
  /// `margins` grown, edge by edge, to keep content inside the superview's margins when
  /// `preservesSuperviewLayoutMargins` is set: by the superview's effective margin less the
  /// distance from its edge to this view's, the smallest adjustment that does it, as UIKit's
  /// documentation describes. A content view flush with a 414-point root keeps its stack 20
  /// points in (the root's margin), not its own 8; one inset 12 points keeps it 8 in.
  func preservingSuperviewMargins(_ margins: UIEdgeInsets) -> UIEdgeInsets {
    guard preservesSuperviewLayoutMargins, let superview else { return margins }
    let outer = superview.effectiveLayoutMargins
    let bounds = superview.bounds
    let f = frame
    var preserved = margins
    preserved.left = Swift.max(margins.left, outer.left - (f.minX - bounds.minX))
    preserved.right = Swift.max(margins.right, outer.right - (bounds.maxX - f.maxX))
    // Scrolling content (a scroll view's, a drawn table's — a `ScrollingContentView` — or a
    // cell's, whose table absorbs the vertical safe area) is laid out unscrolled, where the top
    // and bottom margins, grown by the bars' safe area, do not lie; only the sides are kept
    // (openfoodfacts' cells keep their 11-point top margin).
    if !(superview is UIScrollView || superview is UITableViewCell
      || (superview as? any ScrollingContentView)?.scrollsContentUnderBars == true) {
      preserved.top = Swift.max(margins.top, outer.top - (f.minY - bounds.minY))
      preserved.bottom = Swift.max(margins.bottom, outer.bottom - (bounds.maxY - f.maxY))
    }
    return preserved
  }

  /// The effective margins of every view in the hierarchy that preserves its superview's, in
  /// walk order: they follow the solved frames, so a layout pass solves again when they move.
  func preservedSuperviewMargins() -> [UIEdgeInsets] {
    var found: [UIEdgeInsets] = []
    func visit(_ view: UIView) {
      if view.preservesSuperviewLayoutMargins, view.superview != nil { found.append(view.effectiveLayoutMargins) }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return found
  }
}
