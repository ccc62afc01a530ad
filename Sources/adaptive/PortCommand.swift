import ArgumentParser
import Foundation
import Porting

/// `adaptive port`: copies a UIKit app's or library's Swift sources into a folder where they
/// compile on Linux against AdaptiveKit, changing only what Linux cannot compile.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Write a copy of UIKit Swift sources that compiles on Linux against AdaptiveKit.",
    discussion: """
      Each source folder (one module: an app's or library's sources, a test target) lands in \
      <output>/<folder name>/. The originals are never edited; every change is listed by file and \
      line in <output>/\(SourcePorter.reportFile). Something that could not be ported exits 1. \
      \(ExitStatus.helpText)
      """)

  @Argument(help: "Folders of Swift sources, one per module.")
  var sources: [String]

  @Option(name: .long, help: "The folder to write the port to (outside the sources).")
  var output: String

  @Flag(name: .long, help: "Replace the output folder when it holds a previous port (its PORTING.md).")
  var force = false

  @Option(name: .long, help: "text or json.")
  var format: ReportFormat?

  func run() throws {
    let format = try ReportFormat.chosen(format: format, json: false)
    guard !sources.isEmpty else { throw CLIError.usage("give at least one folder of Swift sources to port") }
    let porter = SourcePorter(
      sources: sources.map { URL(fileURLWithPath: $0) }, output: URL(fileURLWithPath: output), force: force)
    let report: PortReport
    do {
      report = try porter.run()
    } catch {
      throw CLIError.usage(error.description)
    }
    if format == .json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      print(Self.summary(report))
    }
    if !report.problems.isEmpty {
      throw CLIError.findings("\(report.problems.count) place(s) could not be ported; see \(output)/\(SourcePorter.reportFile)")
    }
  }

  /// The text report: one line per folder, the counts by rule, then each problem.
  static func summary(_ report: PortReport) -> String {
    var lines = report.modules.map { module in
      "\(module.source) → \(report.output)/\(module.name): \(module.swiftFiles) Swift files, \(module.copiedFiles) other files copied"
        + (module.generated.isEmpty ? "" : ", generated \(module.generated.joined(separator: ", "))")
    }
    let counts = PortRule.allCases.compactMap { rule in report.changeCounts[rule.rawValue].map { "\(rule.rawValue) \($0)" } }
    lines.append("\(report.changes.count) changes" + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))"))
    for problem in report.problems {
      lines.append("\(problem.file):\(problem.line): not ported (\(problem.rule.rawValue)): \(problem.message)")
    }
    lines.append("Report: \(report.output)/\(SourcePorter.reportFile)")
    return lines.joined(separator: "\n")
  }
}
