import AdaptiveKit
import ArgumentParser
import Foundation
import InterfaceBuilderCanvas

/// `adaptive verify`: lays out every scene at the document's size and compares the solved frames
/// with the frames Interface Builder stored.
struct VerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare the engine's frames with the frames Interface Builder stored.",
    discussion: """
      As a CI gate: --min-agreement 0.95 exits 1 when fewer than 95 % of the compared views agree; \
      a document that does not decode also exits 1. \(ExitStatus.helpText)
      """)

  /// How many disagreements are listed when `--worst` is not given.
  static let defaultWorstLimit = 50

  @Argument(help: "Storyboards, xibs or folders to search for them.")
  var paths: [String]

  @Option(name: .long, help: "text or json.")
  var format: ReportFormat?

  // The flag `--format json` replaced; kept so existing scripts still run.
  @Flag(name: .long, help: .hidden)
  var json = false

  @Option(name: .long, help: "The largest edge difference, in points, that still agrees.")
  var tolerance: Double = 0.5

  @Option(name: .customLong("min-agreement"), help: "Exit 1 when the share of compared views that agree (0…1) is below this.")
  var minAgreement: Double?

  @Option(name: .long, help: "Worker processes to verify files in (default: one per processor).")
  var jobs: Int?

  @Option(
    name: .long,
    help: "How many of the worst disagreements the report lists (default: 50; text with --quiet: none unless given).")
  var worst: Int?

  @Flag(
    name: .long,
    help: """
      Diagnostic: lay labels, buttons and text fields out at the sizes the file stores, so what \
      still disagrees is layout, not text measurement.
      """)
  var textSizesFromFile = false

  @Flag(
    name: .customLong("by-repository"),
    help: "Also report agreement per repository (from MANIFEST.tsv beside the files, else by folder): median and worst tenth.")
  var byRepository = false

  @Flag(name: .shortAndLong, help: "No progress bar and no per-file lines: errors and totals only.")
  var quiet = false

  @OptionGroup var fontOptions: FontFolderOptions

  @OptionGroup var warningOptions: WarningOptions

  /// Set by a parent `verify --jobs N`: write this worker's shard here and tick stdout per file.
  @Option(name: .customLong("worker-output"), help: .hidden)
  var workerOutput: String?

  func validate() throws {
    guard tolerance >= 0, tolerance.isFinite else {
      throw ValidationError("--tolerance must be a non-negative number")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if let worst, worst < 0 { throw ValidationError("--worst must not be negative") }
    if let minAgreement, !(0...1).contains(minAgreement) {
      throw ValidationError("--min-agreement must be between 0 and 1 (0.95 for 95 %)")
    }
  }

  @MainActor
  func run() async throws {
    let format = try ReportFormat.chosen(format: format, json: json)
    let files = try InputFiles.documents(at: paths).map(\.url)
    let worstLimit = worst ?? Self.defaultWorstLimit
    // A worker is given the parent's folders, `.adaptive.yml`'s included, on its command line.
    let fontFolders = workerOutput == nil ? try fontOptions.folders(searchingFrom: paths) : try fontOptions.given()
    let verifier = IBVerifier(
      tolerance: tolerance, worstLimit: worstLimit, takesTextSizesFromFile: textSizesFromFile, fontFolders: fontFolders)
    if let workerOutput {
      try runWorker(verifier: verifier, files: files, output: workerOutput)
      return
    }
    let progress = ProgressBar(total: files.count, enabled: !quiet)
    let jobCount = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    var report: VerificationReport
    if jobCount > 1, files.count > 1 {
      do {
        report = try VerifyWorkers.run(
          files: files, jobs: jobCount, tolerance: tolerance, worstLimit: worstLimit,
          textSizesFromFile: textSizesFromFile, fontFolders: fontFolders, progress: progress)
      } catch {
        progress.finish()
        throw CLIError.usage("\(error)")
      }
    } else {
      report = verifier.verify(files: files) { _ in progress.advance() }
    }
    progress.finish()
    DiagnosticConsole.write(report.warnings)
    if byRepository {
      var manifests = RepositoryManifests()
      report.repositories = report.repositories { manifests.repository(of: $0) }
    }
    switch format {
    case .json: print(try report.jsonString())
    case .text:
      print(report.text(perFile: !quiet, listingWorst: !quiet || worst != nil))
      if let repositories = report.repositories { print(Self.repositoryText(repositories)) }
    }
    let failures = gateFailures(report)
    guard failures.isEmpty else {
      throw CLIError.findings(failures)
    }
  }

  /// Why the run fails as a CI gate: documents that did not decode, an agreement below
  /// `--min-agreement`, warnings under `--warnings-as-errors`.
  func gateFailures(_ report: VerificationReport) -> [String] {
    var failures: [String] = []
    if report.decoded < report.files {
      failures.append("\(report.files - report.decoded) of \(report.files) document(s) did not decode")
    }
    if let minAgreement {
      let wanted = Self.percent(minAgreement)
      if report.views.compared == 0 {
        failures.append("no view was compared, so the agreement cannot reach --min-agreement \(wanted)")
      } else if report.agreement < minAgreement {
        failures.append("agreement \(Self.percent(report.agreement)) is below --min-agreement \(wanted)")
      }
    }
    if let warnings = warningOptions.failure(warningCount: report.warnings.count) { failures.append(warnings) }
    return failures
  }

  /// One line per repository, worst first, then the median and the worst tenth.
  static func repositoryText(_ repositories: [VerificationReport.RepositorySummary]) -> String {
    var lines = ["By repository (\(repositories.count), worst first):"]
    for entry in repositories {
      lines.append(
        "  \(entry.repository): \(entry.views.agreeing)/\(entry.views.compared) agree (\(percent(entry.agreement))), \(entry.files) file(s)")
    }
    if let spread = VerificationReport.spread(of: repositories) {
      lines.append("Repositories: median \(percent(spread.median)), worst tenth \(percent(spread.worstTenth))")
    }
    return lines.joined(separator: "\n")
  }

  /// `0.9507` as `95.07 %`.
  static func percent(_ share: Double) -> String { String(format: "%.2f %%", share * 100) }

  /// Verifies `files` as one worker of a parent `verify --jobs N`.
  @MainActor
  private func runWorker(verifier: IBVerifier, files: [URL], output: String) throws {
    let report = verifier.verify(files: files) { _ in
      FileHandle.standardOutput.write(Data("\n".utf8))
    }
    let shard = VerifyShard(report: report, summaries: report.fileSummaries)
    try JSONEncoder().encode(shard).write(to: URL(fileURLWithPath: output))
  }
}
