import AdaptiveKit
import InterfaceBuilder

/// A rule that reports one kind of `LaunchScreenValidator` diagnostic for documents marked
/// `launchScreen="YES"` (which files Info.plist names is not known to the linter).
protocol LaunchScreenRule: Rule {
  /// The validator's rule this lint rule reports.
  static var validatorRule: LaunchScreenRestriction { get }
  /// How to fix a violation.
  static var fixHint: String { get }
}

extension LaunchScreenRule {
  /// The validator's diagnostics of this kind, as findings.
  func launchScreenFindings(_ input: LintInput) -> [Diagnostic] {
    guard input.document.isLaunchScreen else { return [] }
    return input.launchScreenDiagnostics.filter { $0.ruleID == Self.validatorRule.rawValue }.map { diagnostic in
      var finding = diagnostic.located(in: input.file)
      finding.ruleID = Self.metadata.id
      finding.severity = Self.metadata.defaultSeverity
      finding.fixHint = Self.fixHint
      return finding
    }
  }
}
