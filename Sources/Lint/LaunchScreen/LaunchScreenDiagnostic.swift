import InterfaceBuilder

/// One violation of the launch-screen restrictions (uikit-adaptive-behavior.md §13).
public struct LaunchScreenDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The restrictions a launch screen must respect, with stable rule ids.
  public enum Rule: String, Sendable, CaseIterable {
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

  /// The rule broken.
  public var rule: Rule
  /// What is wrong, in Xcode's words where they are known.
  public var message: String
  /// The document's file name.
  public var file: String
  /// The 1-based line of the offending element.
  public var line: Int
  /// The 1-based column of the offending element.
  public var column: Int
  /// The id of the offending object (the element's own, or its nearest ancestor's); empty when none.
  public var objectID: String

  /// The rule's stable id, such as `launch-screen.custom-class`.
  public var ruleID: String { rule.rawValue }

  /// `file:line:column: error: message [rule id]`, as Xcode prints build issues.
  public var description: String { "\(file):\(line):\(column): error: \(message) [\(ruleID)]" }
}
