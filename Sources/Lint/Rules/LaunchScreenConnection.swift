import AdaptiveKit
import InterfaceBuilder

/// Launch-screen restriction `launch-screen.connection` (behaviour §13), checked by `LaunchScreenValidator`.
public struct LaunchScreenConnection: LaunchScreenRule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "launch-screen.connection", defaultSeverity: .error, summary: "A launch screen has outlets, actions or segues.")
  static let validatorRule = LaunchScreenRestriction.connection
  static let fixHint = "Remove the connection; nothing of the app runs while the launch screen shows."

  /// Creates the rule.
  public init() {}

  /// The validator's diagnostics of this kind.
  public func check(_ input: LintInput) -> [Diagnostic] { launchScreenFindings(input) }
}
