import ArgumentParser
import InterfaceBuilder

/// `--warnings-as-errors`: decoder warnings are shown (`DiagnosticConsole`) and, with the flag,
/// fail the run.
struct WarningOptions: ParsableArguments {
  @Flag(name: .customLong("warnings-as-errors"), help: "Exit 1 when decoding a document gives any warning.")
  var warningsAsErrors = false

  /// The message that fails the run when `count` warnings were shown, or nil when they do not.
  func failure(warningCount count: Int) -> String? {
    Self.failure(warningCount: count, warningsAsErrors: warningsAsErrors)
  }

  /// The message that fails a run that showed `count` warnings, or nil when they do not.
  static func failure(warningCount count: Int, warningsAsErrors: Bool) -> String? {
    guard warningsAsErrors, count > 0 else { return nil }
    return "\(count) decoder warning(s), which --warnings-as-errors counts as errors"
  }
}
