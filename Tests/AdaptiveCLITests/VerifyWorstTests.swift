import Foundation
import Testing

@Suite("adaptive verify --worst lists that many disagreements, largest first, in text and JSON")
struct VerifyWorstTests {
  /// Three boxes off by 5, 30 and 12 points.
  static func workspace() throws -> LintWorkspace {
    try LintWorkspace(["Off.storyboard": VerifyFixture.storyboard(offsets: [5, 30, 12])])
  }

  @Test("JSON keeps the --worst largest disagreements")
  func json() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    for (limit, expected) in [(2, ["box1", "box2"]), (0, []), (10, ["box1", "box2", "box0"])] {
      let result = try AdaptiveProcess.run([
        "verify", "--format", "json", "--worst", String(limit), "--jobs", "1", workspace.path("Off.storyboard"),
      ])
      #expect(result.status == 0, "\(result.errors)")
      let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      let worst = try #require(report["worst"] as? [[String: Any]])
      #expect(worst.compactMap { $0["view"] as? String } == expected, "--worst \(limit)")
    }
  }

  @Test("Text lists the --worst largest disagreements before the totals, also with --quiet")
  func text() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let two = try AdaptiveProcess.run(["verify", "--worst", "2", "--jobs", "1", workspace.path("Off.storyboard")])
    #expect(two.status == 0, "\(two.errors)")
    let lines = two.output.split(separator: "\n").map(String.init)
    let listed = lines.filter { $0.hasPrefix("  ") }
    #expect(listed.count == 2, "\(two.output)")
    #expect(listed.first?.contains("box1") == true && listed.first?.contains("off by 30.00 pt") == true, "\(two.output)")
    #expect(listed.last?.contains("box2") == true, "\(two.output)")
    #expect(lines.contains("The 2 worst disagreement(s), largest edge difference first:"))
    #expect(lines.last?.contains("views agree") == true)
    let none = try AdaptiveProcess.run(["verify", "--worst", "0", "--jobs", "1", workspace.path("Off.storyboard")])
    #expect(!none.output.contains("worst disagreement"), "\(none.output)")
    let quiet = try AdaptiveProcess.run(["verify", "--quiet", "--worst", "1", "--jobs", "1", workspace.path("Off.storyboard")])
    #expect(quiet.output.split(separator: "\n").filter { $0.hasPrefix("  ") }.count == 1, "\(quiet.output)")
    let quietDefault = try AdaptiveProcess.run(["verify", "--quiet", "--jobs", "1", workspace.path("Off.storyboard")])
    #expect(quietDefault.output.split(separator: "\n").count == 1, "--quiet alone keeps only the totals: \(quietDefault.output)")
  }
}
