/// Where a bar sits relative to the content, and whether its background extends past it.
public enum UIBarPosition: Int, Sendable {
  /// Unspecified.
  case any = 0
  /// Below its content (a toolbar at the bottom).
  case bottom = 1
  /// Above its content.
  case top = 2
  /// At the top, its background extending up behind the status bar.
  case topAttached = 3
}

/// A bar that reports where it sits (search bars; UIKit's navigation bars and toolbars too).
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
  /// Where the bar sits.
  var barPosition: UIBarPosition { get }
}

/// Tells a bar where it sits; every method is optional.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
  /// The position of `bar` (the default leaves it unspecified, `.any`).
  func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
  public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
