import AdaptiveKit
import InterfaceBuilder

/// Launch-screen restriction `launch-screen.single-root` (behaviour §13), checked by `LaunchScreenValidator`.
public struct LaunchScreenSingleRoot: LaunchScreenRule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "launch-screen.single-root", defaultSeverity: .error, summary: "A launch screen has more than one root, or none.")
  static let validatorRule = LaunchScreenRestriction.singleRoot
  static let fixHint = "Keep only the scene or view the system should show at launch."

  /// Creates the rule.
  public init() {}

  /// The validator's diagnostics of this kind.
  public func check(_ input: LintInput) -> [Diagnostic] { launchScreenFindings(input) }
}
