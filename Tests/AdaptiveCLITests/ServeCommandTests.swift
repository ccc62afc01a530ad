import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("adaptive serve, run as a process")
struct ServeCommandTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("DesignerServerTests/Fixtures/Designer.storyboard")

  @Test("paths and ports that cannot be served are one error line and status 2")
  func badInput() throws {
    let missing = try AdaptiveProcess.run(["serve", "/no/such/Main.storyboard"])
    #expect(missing.status == 2)
    #expect(missing.errors == "error: /no/such/Main.storyboard: no such file or directory\n")
    let port = try AdaptiveProcess.run(["serve", Self.fixture.path, "--port", "70000"])
    #expect(port.status == 2)
    #expect(port.errors.contains("port 70000 is not between 0 and 65535"))
    let notANumber = try AdaptiveProcess.run(["serve", Self.fixture.path, "--port", "http"])
    #expect(notANumber.status == 2)
  }

  @Test("it prints its address, serves the page and stops on Ctrl-C", .timeLimit(.minutes(1)))
  func startsAndStops() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-serve-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(contentsOf: Self.fixture).write(to: folder.appendingPathComponent("Designer.storyboard"))
    let process = Process()
    process.executableURL = DevicesCommandTests.executable
    process.arguments = ["serve", folder.path, "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Kills the server if it hangs, which also ends the read below.
    let watchdog = Thread {
      Thread.sleep(forTimeInterval: 30)
      if process.isRunning { process.terminate() }
    }
    watchdog.start()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    #expect(line.hasPrefix("Serving 1 document(s) at http://127.0.0.1:"))
    let port = Int(line.split(separator: ":").last?.prefix { $0.isNumber } ?? "") ?? 0
    #expect(port > 0)
    let (page, _) = try await URLSession.shared.data(from: try #require(URL(string: "http://127.0.0.1:\(port)/api/documents")))
    #expect(String(decoding: page, as: UTF8.self).contains("Designer.storyboard"))
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
  }
}
