import AdaptiveKit
import InterfaceBuilder

/// Launch-screen restriction `launch-screen.web-view` (behaviour §13), checked by `LaunchScreenValidator`.
public struct LaunchScreenWebView: LaunchScreenRule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "launch-screen.web-view", defaultSeverity: .error, summary: "A launch screen contains a web view.")
  static let validatorRule = LaunchScreenRestriction.webView
  static let fixHint = "Use an image view or labels instead."

  /// Creates the rule.
  public init() {}

  /// The validator's diagnostics of this kind.
  public func check(_ input: LintInput) -> [Diagnostic] { launchScreenFindings(input) }
}
