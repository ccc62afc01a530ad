import AdaptiveKit
import InterfaceBuilder

/// Launch-screen restriction `launch-screen.runtime-attribute` (behaviour §13), checked by `LaunchScreenValidator`.
public struct LaunchScreenRuntimeAttribute: LaunchScreenRule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "launch-screen.runtime-attribute", defaultSeverity: .error, summary: "A launch screen sets user-defined runtime attributes.")
  static let validatorRule = LaunchScreenRestriction.runtimeAttribute
  static let fixHint = "Remove the runtime attributes; set the values in the Attributes inspector where it offers them."

  /// Creates the rule.
  public init() {}

  /// The validator's diagnostics of this kind.
  public func check(_ input: LintInput) -> [Diagnostic] { launchScreenFindings(input) }
}
