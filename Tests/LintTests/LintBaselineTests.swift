import Foundation
import InterfaceBuilder
import Lint
import Testing

/// A baseline hides the findings it recorded — matched by rule, file and object id, never by
/// line — and nothing else.
@Suite("Lint baselines")
struct LintBaselineTests {
  static let folder = URL(fileURLWithPath: "/project")

  static func finding(_ rule: String, _ file: String, line: Int, object: String?, message: String = "m") -> Diagnostic {
    Diagnostic(ruleID: rule, severity: .warning, message: message, file: file, line: line, column: 1, objectID: object)
  }

  static func report(_ findings: [Diagnostic]) -> LintReport { LintReport(filesLinted: 1, findings: findings) }

  @Test("A recorded finding is hidden even after its line moved")
  func linesDoNotMatter() {
    let baseline = LintBaseline(
      recording: Self.report([Self.finding("layout.ambiguous", "/project/App/Main.storyboard", line: 10, object: "abc-12-xyz")]),
      relativeTo: Self.folder)
    let later = Self.report([Self.finding("layout.ambiguous", "/project/App/Main.storyboard", line: 250, object: "abc-12-xyz")])
    let (filtered, hidden) = baseline.filtering(later, relativeTo: Self.folder)
    #expect(filtered.findings.isEmpty)
    #expect(hidden == 1)
  }

  @Test("Another rule, file or object is new")
  func keysDiffer() {
    let old = Self.finding("layout.ambiguous", "/project/A.storyboard", line: 1, object: "o1")
    let baseline = LintBaseline(recording: Self.report([old]), relativeTo: Self.folder)
    let new = [
      Self.finding("layout.misplaced", "/project/A.storyboard", line: 1, object: "o1"),
      Self.finding("layout.ambiguous", "/project/B.storyboard", line: 1, object: "o1"),
      Self.finding("layout.ambiguous", "/project/A.storyboard", line: 1, object: "o2"),
    ]
    let (filtered, hidden) = baseline.filtering(Self.report(new + [old]), relativeTo: Self.folder)
    #expect(filtered.findings == new)
    #expect(hidden == 1)
  }

  @Test("Matching counts: two recorded findings with one key hide two, a third is new")
  func multiset() {
    let twice = [Self.finding("r", "/project/A.xib", line: 1, object: "o"), Self.finding("r", "/project/A.xib", line: 2, object: "o")]
    let baseline = LintBaseline(recording: Self.report(twice), relativeTo: Self.folder)
    let (filtered, hidden) = baseline.filtering(
      Self.report(twice + [Self.finding("r", "/project/A.xib", line: 3, object: "o")]), relativeTo: Self.folder)
    #expect(filtered.findings.map(\.line) == [3])
    #expect(hidden == 2)
  }

  @Test("A finding without an object id is matched by its message")
  func messageWithoutObject() {
    let baseline = LintBaseline(
      recording: Self.report([Self.finding("ib.invalid-document", "/project/A.xib", line: 3, object: nil, message: "bad")]),
      relativeTo: Self.folder)
    let same = Self.finding("ib.invalid-document", "/project/A.xib", line: 9, object: nil, message: "bad")
    let other = Self.finding("ib.invalid-document", "/project/A.xib", line: 3, object: nil, message: "worse")
    #expect(baseline.filtering(Self.report([same, other]), relativeTo: Self.folder).report.findings == [other])
    #expect(baseline.entries.first?.message == "bad")
  }

  @Test("Paths are stored relative to the baseline's folder, so a clone elsewhere still matches")
  func relativePaths() throws {
    let baseline = LintBaseline(
      recording: Self.report([Self.finding("r", "/project/App/UI/Main.storyboard", line: 1, object: "o")]),
      relativeTo: Self.folder)
    #expect(baseline.entries.map(\.file) == ["App/UI/Main.storyboard"])
    let moved = Self.report([Self.finding("r", "/elsewhere/App/UI/Main.storyboard", line: 1, object: "o")])
    #expect(baseline.filtering(moved, relativeTo: URL(fileURLWithPath: "/elsewhere")).report.findings.isEmpty)
    let outside = LintBaseline(
      recording: Self.report([Self.finding("r", "/other/A.xib", line: 1, object: "o")]), relativeTo: Self.folder)
    #expect(outside.entries.map(\.file) == ["../other/A.xib"])
  }

  @Test("The file is sorted, indented JSON and reads back equal")
  func roundTrip() throws {
    let baseline = LintBaseline(
      recording: Self.report([
        Self.finding("z.rule", "/project/B.xib", line: 1, object: "o"), Self.finding("a.rule", "/project/A.xib", line: 1, object: "p"),
      ]),
      relativeTo: Self.folder)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try baseline.encoded().write(to: url)
    #expect(try LintBaseline(contentsOf: url) == baseline)
    #expect(baseline.entries.map(\.file) == ["A.xib", "B.xib"])
    let text = String(decoding: baseline.encoded(), as: UTF8.self)
    #expect(text.hasPrefix("{\n"))
    #expect(text.contains(#""version" : 1"#))
  }

  @Test("A missing, malformed or future baseline is an error naming the file")
  func badFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.json")
    #expect(throws: LintError.self) { try LintBaseline(contentsOf: missing) }
    let malformed = folder.appendingPathComponent("malformed.json")
    try Data("{\"version\": 1, \"entries\": [{\"rule\": 3}]}".utf8).write(to: malformed)
    do {
      _ = try LintBaseline(contentsOf: malformed)
      Issue.record("a malformed baseline was read")
    } catch {
      #expect(error.description.hasPrefix(malformed.path + ": not a lint baseline"), "\(error)")
    }
    let future = folder.appendingPathComponent("future.json")
    try Data("{\"version\": 9, \"entries\": []}".utf8).write(to: future)
    do {
      _ = try LintBaseline(contentsOf: future)
      Issue.record("a future baseline was read")
    } catch {
      #expect(error.description.contains("baseline format 9"), "\(error)")
    }
  }
}
