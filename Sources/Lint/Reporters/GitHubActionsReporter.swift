/// GitHub Actions workflow commands, which annotate the lines in a pull request:
/// `::warning file=Main.storyboard,line=12,col=5,title=layout.ambiguous::message`.
public struct GitHubActionsReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// One command per finding; notes are appended to the message.
  public func render(_ report: LintReport) -> String {
    var lines: [String] = []
    for finding in report.findings {
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var message = finding.message
      for note in finding.notes { message += "\nline \(note.line): \(note.message)" }
      if let hint = finding.fixHint { message += "\nfix: \(hint)" }
      let properties = [
        "file=\(escapeProperty(finding.file))", "line=\(max(finding.line, 1))", "col=\(max(finding.column, 1))",
        "title=\(escapeProperty(finding.ruleID))",
      ]
      lines.append("::\(command) \(properties.joined(separator: ","))::\(escapeData(message))")
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// The escaping GitHub's runner reverses in messages.
  func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Property values also escape the separators `:` and `,`.
  func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
