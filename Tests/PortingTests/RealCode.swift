import Foundation

/// `../shared/realcode` beside the repository, read in place (as `SharedCorpus` finds the
/// corpora; this target depends on Porting only, so it has its own locator).
enum RealCode {
  /// The environment variable that turns a missing folder into a failure (CI sets it).
  static let requiredVariable = "ADAPTIVE_REQUIRE_CORPUS"

  /// `../shared/realcode`, found from this file's real location.
  static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent()  // PortingTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .deletingLastPathComponent()
    .appendingPathComponent("shared/realcode")

  /// Whether tests needing `realcode/<name>` run: when it exists, or when it is required.
  static func runsTests(needing name: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path)
      || ProcessInfo.processInfo.environment[requiredVariable] == "1"
  }

  /// Why a suite needing `realcode/<name>` is skipped.
  static func skipReason(_ name: String) -> String {
    "../shared/realcode/\(name) not found beside the repository (set \(requiredVariable)=1 to make this a failure)"
  }

  /// `realcode/<path>`, or an error naming the missing path.
  static func require(_ path: String) throws -> URL {
    let url = root.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else { throw RealCodeMissing(path: url.path) }
    return url
  }
}

struct RealCodeMissing: Error, CustomStringConvertible {
  let path: String
  var description: String { "\(path) not found (\(RealCode.requiredVariable)=1 requires the shared folder)" }
}

/// A fresh temporary folder, removed by `remove()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("porting-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` at `path` inside the folder.
  @discardableResult
  func write(_ text: String, at path: String) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  func read(_ path: String) throws -> String { try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8) }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
