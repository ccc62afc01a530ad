import Testing

@testable import Cassowary

@Suite("Ambiguity detection")
struct AmbiguityTests {
  @Test func unconstrainedAndDependentVariablesAreAmbiguous() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.addConstraint(y == x + 10)
    try solver.addConstraint(z == 3)
    #expect(Set(solver.ambiguousVariables()) == [x, y])
    try solver.addConstraint(x == 1)
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test func aRangeIsAmbiguousUntilSomethingPrefersAPoint() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(x <= 10)
    #expect(solver.ambiguousVariables() == [x])
    try solver.addConstraint((x == 3).withStrength(.weak))
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test func aTieBetweenOptionalConstraintsIsAmbiguous() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint((x == 0).withStrength(.priority(500)))
    try solver.addConstraint((x == 10).withStrength(.priority(500)))
    // Any x in [0, 10] violates the pair by 10 in total.
    #expect(solver.ambiguousVariables() == [x])
    try solver.addConstraint((x == 4).withStrength(.priority(100)))
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: x) == 4)
  }

  @Test func aBoundAtItsLimitIsNotAmbiguous() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(x <= 10)
    try solver.addConstraint((x == 20).withStrength(.weak))
    #expect(solver.value(of: x) == 10)
    #expect(solver.ambiguousVariables().isEmpty)
  }
}
