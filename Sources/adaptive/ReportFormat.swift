import ArgumentParser

/// `--format` of the commands that print a report: text for people, JSON for tools.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json

  /// The format `--format` and the older `--json` flag (kept as a hidden alias) choose together.
  static func chosen(format: ReportFormat?, json: Bool) throws -> ReportFormat {
    if json, let format, format != .json {
      throw CLIError.usage("--json and --format \(format.rawValue) ask for different formats; give one")
    }
    return json ? .json : format ?? .text
  }
}
