import Foundation
import InterfaceBuilder

/// Findings recorded once (`adaptive lint --write-baseline`), so later runs report only new ones
/// (`--baseline`): a team adopts the linter on a legacy app in one commit.
///
/// A finding is matched by rule, file and object id — never by line, which any edit moves. A
/// finding without an object id is matched by its message instead. Matching counts: two recorded
/// findings with one key hide two, not three.
public struct LintBaseline: Hashable, Sendable, Codable {
  /// One recorded finding.
  public struct Entry: Hashable, Sendable, Codable, Comparable {
    /// The rule id, such as `layout.ambiguous`.
    public var rule: String
    /// The file, relative to the baseline's folder, with `/` separators.
    public var file: String
    /// The IB object id, when the finding has one.
    public var objectID: String?
    /// The message, recorded only for findings without an object id.
    public var message: String?

    /// Creates an entry.
    public init(rule: String, file: String, objectID: String?, message: String?) {
      self.rule = rule
      self.file = file
      self.objectID = objectID
      self.message = message
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.rule, lhs.objectID ?? "", lhs.message ?? "") < (rhs.file, rhs.rule, rhs.objectID ?? "", rhs.message ?? "")
    }
  }

  /// The format this version writes and reads.
  public static let currentVersion = 1

  /// The file format's version.
  public var version: Int
  /// The recorded findings, sorted.
  public var entries: [Entry]

  /// Records `report`'s findings, with paths relative to `folder` (the baseline file's folder).
  public init(recording report: LintReport, relativeTo folder: URL) {
    version = Self.currentVersion
    entries = report.findings.map { Self.entry(for: $0, relativeTo: folder) }.sorted()
  }

  /// Reads a baseline file.
  public init(contentsOf url: URL) throws(LintError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadablePath(url.path, reason: "cannot read the baseline (\(error.localizedDescription))")
    }
    let decoded: LintBaseline
    do {
      decoded = try JSONDecoder().decode(LintBaseline.self, from: data)
    } catch {
      throw .unreadablePath(url.path, reason: "not a lint baseline: \(Self.describe(error))")
    }
    guard decoded.version == Self.currentVersion else {
      throw .unreadablePath(
        url.path,
        reason: "baseline format \(decoded.version) is not the \(Self.currentVersion) this version reads; write it again with --write-baseline")
    }
    self = decoded
  }

  /// The file's bytes: sorted, indented JSON, so a rewritten baseline diffs cleanly in review.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and integers cannot fail.
    return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
  }

  /// `report` without the findings this baseline records; `hidden` counts the ones it dropped.
  public func filtering(_ report: LintReport, relativeTo folder: URL) -> (report: LintReport, hidden: Int) {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry, default: 0] += 1 }
    var filtered = report
    filtered.findings = report.findings.filter { finding in
      let key = Self.entry(for: finding, relativeTo: folder)
      guard let count = remaining[key], count > 0 else { return true }
      remaining[key] = count - 1
      return false
    }
    return (filtered, report.findings.count - filtered.findings.count)
  }

  static func entry(for finding: Diagnostic, relativeTo folder: URL) -> Entry {
    Entry(
      rule: finding.ruleID, file: relativePath(of: finding.file, to: folder), objectID: finding.objectID,
      message: finding.objectID == nil ? finding.message : nil)
  }

  /// `path` relative to `folder`, climbing with `..` where it lies outside it.
  static func relativePath(of path: String, to folder: URL) -> String {
    let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    var shared = 0
    while shared < min(target.count, base.count) && target[shared] == base[shared] { shared += 1 }
    let components = Array(repeating: "..", count: base.count - shared) + target[shared...]
    return components.joined(separator: "/")
  }

  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): context.debugDescription
    case DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\(context.debugDescription) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default: "\(error)"
    }
  }
}
