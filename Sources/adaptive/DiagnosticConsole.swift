import Foundation
import InterfaceBuilder

/// The one place diagnostics become text: Xcode-style lines on standard error
/// (`file:line:column: severity: message [rule]`, `error: message` for a problem of no file), so
/// they never mix with a report on standard output. Lint's reports (Xcode, JSON, SARIF, GitHub)
/// render findings on standard output through `Lint.Reporter`.
enum DiagnosticConsole {
  /// Writes `diagnostics`, one line each plus one per note, to standard error.
  static func write(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    FileHandle.standardError.write(Data(diagnostics.map { $0.description + "\n" }.joined().utf8))
  }

  /// Writes a plain status line (a summary, not a problem) to standard error.
  static func status(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Writes `failure`'s diagnostics and returns the status to exit with.
  static func report(_ failure: CommandFailure) -> ExitStatus {
    write(failure.diagnostics)
    return failure.status
  }
}
