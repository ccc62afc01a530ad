/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
  /// The system chooses (iOS 13: a page sheet for ordinary controllers).
  case automatic = -2
  /// No adaptation; also the delegate's answer meaning "keep the original style".
  case none = -1
  /// Covers the screen; the presenter's view is removed.
  case fullScreen = 0
  /// A page-sized sheet.
  case pageSheet = 1
  /// A centered form-sized sheet.
  case formSheet = 2
  /// Covers the presenting context.
  case currentContext = 3
  /// A custom presentation controller supplied by the transitioning delegate.
  case custom = 4
  /// Covers the screen; the presenter's view stays underneath.
  case overFullScreen = 5
  /// Covers the context; the presenter's view stays underneath.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
  /// A blurred full-screen presentation (tvOS).
  case blurOverFullScreen = 8
}
