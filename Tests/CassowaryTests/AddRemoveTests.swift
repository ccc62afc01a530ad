import Testing

@testable import Cassowary

@Suite("Adding and removing constraints at any time")
struct AddRemoveTests {
  @Test func removingAnOptionalConstraintRestoresTheWeakerOne() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint((x == 10).withStrength(.weak))
    let strong = (x == 20).withStrength(.strong)
    try solver.addConstraint(strong)
    #expect(solver.value(of: x) == 20)
    try solver.removeConstraint(strong)
    #expect(!solver.hasConstraint(strong))
    #expect(solver.value(of: x) == 10)
  }

  @Test func removingARequiredInequalityIsIncremental() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint((x == 100).withStrength(.weak))
    let cap = x <= 40
    try solver.addConstraint(cap)
    #expect(solver.value(of: x) == 40)
    let dump = solver._tableauDump
    try solver.removeConstraint(cap)
    #expect(solver.value(of: x) == 100)
    try solver.addConstraint(cap)
    #expect(solver.value(of: x) == 40)
    #expect(solver._tableauDump.count == dump.count)
  }

  @Test func removingARequiredEqualityRebuilds() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let pin = a == 10
    try solver.addConstraint(pin)
    try solver.addConstraint(b == a + 5)
    try solver.addConstraint((a == 3).withStrength(.weak))
    try solver.addEditVariable(b, strength: .medium)
    #expect(solver.value(of: b) == 15)
    try solver.removeConstraint(pin)
    #expect(solver.constraints.count == 2)
    #expect(solver.hasEditVariable(b))
    // The edit (medium) still holds b at its last value, 15, above the weak pull on a.
    #expect(solver.value(of: b) == 15)
    #expect(solver.value(of: a) == 10)
    try solver.suggestValue(8, for: b)
    #expect(solver.value(of: a) == 3)
  }

  @Test func aRedundantEqualityTakesOverWhenItsTwinGoes() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let first = x == 5
    let twin = 2 * x == 10
    try solver.addConstraint(first)
    try solver.addConstraint(twin)
    try solver.addConstraint((x == 9).withStrength(.strong))
    try solver.removeConstraint(first)
    #expect(solver.value(of: x) == 5)
    try solver.removeConstraint(twin)
    #expect(solver.value(of: x) == 9)
  }

  @Test func interleavedAddsAndRemovesMatchAFreshSolve() throws {
    var rng = SplitMix64(seed: 7)
    let solver = Solver()
    let xs = (0..<6).map { solver.makeVariable("x\($0)") }
    var live: [Constraint] = []
    for step in 0..<400 {
      if live.count > 8 && Bool.random(using: &rng) {
        let i = Int.random(in: 0..<live.count, using: &rng)
        try solver.removeConstraint(live.remove(at: i))
      } else {
        let a = xs[Int.random(in: 0..<xs.count, using: &rng)]
        let b = xs[Int.random(in: 0..<xs.count, using: &rng)]
        let k = Double(Int.random(in: -20...20, using: &rng))
        let levels: [Strength] = [.weak, .priority(250), .priority(750), .strong]
        let c: Constraint =
          switch step % 3 {
          case 0: (a == b + k).withStrength(levels[step % 4])
          case 1: (a <= b + k).withStrength(levels[(step / 3) % 4])
          default: (a >= k).withStrength(levels[(step / 5) % 4])
          }
        try solver.addConstraint(c)
        live.append(c)
      }
      if step % 50 == 49 {
        #expect(solver._invariantViolations.isEmpty, "\(solver._invariantViolations)")
        let fresh = Solver()
        _ = xs.map { fresh.makeVariable($0.name) }
        try fresh.addConstraints(live)
        #expect(objective(live, solver) <= objective(live, fresh) + 1e-9)
        #expect(objective(live, fresh) <= objective(live, solver) + 1e-9)
      }
    }
  }

  /// A scalarised objective with ample gaps between the few levels used above (for comparing
  /// two solutions of the same system only).
  private func objective(_ constraints: [Constraint], _ solver: Solver) -> Double {
    constraints.reduce(0) { sum, c in
      let v = c.expression.value { solver.value(of: $0) }
      let violation =
        switch c.relation {
        case .equal: abs(v)
        case .lessThanOrEqual: max(0, v)
        case .greaterThanOrEqual: max(0, -v)
        }
      let weight: Double =
        switch c.strength.value {
        case Strength.strong.value: 1e12
        case 750: 1e8
        case 250: 1e4
        default: 1
        }
      return sum + weight * violation
    }
  }
}
