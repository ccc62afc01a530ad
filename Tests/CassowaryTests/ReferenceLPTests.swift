import Testing

@testable import Cassowary

/// Property test: random small systems, solved incrementally (adds, removals, an edit), must
/// reach the lexicographic optimum that vertex enumeration finds, level by level.
@Suite("Random systems against a brute-force reference")
struct ReferenceLPTests {
  static let strengths: [Strength] = [
    .weak, .priority(250), .priority(251), .priority(750), .priority(751), .medium, .strong,
  ]

  /// With `chaining`, variable rows are chained from the first row on (normally only once rows
  /// grow long), so that the chained representation meets every path: edits, removals, phase one.
  @Test(arguments: 0..<60, [false, true])
  func lexicographicOptimumMatchesTheReference(seed: Int, chaining: Bool) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
    for _ in 0..<8 { try checkOneSystem(&rng, chaining: chaining, slackSubjects: false) }
  }

  /// The same systems with ``Solver/prefersSlackSubjects``: variables left parametric in
  /// restricted rows must still reach the optimum through every path.
  @Test(arguments: 0..<60, [false, true])
  func slackSubjectsReachTheReferenceOptimum(seed: Int, chaining: Bool) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
    for _ in 0..<8 { try checkOneSystem(&rng, chaining: chaining, slackSubjects: true) }
  }

  private func checkOneSystem(_ rng: inout SplitMix64, chaining: Bool, slackSubjects: Bool) throws {
    let n = Int.random(in: 1...3, using: &rng)
    let anchor = (0..<n).map { _ in Double(Int.random(in: -10...10, using: &rng)) }
    var rows: [ReferenceLP.Row] = []
    // A box keeps every optimum finite (and the reference's vertex set complete).
    for i in 0..<n {
      var unit = [Double](repeating: 0, count: n)
      unit[i] = 1
      rows.append(.init(coefficients: unit, constant: -50, relation: .lessThanOrEqual, strength: .required))
      rows.append(.init(coefficients: unit, constant: 50, relation: .greaterThanOrEqual, strength: .required))
    }
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    // Required constraints through or around an anchor point, so that they are satisfiable.
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      let c = randomCoefficients(n, &rng)
      let relation = relations.randomElement(using: &rng) ?? .equal
      let dot = zip(c, anchor).reduce(0) { $0 + $1.0 * $1.1 }
      let room = Double(Int.random(in: 0...5, using: &rng))
      let constant =
        switch relation {
        case .equal: -dot
        case .lessThanOrEqual: -dot - room
        case .greaterThanOrEqual: -dot + room
        }
      rows.append(.init(coefficients: c, constant: constant, relation: relation, strength: .required))
    }
    for _ in 0..<Int.random(in: 1...5, using: &rng) {
      rows.append(
        .init(
          coefficients: randomCoefficients(n, &rng),
          constant: Double(Int.random(in: -20...20, using: &rng)),
          relation: relations.randomElement(using: &rng) ?? .equal,
          strength: Self.strengths.randomElement(using: &rng) ?? .weak))
    }

    let solver = Solver()
    if chaining { solver.tableau.chainingRowLength = 0 }
    solver.prefersSlackSubjects = slackSubjects
    let variables = (0..<n).map { solver.makeVariable("x\($0)") }
    func constraint(_ row: ReferenceLP.Row) -> Constraint {
      Constraint(
        Expression(zip(variables, row.coefficients).map { Term($0, $1) }, constant: row.constant),
        row.relation, strength: row.strength)
    }
    var live = rows.map { ($0, constraint($0)) }
    for (_, c) in live.shuffled(using: &rng) { try solver.addConstraint(c) }
    solver.updateVariables()
    // Remove a couple (never the box), then maybe edit x0.
    for _ in 0..<Int.random(in: 0...2, using: &rng) where live.count > 2 * n + 1 {
      let i = Int.random(in: (2 * n)..<live.count, using: &rng)
      try solver.removeConstraint(live.remove(at: i).1)
    }
    var referenceRows = live.map(\.0)
    if Bool.random(using: &rng) {
      let strength = Self.strengths.randomElement(using: &rng) ?? .strong
      let value = Double(Int.random(in: -30...30, using: &rng))
      try solver.addEditVariable(variables[0], strength: strength)
      try solver.suggestValue(Double(Int.random(in: -30...30, using: &rng)), for: variables[0])
      try solver.suggestValue(value, for: variables[0])
      var unit = [Double](repeating: 0, count: n)
      unit[0] = 1
      referenceRows.append(.init(coefficients: unit, constant: -value, relation: .equal, strength: strength))
    }

    #expect(solver._invariantViolations.isEmpty, "\(solver._invariantViolations)")
    // The incrementally updated values agree with the tableau.
    solver.updateVariables()
    #expect(variables.map { solver.values[$0.id] } == variables.map { solver.value(of: $0) })

    let reference = ReferenceLP(variableCount: n, rows: referenceRows)
    let best = try #require(reference.optimum())
    let point = variables.map { solver.value(of: $0) }
    let got = reference.violations(at: point)
    let context = "rows \(referenceRows) solver \(point) reference \(best.point)"
    #expect(reference.isFeasible(point, tolerance: 1e-9), "\(context)")
    for (a, b) in zip(got, best.violations) {
      #expect(abs(a - b) <= 1e-7 * max(1, abs(b)), "violations \(got) vs \(best.violations); \(context)")
    }
  }

  private func randomCoefficients(_ n: Int, _ rng: inout SplitMix64) -> [Double] {
    while true {
      let c = (0..<n).map { _ in Double(Int.random(in: -3...3, using: &rng)) / 2 }
      if c.contains(where: { $0 != 0 }) { return c }
    }
  }
}
