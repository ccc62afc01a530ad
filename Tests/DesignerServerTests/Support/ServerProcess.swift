import DesignerServer
import Foundation
import Testing

/// `adaptive serve --port 0` running in a child process, its port read from the line it prints.
final class ServerProcess: @unchecked Sendable {
  // Touched only from the test that owns it, one call at a time.
  private let process: Process
  private let errorFile: URL
  /// Where the server answers, with its secret.
  let served: ServedDesigner

  private init(process: Process, errorFile: URL, served: ServedDesigner) {
    self.process = process
    self.errorFile = errorFile
    self.served = served
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
      if let served = Self.served(in: seen) {
        return ServerProcess(process: process, errorFile: errorFile, served: served)
      }
    }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    throw ServerStartError(message: "adaptive serve printed no address: \(seen)\(errors)")
  }

  /// The port and token in "Serving N document(s) at http://127.0.0.1:PORT/?token=HEX (Ctrl-C stops)".
  static func served(in text: String) -> ServedDesigner? {
    guard let range = text.range(of: "http://127.0.0.1:") else { return nil }
    let rest = text[range.upperBound...]
    let digits = rest.prefix { $0.isNumber }
    let afterPort = rest.dropFirst(digits.count)
    guard afterPort.hasPrefix("/?token="), let port = Int(digits) else { return nil }
    let token = afterPort.dropFirst("/?token=".count).prefix { $0.isHexDigit }
    // The line is complete once the token is followed by the rest of it.
    guard token.count >= 32, afterPort.dropFirst("/?token=".count + token.count).first == " " else { return nil }
    return ServedDesigner(port: port, token: String(token))
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
