import Foundation
import Testing

@Suite("adaptive devices, run as a process")
struct DevicesCommandTests {
  static var executable: URL {
    // .build/debug/adaptive next to the test bundle.
    let bundle = Bundle.main.bundleURL
    for candidate in [bundle.appendingPathComponent("adaptive"), bundle.deletingLastPathComponent().appendingPathComponent("adaptive")] {
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return bundle.appendingPathComponent("adaptive")
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = Pipe()
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test("The table lists every device with its size, scale and size classes")
  func table() throws {
    let (status, output) = try Self.run(["devices"])
    #expect(status == 0)
    #expect(output.contains("iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus"))
    #expect(output.contains("414x736"))
    #expect(output.contains("splitHalf (landscape)"))
  }

  @Test("--json prints every device with its multitasking windows")
  func json() throws {
    let (status, output) = try Self.run(["devices", "--json"])
    #expect(status == 0)
    let entries = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
    #expect(entries?.count == 25)
    let plus = entries?.first { ($0["name"] as? String)?.hasPrefix("iPhone 6 Plus") == true }
    #expect((plus?["landscape"] as? [String: String])?["horizontal"] == "regular")
    let air = entries?.first { ($0["name"] as? String)?.hasPrefix("iPad 9.7") == true }
    #expect((air?["multitasking"] as? [[String: Any]])?.isEmpty == false)
  }
}
