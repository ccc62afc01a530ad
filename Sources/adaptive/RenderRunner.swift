import AdaptiveKit
import Foundation
import Rendering

/// Runs `DocumentRenderer` over many files: in this process, or split across worker processes
/// of this same executable (`--jobs N`). AdaptiveKit's views are main-actor objects, so the two
/// cores are used by processes, not threads; each worker prints one JSON line per document.
struct RenderRunner {
  var request: RenderRequest
  var jobs: Int
  var quiet: Bool
  /// Arguments that recreate the request in a worker (all but the files).
  var workerArguments: [String]

  /// Renders every file; results in the order of `files`.
  @MainActor
  func run(files: [URL], rasterizer: PNGRasterizer?) throws -> [DocumentRenderResult] {
    let progress = ProgressBar(total: files.count, quiet: quiet)
    defer { progress.finish() }
    let workers = min(max(1, jobs), files.count)
    guard workers > 1 else {
      return files.map { file in
        let result = DocumentRenderer.render(file: file, request: request, rasterizer: rasterizer)
        progress.advance(file.lastPathComponent)
        return result
      }
    }
    // Deal files round-robin so each worker gets a similar mix of large and small documents.
    var shares = Array(repeating: [URL](), count: workers)
    for (index, file) in files.enumerated() { shares[index % workers].append(file) }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    var processes: [(Process, Pipe)] = []
    for share in shares {
      let process = Process()
      process.executableURL = Bundle.main.executableURL ?? executable
      process.arguments = ["render"] + share.map(\.path) + workerArguments + ["--worker"]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.standardError
      try process.run()
      processes.append((process, output))
    }
    // Read the workers' lines as they come, on one thread per worker, and count progress here.
    let collector = ResultCollector()
    let group = DispatchGroup()
    for (_, pipe) in processes {
      group.enter()
      let handle = pipe.fileHandleForReading
      Thread.detachNewThread {
        var buffer = Data()
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          buffer.append(chunk)
          while let newline = buffer.firstIndex(of: 0x0A) {
            let line = buffer[buffer.startIndex..<newline]
            buffer.removeSubrange(buffer.startIndex...newline)
            if let result = try? JSONDecoder().decode(DocumentRenderResult.self, from: Data(line)) {
              collector.add(result)
            }
          }
        }
        group.leave()
      }
    }
    var seen = 0
    var finished = false
    while !finished {
      finished = group.wait(timeout: .now() + .milliseconds(100)) == .success
      let fresh = collector.results(from: seen)
      for result in fresh { progress.advance(URL(fileURLWithPath: result.file).lastPathComponent) }
      seen += fresh.count
    }
    for (process, _) in processes { process.waitUntilExit() }
    // A worker that died leaves its files unreported: say so rather than lose them silently.
    let byFile = Dictionary(collector.results(from: 0).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    return files.map { file in
      byFile[file.path]
        ?? DocumentRenderResult(
          file: file.path, decoded: false, folder: DocumentRenderer.folderName(for: file), scenes: 0, outputs: [],
          matchedSceneIDs: [], errors: ["\(file.path): the worker process rendering it stopped before finishing"])
    }
  }
}

/// Results gathered from worker threads.
final class ResultCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [DocumentRenderResult] = []

  func add(_ result: DocumentRenderResult) { lock.withLock { storage.append(result) } }

  var count: Int { lock.withLock { storage.count } }

  func results(from index: Int) -> [DocumentRenderResult] {
    lock.withLock { Array(storage[min(index, storage.count)...]) }
  }
}
