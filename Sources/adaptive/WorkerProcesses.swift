import Foundation

/// Worker processes of this executable for a command's `--jobs` (`render`, `diff`): each runs
/// `SUBCOMMAND --worker …`, reads the index of its next item on standard input and writes one
/// JSON result per line; `queue` hands items out to whichever worker is free.
struct WorkerProcesses {
  let processes: [Process]
  /// Left once every worker's output has ended.
  let group: DispatchGroup

  /// Starts `count` workers, each answered with its next item after every result it prints;
  /// `collect` receives each decoded result on the worker's reader thread.
  static func start<Result: Decodable & SendableMetatype>(
    _ count: Int, arguments: [String], queue: WorkQueue, collect: @escaping @Sendable (Result) -> Void
  ) throws -> WorkerProcesses {
    // Writing to a worker that has died must fail with an error, not end this process.
    signal(SIGPIPE, SIG_IGN)
    var processes: [Process] = []
    let group = DispatchGroup()
    for _ in 0..<count {
      let process = Process()
      process.executableURL = VerifyWorkers.executable
      process.arguments = arguments
      let output = Pipe()
      let input = Pipe()
      process.standardOutput = output
      process.standardInput = input
      process.standardError = FileHandle.standardError
      try process.run()
      processes.append(process)
      let handle = output.fileHandleForReading
      let commands = input.fileHandleForWriting
      queue.handOut(to: commands)
      group.enter()
      Thread.detachNewThread {
        var buffer = Data()
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          buffer.append(chunk)
          while let newline = buffer.firstIndex(of: 0x0A) {
            let line = Data(buffer[buffer.startIndex..<newline])
            buffer.removeSubrange(buffer.startIndex...newline)
            if let result = try? JSONDecoder().decode(Result.self, from: line) { collect(result) }
            queue.handOut(to: commands)
          }
        }
        // A worker that stopped early takes no more items; close its input if the queue has not.
        queue.retire(commands)
        group.leave()
      }
    }
    return WorkerProcesses(processes: processes, group: group)
  }

  /// Waits for every worker to exit.
  func waitUntilExit() {
    for process in processes { process.waitUntilExit() }
  }
}
