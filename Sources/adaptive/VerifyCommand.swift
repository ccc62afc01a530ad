import AdaptiveKit
import ArgumentParser
import Foundation

/// `adaptive verify`: lays out every scene at the document's size and compares the solved frames
/// with the frames Interface Builder stored.
struct VerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare the engine's frames with the frames Interface Builder stored.")

  @Argument(help: "Storyboards, xibs or folders to search for them.")
  var paths: [String]

  @Flag(name: .long, help: "Print the report as JSON.")
  var json = false

  @Option(name: .long, help: "The largest edge difference, in points, that still agrees.")
  var tolerance: Double = 0.5

  @Option(name: .long, help: "Worker processes to verify files in (default: one per processor).")
  var jobs: Int?

  @Option(name: .long, help: "How many of the worst disagreements the report lists.")
  var worst = 50

  @Flag(
    name: .long,
    help: """
      Diagnostic: lay labels, buttons and text fields out at the sizes the file stores, so what \
      still disagrees is layout, not text measurement.
      """)
  var textSizesFromFile = false

  @Flag(name: .shortAndLong, help: "No progress bar and no per-file lines: errors and totals only.")
  var quiet = false

  /// Set by a parent `verify --jobs N`: write this worker's shard here and tick stdout per file.
  @Option(name: .customLong("worker-output"), help: .hidden)
  var workerOutput: String?

  func validate() throws {
    guard tolerance >= 0, tolerance.isFinite else {
      throw ValidationError("--tolerance must be a non-negative number")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    guard worst >= 0 else { throw ValidationError("--worst must not be negative") }
  }

  @MainActor
  func run() async throws {
    let files: [URL]
    do {
      files = try IBVerifier.documentFiles(at: paths)
    } catch {
      FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
      throw ExitCode(2)
    }
    let verifier = IBVerifier(tolerance: tolerance, worstLimit: worst, takesTextSizesFromFile: textSizesFromFile)
    if let workerOutput {
      try runWorker(verifier: verifier, files: files, output: workerOutput)
      return
    }
    let progress = ProgressBar(total: files.count, enabled: !quiet)
    let jobCount = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let report: VerificationReport
    if jobCount > 1, files.count > 1 {
      do {
        report = try VerifyWorkers.run(
          files: files, jobs: jobCount, tolerance: tolerance, worstLimit: worst,
          textSizesFromFile: textSizesFromFile, progress: progress)
      } catch {
        progress.finish()
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        throw ExitCode(2)
      }
    } else {
      report = verifier.verify(files: files) { _ in progress.advance() }
    }
    progress.finish()
    print(json ? try report.jsonString() : report.text(perFile: !quiet))
  }

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
