import Foundation
import InterfaceBuilder

/// The report as pretty-printed JSON with sorted keys: `files`, `findings` (each with `ruleID`,
/// `severity`, `message`, `file`, `line`, `column`, `objectID`, `context`, `notes`, `fixHint`)
/// and `summary` counts per severity.
public struct JSONReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  struct Output: Encodable {
    struct Summary: Encodable {
      var errors: Int
      var warnings: Int
      var notes: Int
    }
    var files: Int
    var findings: [Diagnostic]
    var summary: Summary
  }

  /// The JSON text.
  public func render(_ report: LintReport) throws -> String {
    let output = Output(
      files: report.filesLinted, findings: report.findings,
      summary: .init(
        errors: report.count(of: .error), warnings: report.count(of: .warning), notes: report.count(of: .note)))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(output), as: UTF8.self) + "\n"
  }
}
