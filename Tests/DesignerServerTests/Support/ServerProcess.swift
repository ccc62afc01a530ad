import DesignerServer
import Foundation
import Testing

/// `adaptive serve --port 0` running in a child process, its port read from the line it prints.
final class ServerProcess: @unchecked Sendable {
  // Touched only from the test that owns it, one call at a time.
  private let process: Process
  private let errorFile: URL
  let port: Int

  private init(process: Process, errorFile: URL, port: Int) {
    self.process = process
    self.errorFile = errorFile
    self.port = port
  }

  /// The `adaptive` executable built beside the test bundle.
  static var executable: URL {
    let bundle = Bundle.main.bundleURL
    for candidate in [bundle.appendingPathComponent("adaptive"), bundle.deletingLastPathComponent().appendingPathComponent("adaptive")]
    where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    return bundle.deletingLastPathComponent().appendingPathComponent("adaptive")
  }

  /// Starts the server and waits (up to two minutes, for a loaded machine) for its address line.
  static func start(paths: [String], limits: DesignerServer.Limits, extraArguments: [String] = []) throws
    -> ServerProcess
  {
    let process = Process()
    process.executableURL = executable
    let milliseconds = Int(limits.pollInterval.components.seconds * 1000)
      + Int(limits.pollInterval.components.attoseconds / 1_000_000_000_000_000)
    process.arguments = ["serve"] + paths + [
      "--port", "0", "--poll-interval-ms", String(max(1, milliseconds)),
      "--max-body-bytes", String(limits.maximumRequestBodyBytes),
    ] + extraArguments
    let output = Pipe()
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-serve-\(UUID().uuidString).err")
    guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
      throw ServerStartError(message: "cannot create \(errorFile.path) for the server's errors")
    }
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let reader = output.fileHandleForReading
    let deadline = Date().addingTimeInterval(120)
    var seen = ""
    while Date() < deadline {
      // Empty only at end of file: the server exited without printing its address.
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
      if let port = Self.port(in: seen) {
        return ServerProcess(process: process, errorFile: errorFile, port: port)
      }
    }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    throw ServerStartError(message: "adaptive serve printed no address: \(seen)\(errors)")
  }

  /// The port in "Serving N document(s) at http://127.0.0.1:PORT/".
  static func port(in text: String) -> Int? {
    guard let range = text.range(of: "http://127.0.0.1:") else { return nil }
    let digits = text[range.upperBound...].prefix { $0.isNumber }
    guard text[range.upperBound...].dropFirst(digits.count).first == "/" else { return nil }
    return Int(digits)
  }

  /// Stops the server as Ctrl-C does and returns its exit status (killing it after 30 seconds).
  @discardableResult
  func stop() -> Int32 {
    if process.isRunning {
      kill(process.processIdentifier, SIGINT)
      let deadline = Date().addingTimeInterval(30)
      while process.isRunning, Date() < deadline { usleep(20_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// What the server wrote to standard error.
  func errors() -> String {
    defer { try? FileManager.default.removeItem(at: errorFile) }
    return (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }
}

struct ServerStartError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
