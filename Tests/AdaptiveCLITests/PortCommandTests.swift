import Foundation
import Testing

@Suite("adaptive port, run as a process")
struct PortCommandTests {
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = DevicesCommandTests.executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
  }

  static func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-cli-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test("A clean port exits 0 and prints the counts by rule")
  func cleanPort() throws {
    let root = try Self.folder(["Sources/A.swift": "import UIKit\n#if os(iOS)\nlet a = 1\n#endif\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, output, _) = try Self.run(["port", root.appendingPathComponent("Sources").path, "--output", root.appendingPathComponent("Port").path])
    #expect(status == 0)
    #expect(output.contains("2 changes (import 1, platform-condition 1)"))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Port/PORTING.md").path))
  }

  @Test("What could not be ported exits 1 and --format json lists it by file and line")
  func problemsExitOne() throws {
    let root = try Self.folder(["Sources/A.swift": "extension UIView {\n  override open func layoutSubviews() {}\n}\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, output, _) = try Self.run([
      "port", root.appendingPathComponent("Sources").path, "--output", root.appendingPathComponent("Port").path, "--format", "json",
    ])
    #expect(status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let problems = json?["problems"] as? [[String: Any]]
    #expect(problems?.first?["file"] as? String == "Sources/A.swift")
    #expect(problems?.first?["line"] as? Int == 2)
    #expect(problems?.first?["rule"] as? String == "extension-override")
  }

  @Test("An output inside the sources, a non-empty output without --force, or --force on a folder that is no port exits 2")
  func refusedOutputs() throws {
    let root = try Self.folder(["Sources/A.swift": "import UIKit\n", "Port/old.txt": "old", "Port/PORTING.md": "# an earlier port", "Other/notes.txt": "keep"])
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources").path
    let inside = try Self.run(["port", sources, "--output", sources + "/Port"])
    #expect(inside.status == 2)
    #expect(inside.error.contains("inside the source folder"))
    let nonEmpty = try Self.run(["port", sources, "--output", root.appendingPathComponent("Port").path])
    #expect(nonEmpty.status == 2)
    #expect(nonEmpty.error.contains("--force"))
    let forced = try Self.run(["port", sources, "--output", root.appendingPathComponent("Port").path, "--force"])
    #expect(forced.status == 0)
    let notAPort = try Self.run(["port", sources, "--output", root.appendingPathComponent("Other").path, "--force"])
    #expect(notAPort.status == 2)
    #expect(notAPort.error.contains("nothing was deleted"))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Other/notes.txt").path))
  }
}
