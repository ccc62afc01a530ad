import InterfaceBuilder

/// The failures commands throw, made from a message (a problem of the command, not of a file) or
/// from diagnostics; `AdaptiveCommand.main` turns them into text and an exit status (`ExitStatus`).
enum CLIError {
  /// The rule id of a problem with how the command was asked to run (an option, a path).
  static let usageRuleID = "cli.usage"
  /// The rule id of a finding that fails the run (a missed threshold, documents that did not decode).
  static let findingsRuleID = "cli.findings"

  /// A usage or input problem (`ExitStatus.usage`).
  static func usage(_ message: String) -> CommandFailure { usage([message]) }

  /// Several usage or input problems, reported together (`ExitStatus.usage`).
  static func usage(_ messages: [String]) -> CommandFailure {
    CommandFailure(status: .usage, diagnostics: messages.map { .command($0, ruleID: usageRuleID) })
  }

  /// Usage or input problems located in files (a path that cannot be read, a side of a diff that
  /// does not decode), reported together (`ExitStatus.usage`).
  static func usage(_ diagnostics: [Diagnostic]) -> CommandFailure {
    CommandFailure(status: .usage, diagnostics: diagnostics)
  }

  /// A run that found something (`ExitStatus.findings`), saying why when `messages` are given.
  static func findings(_ messages: String...) -> CommandFailure { findings(messages) }

  /// A run that found something (`ExitStatus.findings`), with one line per message.
  static func findings(_ messages: [String]) -> CommandFailure {
    CommandFailure(status: .findings, diagnostics: messages.map { .command($0, ruleID: findingsRuleID) })
  }

  /// A run that found something (`ExitStatus.findings`), explained by located diagnostics.
  static func findings(_ diagnostics: [Diagnostic]) -> CommandFailure {
    CommandFailure(status: .findings, diagnostics: diagnostics)
  }
}
