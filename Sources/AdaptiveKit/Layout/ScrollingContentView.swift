/// A view that shows its subviews as content scrolling under the bars, as a vertically scrolling
/// view does with `contentInsetAdjustmentBehavior`: its own content inset takes its top and
/// bottom safe-area insets, so its subviews have none there. Adopted by tables whose rows their
/// builder places (the canvas's, `UITableView.scrollsContentUnderBars`).
@MainActor
package protocol ScrollingContentView: UIView {
  /// Whether the subviews scroll under the bars now (the safe area then stops at the view).
  var scrollsContentUnderBars: Bool { get }
  /// Whether content lying beyond the view's bounds is scrolled out of sight rather than beyond
  /// the screen, so it is in no unsafe area on an edge whose safe area reaches the view's edge.
  var contentBeyondBoundsIsSafe: Bool { get }
}

extension ScrollingContentView {
  package var contentBeyondBoundsIsSafe: Bool { false }
}
