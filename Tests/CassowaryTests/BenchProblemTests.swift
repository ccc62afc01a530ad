import Foundation
import Testing

@testable import Cassowary

/// The small files of shared/bench (FORMAT.md): every expected value and every edit probe.
@Suite("Bench problems")
struct BenchProblemTests {
  static let directory: URL? = {
    let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    let problems = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/bench/problems")
    return FileManager.default.fileExists(atPath: problems.path) ? problems : nil
  }()

  @Test(
    .enabled(if: directory != nil, "shared/bench/problems is not beside the repository"),
    arguments: ["chain-10", "chain-equal-10", "grid-10", "tree-10", "deep-10", "mix-10", "mix-100",
                "resize-chain-10", "resize-mix-10", "resize-mix-100", "resize-tree-10"],
    [false, true])
  func reproducesExpectedValues(name: String, slackSubjects: Bool) throws {
    let url = try #require(Self.directory).appendingPathComponent(name + ".json")
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let names = try #require(doc["variables"] as? [String])
    let tolerance = (doc["tolerance"] as? Double) ?? 1e-6
    let solver = Solver()
    solver.prefersSlackSubjects = slackSubjects
    var byName: [String: Variable] = [:]
    for n in names { byName[n] = solver.makeVariable(n) }
    for case let c as [String: Any] in doc["constraints"] as? [Any] ?? [] {
      let terms = try (c["terms"] as? [[Any]] ?? []).map { t in
        Term(try #require(byName[t[1] as? String ?? ""]), (t[0] as? NSNumber)?.doubleValue ?? 0)
      }
      let relation: Relation =
        switch c["op"] as? String {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
      try solver.addConstraint(
        Constraint(Expression(terms, constant: (c["constant"] as? NSNumber)?.doubleValue ?? 0),
                   relation, strength: Self.strength(c)))
    }
    solver.updateVariables()
    #expect(solver._invariantViolations.isEmpty)
    func check(_ label: String, _ v: Variable, _ want: Double) {
      let got = solver.values[v.id]
      #expect(abs(got - want) <= tolerance * max(1, abs(want)), "\(label) \(v): \(got) != \(want)")
    }
    for (n, want) in doc["expected"] as? [String: NSNumber] ?? [:] {
      check("expected", try #require(byName[n]), want.doubleValue)
    }
    guard let edits = doc["edits"] as? [String: Any] else { return }
    var editVariables: [Variable] = []
    for case let e as [String: Any] in edits["variables"] as? [Any] ?? [] {
      let v = try #require(byName[e["name"] as? String ?? ""])
      try solver.addEditVariable(v, strength: Self.strength(e))
      editVariables.append(v)
    }
    let probes = try (edits["probes"] as? [String] ?? []).map { try #require(byName[$0]) }
    let expected = edits["expected_probes"] as? [[NSNumber]] ?? []
    for (i, step) in (edits["steps"] as? [[NSNumber]] ?? []).enumerated() {
      for (v, x) in zip(editVariables, step) { try solver.suggestValue(x.doubleValue, for: v) }
      solver.updateVariables()
      for (v, want) in zip(probes, expected[i]) { check("step \(i)", v, want.doubleValue) }
    }
    for (n, want) in edits["expected_final"] as? [String: NSNumber] ?? [:] {
      check("final", try #require(byName[n]), want.doubleValue)
    }
    #expect(solver._invariantViolations.isEmpty)
  }

  static func strength(_ spec: [String: Any]) -> Strength {
    if let p = (spec["priority"] as? NSNumber)?.doubleValue { return .priority(p) }
    switch spec["strength"] as? String {
    case "strong": return .strong
    case "medium": return .medium
    case "weak": return .weak
    default: return .required
    }
  }
}
