import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering

/// Runs `DocumentRenderer` over many files: in this process, or split across worker processes
/// of this same executable (`--jobs N`). AdaptiveKit's views are main-actor objects, so the two
/// cores are used by processes, not threads; each worker prints one JSON line per document.
struct RenderRunner {
  var request: RenderRequest
  var jobs: Int
  var quiet: Bool
  /// Arguments that recreate the request and the documents in a worker: options first, then
  /// `--` and the paths given, from which the worker finds and names the same documents.
  var workerArguments: [String]

  /// Renders every document; results in the order of `documents`.
  @MainActor
  func run(documents: [RenderDocument], rasterizer: PNGRasterizer?) throws -> [DocumentRenderResult] {
    let files = documents.map(\.url)
    // Pictures of one document can be drawn by several workers, each taking a share of the
    // configurations, so one large storyboard keeps every worker busy; a gallery page needs
    // every drawing of its document in one process.
    let shares = request.format == .html || jobs < 2 ? 1 : min(jobs, max(1, request.configurations.count))
    let items = Self.largestFirst(files).flatMap { index in
      (0..<shares).map { RenderWorkItem(document: index, share: $0, shares: shares) }
    }
    let progress = ProgressBar(total: items.count, quiet: quiet)
    defer { progress.finish() }
    let workers = min(max(1, jobs), items.count)
    guard workers > 1 else {
      return documents.map { document in
        let result = document.render(request: request, rasterizer: rasterizer)
        progress.advance(document.url.lastPathComponent)
        return result
      }
    }
    // Hand files out one at a time, largest first, to whichever worker is free: documents differ
    // a hundredfold in drawing time, and a fixed share per worker left one idle for the last
    // third of a corpus run. Every worker gets the whole list as arguments and reads, on its
    // standard input, the index of the next file to render; end of input ends it.
    let queue = WorkQueue(order: items.map(\.line))
    // Progress is counted here as the workers' results come in.
    let collector = ResultCollector()
    let running = try WorkerProcesses.start(
      workers, arguments: ["render", "--worker"] + workerArguments, queue: queue
    ) { (result: DocumentRenderResult) in collector.add(result) }
    let group = running.group
    var seen = 0
    var finished = false
    while !finished {
      finished = group.wait(timeout: .now() + .milliseconds(100)) == .success
      let fresh = collector.results(from: seen)
      for result in fresh { progress.advance(URL(fileURLWithPath: result.file).lastPathComponent) }
      seen += fresh.count
    }
    running.waitUntilExit()
    // A worker that died leaves its files (or its share of one) unreported: say so rather than
    // lose them silently.
    let byFile = Dictionary(grouping: collector.results(from: 0), by: \.file)
    return documents.map { document in
      let stopped = Diagnostic(
        ruleID: "render.worker-stopped", severity: .error,
        message: "the worker process rendering it stopped before finishing", file: document.url.path, line: 0, column: 0)
      guard let parts = byFile[document.url.path], var merged = parts.first else {
        return DocumentRenderResult(
          file: document.url.path, name: document.name, decoded: false, folder: document.folder, scenes: 0,
          outputs: [], matchedSceneIDs: [], errors: [stopped])
      }
      for part in parts.dropFirst() {
        merged.outputs += part.outputs
        merged.errors += part.errors.filter { !merged.errors.contains($0) }
        merged.decoded = merged.decoded && part.decoded
      }
      merged.outputs.sort()
      if parts.count < shares { merged.errors.append(stopped) }
      return merged
    }
  }
}

extension RenderRunner {
  /// The indices of `files`, largest file first (unreadable sizes count as zero), so the longest
  /// documents start early and the run does not end waiting on one.
  static func largestFirst(_ files: [URL]) -> [Int] {
    let sizes = files.map { file in
      ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
    return files.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
  }
}

/// One worker's task: a document, or a share of its configurations (every `shares`-th one,
/// starting at `share`). Sent to the worker as one line: `index` or `index share shares`.
struct RenderWorkItem: Equatable {
  var document: Int
  var share = 0
  var shares = 1

  /// The line a worker reads.
  var line: String { shares == 1 ? "\(document)" : "\(document) \(share) \(shares)" }

  init(document: Int, share: Int = 0, shares: Int = 1) {
    self.document = document
    self.share = share
    self.shares = shares
  }

  /// Reads a line; nil for anything malformed.
  init?(line: String) {
    let numbers = line.split(separator: " ").compactMap { Int($0) }
    switch numbers.count {
    case 1: self.init(document: numbers[0])
    case 3 where numbers[2] >= 1 && (0..<numbers[2]).contains(numbers[1]):
      self.init(document: numbers[0], share: numbers[1], shares: numbers[2])
    default: return nil
    }
  }

  /// This item's share of `configurations`.
  func configurations<Element>(of configurations: [Element]) -> [Element] {
    guard shares > 1 else { return configurations }
    return configurations.enumerated().filter { $0.offset % shares == share }.map(\.element)
  }
}

/// The work not yet handed to a worker, shared by the threads reading the workers' output.
final class WorkQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: ArraySlice<String>
  private var closed: Set<ObjectIdentifier> = []

  init(order: [String]) { pending = order[...] }

  /// Writes the next work line to a worker's input, or closes the input when none is left.
  func handOut(to input: FileHandle) {
    lock.withLock {
      guard !closed.contains(ObjectIdentifier(input)) else { return }
      if let next = pending.popFirst() {
        // A worker that died meanwhile leaves its file unreported, which the run then says.
        try? input.write(contentsOf: Data("\(next)\n".utf8))
      } else {
        closed.insert(ObjectIdentifier(input))
        try? input.close()
      }
    }
  }

  /// Closes a worker's input once (a worker that ended).
  func retire(_ input: FileHandle) {
    lock.withLock {
      guard !closed.contains(ObjectIdentifier(input)) else { return }
      closed.insert(ObjectIdentifier(input))
      try? input.close()
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
