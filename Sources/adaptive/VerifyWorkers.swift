import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas

/// What one `adaptive verify` worker process hands back: its files' report with the per-file
/// summaries (which the report's own JSON leaves out).
struct VerifyShard: Codable {
  var report: VerificationReport
  var summaries: [VerificationReport.FileSummary]
}

/// A worker that failed: it exited badly or left no readable shard.
struct VerifyWorkerError: Error, CustomStringConvertible {
  var worker: Int
  var reason: String
  var description: String { "verify worker \(worker): \(reason)" }
}

/// Runs `adaptive verify` over files split across child processes of this same executable.
///
/// AdaptiveKit's views are main-actor bound, so layouts cannot run on threads side by side;
/// processes can. Files are dealt round-robin (neighbouring files in a folder tend to be alike
/// in size); each worker writes its shard to a temporary file and prints one newline per file
/// done on its standard output, which drives the parent's progress bar.
enum VerifyWorkers {
  /// The path of the running executable.
  static var executable: URL {
    let procSelf = URL(fileURLWithPath: "/proc/self/exe")
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: procSelf.path) {
      return URL(fileURLWithPath: resolved)
    }
    return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  }

  /// Verifies `files` with `jobs` workers and merges their reports in the files' order.
  static func run(
    files: [URL], jobs: Int, tolerance: Double, worstLimit: Int, textSizesFromFile: Bool, fontFolders: [URL] = [],
    progress: ProgressBar
  ) throws -> VerificationReport {
    let workerCount = max(1, min(jobs, files.count))
    let directory = FileManager.default.temporaryDirectory
    let token = UUID().uuidString
    var processes: [(Process, URL)] = []
    let readers = DispatchGroup()
    defer {
      for (_, output) in processes { try? FileManager.default.removeItem(at: output) }
    }
    for worker in 0..<workerCount {
      let share = stride(from: worker, to: files.count, by: workerCount).map { files[$0].path }
      let output = directory.appendingPathComponent("adaptive-verify-\(token)-\(worker).json")
      let process = Process()
      process.executableURL = executable
      process.arguments =
        ["verify", "--worker-output", output.path, "--tolerance", String(tolerance), "--worst", String(worstLimit)]
        + (textSizesFromFile ? ["--text-sizes-from-file"] : []) + fontFolders.flatMap { ["--fonts", $0.path] }
        + ["--"] + share
      let pipe = Pipe()
      process.standardOutput = pipe
      do {
        try process.run()
      } catch {
        throw VerifyWorkerError(worker: worker, reason: "cannot start \(executable.path): \(error)")
      }
      processes.append((process, output))
      let handle = pipe.fileHandleForReading
      DispatchQueue.global().async(group: readers) {
        while true {
          let data = handle.availableData
          if data.isEmpty { break }
          progress.advance(by: data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
        }
      }
    }
    readers.wait()
    var report = VerificationReport()
    var summaries: [VerificationReport.FileSummary] = []
    for (worker, (process, output)) in processes.enumerated() {
      process.waitUntilExit()
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        throw VerifyWorkerError(worker: worker, reason: "exited with status \(process.terminationStatus)")
      }
      let shard: VerifyShard
      do {
        shard = try JSONDecoder().decode(VerifyShard.self, from: Data(contentsOf: output))
      } catch {
        throw VerifyWorkerError(worker: worker, reason: "unreadable report (\(error))")
      }
      report.merge(shard.report)
      summaries += shard.summaries
    }
    // Put summaries and errors back in the order the files were given.
    var order: [String: Int] = [:]
    for (index, file) in files.enumerated() { order[file.path] = index }
    report.fileSummaries = summaries.sorted { (order[$0.file] ?? 0) < (order[$1.file] ?? 0) }
    report.errors.sort { (order[$0.file] ?? 0) < (order[$1.file] ?? 0) }
    report.warnings.sort { (order[$0.file] ?? 0) < (order[$1.file] ?? 0) }
    return report.finished(worstLimit: worstLimit)
  }
}
