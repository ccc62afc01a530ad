import Foundation
import InterfaceBuilder
import Lint
import Testing

@Suite("Reporters: Xcode, JSON, SARIF 2.1.0 and GitHub Actions formats")
struct ReporterTests {
  static let report = LintReport(
    filesLinted: 2,
    findings: [
      Diagnostic(
        ruleID: "layout.unsatisfiable", severity: .error, message: "2 constraints cannot all be satisfied",
        file: "/work/app/Main.storyboard", line: 12, column: 5, objectID: "abc-12-xyz",
        context: .init(device: "iPhone 8", orientation: "portrait", sizeClass: "wC hR"),
        notes: [.init(line: 14, column: 9, objectID: "def-34-uvw", message: "in the conflict: a == b")],
        fixHint: "Lower one priority."),
      Diagnostic(
        ruleID: "segue.obsolete-kind", severity: .warning, message: "uses 'push', 100%, a:b,\nsecond line",
        file: "/work/app/Main.storyboard", line: 30, column: 17, objectID: "s1"),
    ])

  @Test("Xcode: file:line:col: severity: message [rule-id], notes as note lines")
  func xcode() {
    let lines = XcodeReporter().render(Self.report).split(separator: "\n")
    #expect(lines[0] == "/work/app/Main.storyboard:12:5: error: 2 constraints cannot all be satisfied [layout.unsatisfiable]")
    #expect(lines[1] == "/work/app/Main.storyboard:14:9: note: in the conflict: a == b")
    #expect(lines[2].hasPrefix("/work/app/Main.storyboard:30:17: warning: uses 'push'"))
    #expect(XcodeReporter().render(LintReport()) == "")
  }

  @Test("JSON: findings with every field, and summary counts")
  func json() throws {
    let text = try JSONReporter().render(Self.report)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["files"] as? Int == 2)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["errors": 1, "warnings": 1, "notes": 0])
    let first = try #require((object["findings"] as? [[String: Any]])?.first)
    #expect(first["ruleID"] as? String == "layout.unsatisfiable")
    #expect(first["line"] as? Int == 12)
    #expect(first["objectID"] as? String == "abc-12-xyz")
    #expect((first["context"] as? [String: String])?["sizeClass"] == "wC hR")
    #expect(first["fixHint"] as? String == "Lower one priority.")
  }

  @Test("SARIF: the schema's required fields, rules in the driver, results located and levelled")
  @MainActor
  func sarif() throws {
    let text = try SARIFReporter(baseDirectory: "/work/app").render(Self.report)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect((driver["name"] as? String)?.isEmpty == false)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Linter.ruleDescriptions.map(\.id))
    #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      #expect(["none", "note", "warning", "error"].contains(result["level"] as? String))
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == ruleID)
      let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Main.storyboard")
      let region = try #require(physical["region"] as? [String: Int])
      #expect((region["startLine"] ?? 0) >= 1 && (region["startColumn"] ?? 0) >= 1)
    }
    #expect((results[0]["relatedLocations"] as? [[String: Any]])?.count == 1)
    #expect(SARIFReporter(baseDirectory: "/elsewhere").uri(for: "/work/my app/A.xib") == "file:///work/my%20app/A.xib")
  }

  @Test("GitHub Actions: ::error/::warning commands with escaped properties and messages")
  func github() {
    let lines = GitHubActionsReporter().render(Self.report).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("::error file=/work/app/Main.storyboard,line=12,col=5,title=layout.unsatisfiable::2 constraints"))
    #expect(lines[0].contains("%0Aline 14: in the conflict"))
    #expect(lines[1].hasPrefix("::warning file="))
    #expect(lines[1].hasSuffix("uses 'push', 100%25, a:b,%0Asecond line"))
  }
}
