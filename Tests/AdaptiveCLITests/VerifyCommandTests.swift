import Foundation
import TestSupport
import Testing

@Suite("adaptive verify splits files across worker processes and keeps stdout clean")
struct VerifyCommandTests {
  /// How many corpus files the runs split between workers.
  static let fileCount = 6

  /// The first six corpus files (storyboards and xibs of several eras); an error when
  /// ../shared/corpus is missing or holds fewer.
  static func files() throws -> [String] {
    _ = try SharedCorpus.require("corpus")
    let picked = SharedCorpus.documents(in: "corpus").prefix(fileCount).map(\.path)
    try #require(picked.count == fileCount, "../shared/corpus holds fewer than \(fileCount) documents")
    return picked
  }

  /// Whether the suite's tests run (CI requires the corpus: its absence fails them).
  static var hasCorpus: Bool { SharedCorpus.runsTests(needing: "corpus") }

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
    .enabled(if: hasCorpus, "\(SharedCorpus.skipReason("corpus"))"))
  func jobsMatchOneProcess() throws {
    let files = try Self.files()
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
    .enabled(if: hasCorpus, "\(SharedCorpus.skipReason("corpus"))"))
  func textSizesFromFileReachesWorkers() throws {
    let files = try Self.files()
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
    .enabled(if: hasCorpus, "\(SharedCorpus.skipReason("corpus"))"))
  func textAndQuiet() throws {
    let files = try Self.files()
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
