import Cassowary
import Foundation

/// A bench problem file (shared/bench/FORMAT.md §1–3), parsed into flat, solver-neutral arrays so
/// that nothing of the parsing is timed.
struct Problem {
  struct Row {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var strength: Strength
  }

  struct Edits {
    var variables: [(variable: Int, strength: Strength)]
    var steps: [[Double]]
    var probes: [Int]
    var expectedProbes: [[Double]]?
    var expectedFinal: [(variable: Int, value: Double)]?
  }

  var name: String
  var family: String?
  var size: Int?
  var tolerance: Double
  var variables: [String]
  var constraints: [Row]
  var expected: [(variable: Int, value: Double)]?
  var edits: Edits?

  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  init(contentsOf path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let doc = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw FormatError(description: "\(path): not a JSON object")
    }
    name = doc["name"] as? String ?? path
    family = doc["family"] as? String
    size = (doc["size"] as? NSNumber)?.intValue
    tolerance = (doc["tolerance"] as? NSNumber)?.doubleValue ?? 1e-6
    variables = doc["variables"] as? [String] ?? []
    var index: [String: Int] = [:]
    for (i, v) in variables.enumerated() { index[v] = i }
    func variable(_ any: Any?) throws -> Int {
      guard let name = any as? String, let i = index[name] else {
        throw FormatError(description: "unknown variable \(String(describing: any))")
      }
      return i
    }
    constraints = []
    for case let c as [String: Any] in doc["constraints"] as? [Any] ?? [] {
      var terms: [(Int, Double)] = []
      for case let t as [Any] in c["terms"] as? [Any] ?? [] where t.count == 2 {
        terms.append((try variable(t[1]), (t[0] as? NSNumber)?.doubleValue ?? 0))
      }
      let relation: Relation
      switch c["op"] as? String {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw FormatError(description: "bad op in \(c)")
      }
      constraints.append(
        Row(
          terms: terms, constant: (c["constant"] as? NSNumber)?.doubleValue ?? 0,
          relation: relation, strength: try Problem.strength(c)))
    }
    if let e = doc["expected"] as? [String: Any] {
      expected = try e.keys.sorted().map { (try variable($0), (e[$0] as? NSNumber)?.doubleValue ?? .nan) }
    }
    if let e = doc["edits"] as? [String: Any] {
      var vars: [(Int, Strength)] = []
      for case let v as [String: Any] in e["variables"] as? [Any] ?? [] {
        vars.append((try variable(v["name"]), try Problem.strength(v)))
      }
      let steps = (e["steps"] as? [[NSNumber]] ?? []).map { $0.map(\.doubleValue) }
      let probes = try (e["probes"] as? [Any] ?? []).map(variable)
      let expectedProbes = (e["expected_probes"] as? [[NSNumber]])?.map { $0.map(\.doubleValue) }
      var final: [(Int, Double)]?
      if let f = e["expected_final"] as? [String: Any] {
        final = try f.keys.sorted().map { (try variable($0), (f[$0] as? NSNumber)?.doubleValue ?? .nan) }
      }
      edits = Edits(
        variables: vars, steps: steps, probes: probes, expectedProbes: expectedProbes,
        expectedFinal: final)
    }
  }

  /// FORMAT.md §2 "Strength mapping": named strengths as in kiwi, `priority` p as UIKit's.
  static func strength(_ spec: [String: Any]) throws -> Strength {
    if let p = (spec["priority"] as? NSNumber)?.doubleValue {
      guard p > 0 && p <= 1000 else { throw FormatError(description: "priority \(p) out of range") }
      return .priority(p)
    }
    switch spec["strength"] as? String ?? "required" {
    case "required": return .required
    case "strong": return .strong
    case "medium": return .medium
    case "weak": return .weak
    case let other: throw FormatError(description: "unknown strength \(other)")
    }
  }
}
