import Foundation
import Testing

@Suite("adaptive verify splits files across worker processes and keeps stdout clean")
struct VerifyCommandTests {
  /// The shared corpus, beside the repository.
  static let corpus = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus")

  /// The first six corpus files (storyboards and xibs of several eras).
  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    let picked = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().prefix(6)
    return picked.map { corpus.appendingPathComponent($0).path }
  }

  /// Whether ../shared/corpus holds the six files (CI fails when it does not).
  static var hasCorpus: Bool { files.count == 6 }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = DevicesCommandTests.executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test("--jobs 3 prints exactly the report of one process, and no progress off a terminal",
    .enabled(if: hasCorpus, "needs ../shared/corpus"))
  func jobsMatchOneProcess() throws {
    let files = Self.files
    let one = try Self.run(["verify", "--json", "--jobs", "1"] + files)
    let three = try Self.run(["verify", "--json", "--jobs", "3"] + files)
    #expect(one.status == 0)
    #expect(three.status == 0)
    #expect(one.output == three.output)
    #expect(three.errors.isEmpty)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(three.output.utf8)) as? [String: Any])
    #expect(report["files"] as? Int == files.count)
  }

  @Test("--text-sizes-from-file reaches every worker: one process and three give one report",
    .enabled(if: hasCorpus, "needs ../shared/corpus"))
  func textSizesFromFileReachesWorkers() throws {
    let files = Self.files
    let flag = "--text-sizes-from-file"
    let one = try Self.run(["verify", "--json", flag, "--jobs", "1"] + files)
    let three = try Self.run(["verify", "--json", flag, "--jobs", "3"] + files)
    let measured = try Self.run(["verify", "--json", "--jobs", "3"] + files)
    #expect(one.status == 0 && three.status == 0)
    #expect(one.output == three.output)
    func agreeing(_ output: String) throws -> Int {
      let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
      let views = try #require(report["views"] as? [String: Any])
      return try #require(views["agreeing"] as? Int)
    }
    #expect(try agreeing(three.output) >= agreeing(measured.output))
  }

  @Test("per-file lines come in the files' order with --jobs, and --quiet keeps only the totals",
    .enabled(if: hasCorpus, "needs ../shared/corpus"))
  func textAndQuiet() throws {
    let files = Self.files
    let text = try Self.run(["verify", "--jobs", "2", "--worst", "0"] + files)
    let lines = text.output.split(separator: "\n")
    #expect(lines.count == files.count + 1)
    for (line, file) in zip(lines, files) { #expect(line.hasPrefix(file + ":")) }
    let quiet = try Self.run(["verify", "--quiet", "--jobs", "2"] + files)
    #expect(quiet.output.split(separator: "\n") == [lines.last])
  }

  @Test("--jobs 0 is a usage error")
  func zeroJobs() throws {
    let result = try Self.run(["verify", "--jobs", "0", "/nonexistent"])
    #expect(result.status != 0)
    #expect(result.errors.contains("--jobs must be at least 1"))
  }
}
