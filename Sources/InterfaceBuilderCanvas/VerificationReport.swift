import Foundation
import InterfaceBuilder

/// What `IBVerifier` found: how many stored frames the layout engine reproduces.
///
/// Encodes exactly as `adaptive verify --json` prints it; `fileSummaries` is for text output only.
public struct VerificationReport: Codable, Sendable, Equatable {
  /// View counts.
  public struct ViewCounts: Codable, Sendable, Equatable {
    /// Views whose solved frame was compared with the stored one.
    public var compared = 0
    /// Compared views within the tolerance on every edge.
    public var agreeing = 0
    /// Compared views off by more than the tolerance on some edge.
    public var disagreeing = 0
    /// Views not compared: misplaced or ambiguous (with their descendants), or without a stored frame.
    public var skipped = 0

    public init() {}

    /// Adds another set of counts to these.
    public mutating func add(_ other: ViewCounts) {
      compared += other.compared
      agreeing += other.agreeing
      disagreeing += other.disagreeing
      skipped += other.skipped
    }
  }

  /// A view whose solved frame disagrees with the stored one.
  public struct Mismatch: Codable, Sendable, Equatable {
    public var file: String
    public var scene: String
    public var view: String
    public var className: String
    /// The stored frame, `[x, y, width, height]`, in the superview's coordinates.
    public var stored: [Double]
    /// The solved frame, `[x, y, width, height]`, in the superview's coordinates.
    public var solved: [Double]
    /// The largest difference of the four edges.
    public var maxEdgeError: Double

    enum CodingKeys: String, CodingKey {
      case file, scene, view, className = "class", stored, solved
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      file = try container.decode(String.self, forKey: .file)
      scene = try container.decode(String.self, forKey: .scene)
      view = try container.decode(String.self, forKey: .view)
      className = try container.decode(String.self, forKey: .className)
      stored = try container.decode([Double].self, forKey: .stored)
      solved = try container.decode([Double].self, forKey: .solved)
      maxEdgeError = Mismatch.edgeError(stored, solved)
    }

    init(file: String, scene: String, view: String, className: String, stored: [Double], solved: [Double]) {
      self.file = file
      self.scene = scene
      self.view = view
      self.className = className
      self.stored = stored
      self.solved = solved
      maxEdgeError = Mismatch.edgeError(stored, solved)
    }

    static func edgeError(_ a: [Double], _ b: [Double]) -> Double {
      guard a.count == 4, b.count == 4 else { return .infinity }
      let edges = [
        abs(a[0] - b[0]), abs(a[1] - b[1]), abs((a[0] + a[2]) - (b[0] + b[2])), abs((a[1] + a[3]) - (b[1] + b[3])),
      ]
      return edges.max() ?? 0
    }
  }

  /// One file's figures (text output, and the shards `adaptive verify --jobs` merges).
  public struct FileSummary: Codable, Sendable, Equatable {
    /// The file's path as given.
    public var file: String
    /// Whether the file decoded.
    public var decoded: Bool
    /// The root views laid out (scene views and xib top-level views).
    public var roots = 0
    /// The file's view counts.
    public var views = ViewCounts()

    /// A summary with no views yet.
    public init(file: String, decoded: Bool) {
      self.file = file
      self.decoded = decoded
    }
  }

  public var files = 0
  public var decoded = 0
  /// The decoder's errors for files that did not decode (the primary one of each).
  public var errors: [Diagnostic] = []
  /// Warnings met while decoding, located like `errors`.
  public var warnings: [Diagnostic] = []
  public var views = ViewCounts()
  /// `agreeing / compared` (0 when nothing was compared).
  public var agreement = 0.0
  /// The worst disagreements by largest edge error, at most `IBVerifier.worstLimit`.
  public var worst: [Mismatch] = []
  /// Per-file figures, in the order processed (not encoded).
  public var fileSummaries: [FileSummary] = []
  /// The files grouped by the repository they came from, when asked for (`verify --by-repository`).
  public var repositories: [RepositorySummary]?

  enum CodingKeys: String, CodingKey {
    case files, decoded, errors, warnings, views, agreement, worst, repositories
  }

  public init() {}

  /// The report as pretty-printed JSON with sorted keys (deterministic on every platform).
  public func jsonString() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// Adds `part` (another file, or another worker's files) to this report; call `finished` after
  /// the last part.
  public mutating func merge(_ part: VerificationReport) {
    files += part.files
    decoded += part.decoded
    views.add(part.views)
    errors += part.errors
    warnings += part.warnings
    worst += part.worst
    fileSummaries += part.fileSummaries
  }

  /// The report with its agreement computed and `worst` sorted (largest error first, then by
  /// file, scene and view so the order never depends on how the work was split) and cut to
  /// `worstLimit`.
  public func finished(worstLimit: Int) -> VerificationReport {
    var report = self
    report.agreement = views.compared == 0 ? 0 : Double(views.agreeing) / Double(views.compared)
    report.worst.sort {
      if $0.maxEdgeError != $1.maxEdgeError { return $0.maxEdgeError > $1.maxEdgeError }
      return ($0.file, $0.scene, $0.view) < ($1.file, $1.scene, $1.view)
    }
    if report.worst.count > worstLimit { report.worst.removeLast(report.worst.count - worstLimit) }
    return report
  }

  /// The text report: a line per file (unless `perFile` is false), then errors and the totals.
  public func text(perFile: Bool = true) -> String {
    var lines: [String] = []
    for summary in fileSummaries where perFile {
      if !summary.decoded {
        lines.append("\(summary.file): not decoded")
        continue
      }
      let v = summary.views
      lines.append(
        "\(summary.file): \(summary.roots) root view(s), \(v.agreeing)/\(v.compared) agreeing, \(v.skipped) skipped")
    }
    lines += errors.map(\.description)
    let percent = String(format: "%.1f", agreement * 100)
    lines.append(
      "\(files) file(s), \(decoded) decoded: \(views.agreeing)/\(views.compared) views agree (\(percent)%), "
        + "\(views.disagreeing) disagree, \(views.skipped) skipped")
    return lines.joined(separator: "\n")
  }
}
