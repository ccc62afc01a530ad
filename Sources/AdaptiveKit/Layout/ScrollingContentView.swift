/// A view that shows its subviews as content scrolling under the bars, as a vertically scrolling
/// view does with `contentInsetAdjustmentBehavior`: its own content inset takes its top and
/// bottom safe-area insets, so its subviews have none there. Adopted by views that draw scrolling
/// content without being scroll views (the canvas's drawn tables).
@MainActor
package protocol ScrollingContentView: UIView {
  /// Whether the subviews scroll under the bars now (the safe area then stops at the view).
  var scrollsContentUnderBars: Bool { get }
}
