/// Compiler-style lines Xcode turns into issues: `file:line:col: warning: message [rule-id]`, each
/// followed by its notes as `file:line:col: note: …` lines (and the overlay picture's path, when drawn).
public struct XcodeReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// One line per finding and note.
  public func render(_ report: LintReport) -> String {
    var lines: [String] = []
    for finding in report.findings {
      lines.append(
        "\(finding.file):\(max(finding.line, 1)):\(max(finding.column, 1)): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
      )
      for note in finding.notes {
        lines.append("\(finding.file):\(max(note.line, 1)):\(max(note.column, 1)): note: \(note.message)")
      }
      if let overlay = finding.overlay {
        lines.append("\(finding.file):\(max(finding.line, 1)):\(max(finding.column, 1)): note: overlay \(overlay)")
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
