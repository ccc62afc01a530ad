/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in light mode, light content in dark mode.
  case `default` = 0
  /// Light content, for dark backgrounds (iOS 7).
  case lightContent = 1
  /// Dark content, for light backgrounds (iOS 13).
  case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
  /// No animation.
  case none = 0
  /// It fades in or out.
  case fade = 1
  /// It slides in or out.
  case slide = 2
}
