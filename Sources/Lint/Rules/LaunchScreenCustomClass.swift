import AdaptiveKit
import InterfaceBuilder

/// Launch-screen restriction `launch-screen.custom-class` (behaviour §13), checked by `LaunchScreenValidator`.
public struct LaunchScreenCustomClass: LaunchScreenRule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "launch-screen.custom-class", defaultSeverity: .error, summary: "A launch screen object sets a custom class.")
  static let validatorRule = LaunchScreenRestriction.customClass
  static let fixHint = "Use the plain UIKit class; the launch screen is drawn before the app's code is loaded."

  /// Creates the rule.
  public init() {}

  /// The validator's diagnostics of this kind.
  public func check(_ input: LintInput) -> [Diagnostic] { launchScreenFindings(input) }
}
