import Foundation

/// What `adaptive port` did: every change by file and line, what it generated and what it could
/// not port. Written as `PORTING.md` beside the port and printed as JSON with `--format json`.
public struct PortReport: Codable, Equatable, Sendable {
  /// One ported folder.
  public struct Module: Codable, Equatable, Sendable {
    /// The folder's name, which is also its folder in the output.
    public let name: String
    /// The source folder as given.
    public let source: String
    /// How many Swift files were ported.
    public let swiftFiles: Int
    /// How many other files were copied unchanged.
    public let copiedFiles: Int
    /// The files the port added, relative to the output folder.
    public let generated: [String]
  }

  /// The output folder.
  public let output: String
  public let modules: [Module]
  public let changes: [PortChange]
  public let problems: [PortProblem]

  /// The number of changes made by each rule that made any, by rule id.
  public var changeCounts: [String: Int] {
    changes.reduce(into: [:]) { $0[$1.rule.rawValue, default: 0] += 1 }
  }
}

extension PortReport {
  /// The report as Markdown, for `PORTING.md`.
  public var markdown: String {
    var text = "# Port to AdaptiveKit\n\n"
    text += "Written by `adaptive port`. Each line of the originals stays on the same line of the port; "
    text += "line numbers below are the originals'.\n\n"
    text += "| folder | source | Swift files | other files copied | generated |\n|---|---|---|---|---|\n"
    for module in modules {
      let generated = module.generated.isEmpty ? "—" : module.generated.map { "`\($0)`" }.joined(separator: ", ")
      text += "| \(module.name) | `\(module.source)` | \(module.swiftFiles) | \(module.copiedFiles) | \(generated) |\n"
    }
    text += "\n## Summary\n\n"
    if changes.isEmpty {
      text += "No changes were needed.\n"
    } else {
      text += "| rule | changes |\n|---|---|\n"
      for rule in PortRule.allCases {
        if let count = changeCounts[rule.rawValue] { text += "| `\(rule.rawValue)` | \(count) |\n" }
      }
    }
    text += "\n\(problems.count) problem\(problems.count == 1 ? "" : "s") left to port by hand.\n"
    if modules.contains(where: { $0.generated.contains { $0.hasSuffix(ModulePorter.registrationsFile) } })
      && !modules.contains(where: { $0.generated.contains { $0.hasSuffix(ModulePorter.entryPointFile) } })
    {
      text += "\nCall `\(ModulePorter.registrationsType).registerAll()` once before loading a storyboard or nib.\n"
    }
    if !problems.isEmpty {
      text += "\n## Not ported\n\n"
      for problem in problems { text += "- `\(problem.file):\(problem.line)` (\(problem.rule.rawValue)): \(problem.message)\n" }
    }
    text += "\n## Changes\n\n"
    for change in changes {
      text += "- `\(change.file):\(change.line)` (\(change.rule.rawValue)): `\(Self.inline(change.before))` → `\(Self.inline(change.after))`\n"
    }
    return text
  }

  /// `text` on one line, fit for a Markdown code span.
  private static func inline(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      .replacingOccurrences(of: "`", with: "'")
  }
}
