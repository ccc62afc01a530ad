import Foundation
import InterfaceBuilder
import Rendering

/// Compares documents in worker processes of this same executable (`adaptive diff --jobs N`).
///
/// AdaptiveKit's views are main-actor objects, so layouts use the cores as processes, as
/// `render --jobs` does: every worker gathers the same pairs from the same arguments, reads the
/// index of the next pair on its standard input, and prints that pair's report as one JSON line.
/// Reports are put back in the pairs' order, so the output is the one a single process writes.
struct DiffWorkers {
  var jobs: Int
  /// The `diff` arguments that make a worker gather the same pairs and draw the same pictures.
  var workerArguments: [String]

  /// The report of every pair, in the order of `pairs`.
  func run(pairs: [DiffPair]) throws -> [DiffFileReport] {
    let workers = min(max(1, jobs), pairs.count)
    let queue = WorkQueue(order: Self.largestFirst(pairs).map { "\($0)" })
    let collector = DiffResultCollector()
    let running = try WorkerProcesses.start(
      workers, arguments: ["diff", "--worker"] + workerArguments, queue: queue
    ) { (result: DiffWorkerResult) in collector.add(result) }
    running.group.wait()
    running.waitUntilExit()
    let results = collector.byIndex
    return pairs.indices.map { index in
      if let result = results[index] { return result.restoredReport }
      // A worker that died leaves its pair unreported: say so rather than drop the document.
      let pair = pairs[index]
      var report = DiffFileReport(path: pair.path, status: DiffCommand.status(of: pair), renamedFrom: pair.renamedFrom)
      report.errors.append(
        Diagnostic(
          ruleID: "diff.worker-stopped", severity: .error,
          message: "the worker process comparing it stopped before finishing", file: pair.path, line: 0, column: 0))
      return report
    }
  }

  /// Reads pair indices on standard input until it ends, printing each pair's report as one JSON line.
  @MainActor
  static func serve(pairs: [DiffPair], pictures: DiffPictures?) throws {
    let encoder = JSONEncoder()
    while let line = readLine() {
      guard let index = Int(line), pairs.indices.contains(index) else { continue }
      let result = DiffWorkerResult(index: index, report: DiffCommand.compare(pairs[index], pictures: pictures))
      FileHandle.standardOutput.write(try encoder.encode(result) + Data("\n".utf8))
    }
  }

  /// The indices of `pairs`, largest first (by the larger side's bytes), so the longest
  /// comparisons start early and the run does not end waiting on one.
  static func largestFirst(_ pairs: [DiffPair]) -> [Int] {
    func size(_ side: DiffSide?) -> Int {
      guard case .success(let data)? = side?.contents else { return 0 }
      return data.count
    }
    let sizes = pairs.map { max(size($0.old), size($0.new)) }
    return pairs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
  }
}

/// One pair's report as a worker sends it, with the drawings the report's JSON leaves out (the
/// HTML page needs them).
struct DiffWorkerResult: Codable {
  /// A drawing's parts (`SVGDocument` itself is not `Codable`).
  struct Drawing: Codable {
    var width: Double
    var height: Double
    var body: String
    var title: String

    init(_ svg: SVGDocument) {
      width = svg.width
      height = svg.height
      body = svg.body
      title = svg.title
    }

    var svg: SVGDocument { SVGDocument(width: width, height: height, body: body, title: title) }
  }

  /// The kept drawings of one scene on one configuration.
  struct Drawings: Codable {
    var before: Drawing?
    var after: Drawing?
  }

  var index: Int
  var report: DiffFileReport
  /// Scene by scene, configuration by configuration, as in `report.pictures`.
  var drawings: [[Drawings]]

  init(index: Int, report: DiffFileReport) {
    self.index = index
    self.report = report
    drawings = report.pictures.map { scene in
      scene.configurations.map { cell in
        Drawings(before: cell.beforeDrawing.map(Drawing.init), after: cell.afterDrawing.map(Drawing.init))
      }
    }
  }

  /// The report with its drawings put back.
  var restoredReport: DiffFileReport {
    var restored = report
    for (sceneIndex, scene) in drawings.enumerated() where restored.pictures.indices.contains(sceneIndex) {
      for (cellIndex, cell) in scene.enumerated() where restored.pictures[sceneIndex].configurations.indices.contains(cellIndex) {
        restored.pictures[sceneIndex].configurations[cellIndex].beforeDrawing = cell.before?.svg
        restored.pictures[sceneIndex].configurations[cellIndex].afterDrawing = cell.after?.svg
      }
    }
    return restored
  }
}

/// Results gathered from the threads reading the workers' output.
final class DiffResultCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int: DiffWorkerResult] = [:]

  func add(_ result: DiffWorkerResult) { lock.withLock { storage[result.index] = result } }

  var byIndex: [Int: DiffWorkerResult] { lock.withLock { storage } }
}
