import AdaptiveKit
import ArgumentParser
import Foundation
import Lint

/// `adaptive lint`: runs the lint rules over storyboards and xibs and prints the findings.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check storyboards and xibs for layout, navigation, resource and launch-screen problems.",
    discussion: """
      Findings are errors (exit 1), or warnings (exit 1 with --strict). Decoder warnings go to \
      standard error. \(ExitStatus.helpText)
      """)

  @Argument(help: "Storyboards, xibs or folders to search for them.")
  var paths: [String]

  @Option(name: .long, help: "Output format: xcode, json, sarif or github (default: xcode).")
  var format: ReporterKind?

  // `--format`'s name before every command used `--format`; `adaptive serve` and scripts still use it.
  @Option(name: .long, help: .hidden)
  var reporter: ReporterKind?

  @Option(name: .long, help: "A configuration file to use instead of the nearest .adaptive.yml.")
  var config: String?

  @Flag(name: .long, help: "Fail on warnings too.")
  var strict = false

  @Option(name: .long, help: ArgumentHelp("Report only findings that this baseline file does not record.", valueName: "file"))
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp("Record today's findings in this file (then exit 0), for --baseline later.", valueName: "file"))
  var writeBaseline: String?

  @Option(
    name: .long,
    help: ArgumentHelp("Write a PNG per accessibility finding into this folder, the view marked.", valueName: "folder"))
  var overlay: String?

  @OptionGroup var traitOptions: TraitOptions

  @OptionGroup var fontOptions: FontFolderOptions

  @OptionGroup var warningOptions: WarningOptions

  @Flag(name: .shortAndLong, help: "No progress bar (it is drawn only when standard error is a terminal).")
  var quiet = false

  func validate() throws {
    if let format, let reporter, format != reporter {
      throw ValidationError("--format \(format.rawValue) and --reporter \(reporter.rawValue) disagree; give --format alone")
    }
    if baseline != nil && writeBaseline != nil {
      throw ValidationError("--baseline and --write-baseline go in separate runs: record once, then compare against it")
    }
  }

  @MainActor
  func run() async throws {
    let reporter = format ?? self.reporter ?? .xcode
    var configuration: Configuration?
    if let config {
      do {
        configuration = try Configuration(contentsOf: URL(fileURLWithPath: config))
      } catch {
        throw CLIError.usage(error.description)
      }
    }
    var known: (baseline: LintBaseline, folder: URL)?
    if let baseline {
      let url = URL(fileURLWithPath: baseline)
      do {
        known = (try LintBaseline(contentsOf: url), url.deletingLastPathComponent())
      } catch {
        throw CLIError.usage(error.description)
      }
    }
    let files = try InputFiles.documents(at: paths).map(\.url)
    var linter = Linter(configuration: configuration)
    linter.traits = try traitOptions.matrix()
    // Each file's `.adaptive.yml` adds its own `fonts:` after these.
    linter.fontFolders = try fontOptions.given()
    if let overlay {
      do {
        linter.overlayWriter = try OverlayWriter(directory: URL(fileURLWithPath: overlay))
      } catch {
        throw CLIError.usage(error.description)
      }
    }
    var report: LintReport
    do {
      let progress = ProgressBar(total: files.count, quiet: quiet)
      defer { progress.finish() }
      report = try linter.lint(files: files) { progress.advance($0.lastPathComponent) }
    } catch {
      throw CLIError.usage(error.description)
    }
    DiagnosticConsole.write(report.decoderWarnings)
    if let writeBaseline {
      try Self.write(report, toBaseline: writeBaseline)
      return
    }
    var hidden = 0
    if let known {
      (report, hidden) = known.baseline.filtering(report, relativeTo: known.folder)
    }
    FileHandle.standardOutput.write(Data(try reporter.reporter.render(report).utf8))
    if reporter == .xcode {
      var summary =
        "\(report.filesLinted) file(s) linted: \(report.count(of: .error)) error(s), \(report.count(of: .warning)) warning(s)"
      if known != nil { summary += "; \(hidden) finding(s) recorded in the baseline not shown" }
      DiagnosticConsole.status(summary)
    }
    if let failure = warningOptions.failure(warningCount: report.decoderWarnings.count) {
      throw CLIError.findings(failure)
    }
    // The reporter has shown the findings; the failure only sets the status.
    if report.fails(strict: strict) { throw CLIError.findings() }
  }

  /// Writes every finding of `report` to the baseline at `path` (replacing it: the file is the
  /// tool's own record, asked for by name).
  private static func write(_ report: LintReport, toBaseline path: String) throws {
    let url = URL(fileURLWithPath: path)
    let baseline = LintBaseline(recording: report, relativeTo: url.deletingLastPathComponent())
    do {
      try baseline.encoded().write(to: url, options: .atomic)
    } catch {
      throw CLIError.usage("\(path): cannot write the baseline (\(error.localizedDescription))")
    }
    DiagnosticConsole.status("\(baseline.entries.count) finding(s) of \(report.filesLinted) file(s) recorded in \(path)")
  }
}

extension ReporterKind: ExpressibleByArgument {}
