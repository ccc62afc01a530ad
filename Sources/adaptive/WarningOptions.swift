import ArgumentParser
import Foundation
import InterfaceBuilder

/// `--warnings-as-errors`, and the one way decoder warnings reach the user: located lines on
/// standard error, so they never mix with a report on standard output.
struct WarningOptions: ParsableArguments {
  @Flag(name: .customLong("warnings-as-errors"), help: "Exit 1 when decoding a document gives any warning.")
  var warningsAsErrors = false

  /// Writes each warning line to standard error.
  static func show(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// The compiler-style line for a decoder warning of the file at `path`.
  static func line(path: String, line: Int, column: Int, message: String) -> String {
    "\(path):\(line):\(column): warning: \(message)"
  }

  /// The compiler-style line for `diagnostic`, located in the file at `path` (the diagnostic
  /// itself knows only the file's name).
  static func line(path: String, diagnostic: IBDiagnostic) -> String {
    line(
      path: path, line: diagnostic.location.line, column: diagnostic.location.column,
      message: "\(diagnostic.message) [\(diagnostic.id)]")
  }

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
