/// Compiler-style lines Xcode turns into issues: `file:line:col: warning: message [rule-id]`, each
/// followed by its notes as `file:line:col: note: …` lines (and the overlay picture's path, when drawn).
public struct XcodeReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// One line per finding and note.
  public func render(_ report: LintReport) -> String {
    let lines = report.findings.map(\.description)
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
