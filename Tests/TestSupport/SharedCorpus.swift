import Foundation

/// The shared folders of real documents beside the repository (`../shared/corpus`,
/// `../shared/corpus-apps`), read in place, found in one place for every test target.
///
/// A suite that needs one is gated with `.enabled(if: SharedCorpus.runsTests(needing: "corpus"), …)`:
/// it skips, with the reason, when the folder is absent — unless `ADAPTIVE_REQUIRE_CORPUS=1`
/// (CI sets it), where it runs and `require(_:)` fails it.
public enum SharedCorpus {
  /// The environment variable that turns a missing folder into a failure.
  public static let requiredVariable = "ADAPTIVE_REQUIRE_CORPUS"

  /// The `shared` folder beside the repository, found from this file's real location.
  public static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .deletingLastPathComponent()
    .appendingPathComponent("shared")

  /// Whether a missing folder must fail the tests that need it (`ADAPTIVE_REQUIRE_CORPUS=1`).
  public static var isRequired: Bool { ProcessInfo.processInfo.environment[requiredVariable] == "1" }

  /// `../shared/<name>`, or nil when it is not there.
  public static func directory(named name: String) -> URL? {
    var isDirectory: ObjCBool = false
    let url = root.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
  }

  /// Whether `../shared/<name>` exists.
  public static func isAvailable(_ name: String) -> Bool { directory(named: name) != nil }

  /// Whether tests needing `../shared/<name>` run: when it exists, or when it is required (they
  /// then fail in `require(_:)`).
  public static func runsTests(needing name: String) -> Bool { isAvailable(name) || isRequired }

  /// Why a suite needing `../shared/<name>` is skipped.
  public static func skipReason(_ name: String) -> String {
    "../shared/\(name) not found beside the repository (set \(requiredVariable)=1 to make this a failure)"
  }

  /// `../shared/<name>`, or an error naming the missing path.
  public static func require(_ name: String) throws -> URL {
    guard let url = directory(named: name) else { throw SharedCorpusError.missing(root.appendingPathComponent(name).path) }
    return url
  }

  /// The file `name` in `../shared/<folder>`, or an error naming the missing path.
  public static func requireFile(_ name: String, in folder: String) throws -> URL {
    let url = try require(folder).appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { throw SharedCorpusError.missing(url.path) }
    return url
  }

  /// The `.storyboard` and `.xib` files of `../shared/<name>`, sorted by name (empty when absent).
  public static func documents(in name: String) -> [URL] {
    guard let url = directory(named: name) else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { url.appendingPathComponent($0) }
  }
}

/// A shared folder or file a test needs is missing.
public enum SharedCorpusError: Error, CustomStringConvertible {
  /// The path that is not there.
  case missing(String)

  public var description: String {
    switch self {
    case .missing(let path): "\(path) not found (\(SharedCorpus.requiredVariable)=1 requires the shared corpus)"
    }
  }
}
