import Foundation
import InterfaceBuilder
import Lint

#if canImport(Glibc)
  import Glibc
#endif

/// Lints one document in a child process of the `adaptive` executable (`adaptive lint --reporter
/// json`), as `adaptive verify --jobs` spreads its layouts over processes.
///
/// The linter lays every scene out on several devices, which takes seconds on a big storyboard.
/// AdaptiveKit's views live on the main actor, so done in the server's process that work would
/// hold every other request back; in a child it runs beside them, on the machine's other core.
struct LintWorker: Sendable {
  /// The `adaptive` executable.
  let executable: URL
  /// Font folders beyond the app's own (`adaptive serve --fonts`), passed on as `--fonts`.
  var fontFolders: [URL] = []
  /// The worker's nice value, the lowest priority there is: lint is background work (seconds of
  /// CPU for a big storyboard), so on a small machine the next edit's canvas and the browser
  /// drawing it go first (at 10, a worker still took ~300 ms of CPU per edit beside the edits of
  /// `Benchmarks/serve-canvas.py`).
  static let niceness: Int32 = 19

  /// The findings for the file at `path`, with the same rules and `.adaptive.yml` lookup as
  /// `adaptive lint <path>`. Cancelling the task terminates the child (a 409 answer).
  func findings(for path: String, displayPath: String) async -> Result<[Diagnostic], DesignerRequestError> {
    let folder = FileManager.default.temporaryDirectory
    let token = UUID().uuidString
    let output = folder.appendingPathComponent("adaptive-serve-lint-\(token).json")
    let errors = folder.appendingPathComponent("adaptive-serve-lint-\(token).err")
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: errors)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments =
      ["lint", "--reporter", "json", "--quiet"] + fontFolders.flatMap { ["--fonts", $0.path] } + ["--", path]
    // Files, not pipes: a big report must not fill a pipe buffer nobody is reading yet.
    guard FileManager.default.createFile(atPath: output.path, contents: nil),
      FileManager.default.createFile(atPath: errors.path, contents: nil),
      let outputHandle = try? FileHandle(forWritingTo: output), let errorHandle = try? FileHandle(forWritingTo: errors)
    else {
      return .failure(.failed("\(displayPath): cannot create the lint worker's output files in \(folder.path)"))
    }
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    process.standardInput = FileHandle.nullDevice
    let status: Int32? = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Cancelled before it started: not started at all.
        if Task.isCancelled { return continuation.resume(returning: nil) }
        process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
        do {
          try process.run()
          setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(process.processIdentifier), Self.niceness)
        } catch {
          process.terminationHandler = nil
          continuation.resume(returning: nil)
        }
      }
    } onCancel: {
      // A newer version of the document is being linted: this run's findings are of no use.
      // SIGKILL, not `terminate()`'s SIGTERM: Foundation starts the child with the spawning
      // thread's signal mask, and dispatch's threads block SIGTERM, so the child never sees it.
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    try? outputHandle.close()
    try? errorHandle.close()
    if Task.isCancelled {
      return .failure(.conflict("\(displayPath) changed while it was being linted; lint it again"))
    }
    guard let status else {
      return .failure(.failed("\(displayPath): cannot start the lint worker \(executable.path)"))
    }
    // 0: no errors; 1: errors found (the report is still complete). Anything else is a failure.
    guard process.terminationReason == .exit, status == 0 || status == 1 else {
      let reason = (try? String(contentsOf: errors, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
      let detail = reason.map { $0.isEmpty ? "" : ": \($0)" } ?? ""
      return .failure(.failed("\(displayPath): the lint worker stopped with status \(status)\(detail)"))
    }
    struct Report: Decodable { let findings: [Diagnostic] }
    do {
      return .success(try JSONDecoder().decode(Report.self, from: Data(contentsOf: output)).findings)
    } catch {
      return .failure(.failed("\(displayPath): the lint worker's report cannot be read (\(error))"))
    }
  }
}
