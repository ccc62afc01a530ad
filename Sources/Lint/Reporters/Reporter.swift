/// Turns a lint report into the text a tool reads: Xcode, JSON, SARIF or GitHub Actions.
public protocol Reporter: Sendable {
  /// The whole output for `report`, ending with a newline when not empty.
  func render(_ report: LintReport) throws -> String
}

/// The reporters `adaptive lint --reporter` offers.
public enum ReporterKind: String, CaseIterable, Sendable {
  /// `file:line:col: warning: message [rule-id]`, as Xcode and compilers print.
  case xcode
  /// The report as JSON.
  case json
  /// SARIF 2.1.0, for code-scanning services.
  case sarif
  /// GitHub Actions workflow commands (`::warning file=…::message`).
  case github

  /// The reporter of this kind.
  public var reporter: any Reporter {
    switch self {
    case .xcode: XcodeReporter()
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubActionsReporter()
    }
  }
}
