import AdaptiveKit
import InterfaceBuilder

/// A rule that reports one kind of `LaunchScreenValidator` diagnostic for documents marked
/// `launchScreen="YES"` (which files Info.plist names is not known to the linter).
protocol LaunchScreenRule: Rule {
  /// The validator's rule this lint rule reports.
  static var validatorRule: LaunchScreenDiagnostic.Rule { get }
  /// How to fix a violation.
  static var fixHint: String { get }
}

extension LaunchScreenRule {
  /// The validator's diagnostics of this kind, as findings.
  func launchScreenFindings(_ input: LintInput) -> [Finding] {
    guard input.document.isLaunchScreen else { return [] }
    return input.launchScreenDiagnostics.filter { $0.rule == Self.validatorRule }.map { diagnostic in
      Finding(
        ruleID: Self.metadata.id, severity: Self.metadata.defaultSeverity, message: diagnostic.message,
        file: input.file, line: diagnostic.line, column: diagnostic.column,
        objectID: diagnostic.objectID.isEmpty ? nil : diagnostic.objectID, fixHint: Self.fixHint)
    }
  }
}
