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
    #expect(missing.errors == "/no/such/Main.storyboard: error: no such file or directory [serve.unusable-path]\n")
    let port = try AdaptiveProcess.run(["serve", Self.fixture.path, "--port", "70000"])
    #expect(port.status == 2)
    #expect(port.errors.contains("port 70000 is not between 0 and 65535"))
    let notANumber = try AdaptiveProcess.run(["serve", Self.fixture.path, "--port", "http"])
    #expect(notANumber.status == 2)
  }

  @Test("it prints its address with a secret, answers only with the secret, and stops on Ctrl-C", .timeLimit(.minutes(1)))
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
    #expect(line.hasSuffix(" (Ctrl-C stops)\n"))
    let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.flatMap { URLComponents(string: String($0)) })
    let port = try #require(address.port)
    let token = try #require(address.queryItems?.first { $0.name == "token" }?.value)
    // 256 random bits in hex.
    #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
    let documents = try #require(URL(string: "http://127.0.0.1:\(port)/api/documents"))
    var request = URLRequest(url: documents)
    request.setValue(token, forHTTPHeaderField: "X-Adaptive-Token")
    let (page, _) = try await URLSession.shared.data(for: request)
    #expect(String(decoding: page, as: UTF8.self).contains("Designer.storyboard"))
    let (refused, response) = try await URLSession.shared.data(from: documents)
    #expect((response as? HTTPURLResponse)?.statusCode == 403)
    #expect(String(decoding: refused, as: UTF8.self).contains("no access token"))
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
  }
}
