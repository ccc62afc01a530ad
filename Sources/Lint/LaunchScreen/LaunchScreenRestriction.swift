import InterfaceBuilder

/// The restrictions a launch screen must respect (uikit-adaptive-behavior.md §13); each raw value
/// is the stable rule id of the ``InterfaceBuilder/Diagnostic`` that reports a violation.
public enum LaunchScreenRestriction: String, Sendable, CaseIterable {
  /// UIKit classes only: no `customClass` on any object.
  case customClass = "launch-screen.custom-class"
  /// A single root: one view (xib) or one view controller scene (storyboard).
  case singleRoot = "launch-screen.single-root"
  /// No outlets, actions or segues: nothing of the app's code runs before launch.
  case connection = "launch-screen.connection"
  /// No `UIWebView` or `WKWebView`.
  case webView = "launch-screen.web-view"
  /// No user-defined runtime attributes.
  case runtimeAttribute = "launch-screen.runtime-attribute"
}

extension Diagnostic {
  /// The launch-screen restriction a `LaunchScreenValidator` diagnostic reports; nil for others.
  public var launchScreenRestriction: LaunchScreenRestriction? { LaunchScreenRestriction(rawValue: ruleID) }
}
