extension UIScrollView {
  /// Which safe-area insets join `contentInset` in `adjustedContentInset`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
    /// Like `.scrollableAxes`, and always vertically for a controller's root view in a
    /// navigation or tab bar controller.
    case automatic = 0
    /// Only on axes the content scrolls on (or always bounces on).
    case scrollableAxes
    /// Never.
    case never
    /// Always, on every edge.
    case always
  }

  /// The color scheme of the scroll indicators.
  public enum IndicatorStyle: Int, Sendable {
    case `default` = 0, black, white
  }

  /// How dragging dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
}
