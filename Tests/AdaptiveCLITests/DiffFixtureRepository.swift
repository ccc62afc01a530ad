import Foundation
import Testing
import TestSupport

/// A git repository built in a temporary folder from `DiffFixture`: the base revision tagged `r0`,
/// each revision after it committed and tagged `r1`, `r2`, … on `main`.
struct DiffFixtureRepository {
  let folder: URL

  init() throws {
    folder = try AdaptiveProcess.temporaryFolder()
    try git("init", "--quiet", "--initial-branch=main")
    try git("config", "user.email", "tests@example.com")
    try git("config", "user.name", "Tests")
    try git("config", "commit.gpgsign", "false")
    try write(DiffFixture.base, to: DiffFixture.fileName)
    try commit("Base", tag: "r0")
    for (index, revision) in DiffFixture.revisions.enumerated() {
      try write(revision.text, to: DiffFixture.fileName)
      try commit(revision.message, tag: "r\(index + 1)")
    }
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  func write(_ data: Data, to path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  func commit(_ message: String, tag: String? = nil) throws {
    try git("add", "--all")
    try git("commit", "--quiet", "--message", message)
    if let tag { try git("tag", tag) }
  }

  /// Runs git in the repository; a failure fails the test with git's message.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")): \(text)")
    return text
  }

  /// Runs `adaptive diff` with `arguments` in the repository.
  func diff(_ arguments: [String]) throws -> AdaptiveProcess {
    try AdaptiveProcess.run(["diff"] + arguments, in: folder)
  }
}
