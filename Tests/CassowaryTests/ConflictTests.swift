import Testing

@testable import Cassowary

/// What the layout engine prints as "Unable to simultaneously satisfy constraints".
@Suite("Conflict sets")
struct ConflictTests {
  @Test func theConflictListsOnlyTheConstraintsInvolved() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let d = solver.makeVariable("d")
    let pinA = a == 0
    let ab = b == a + 10
    let bc = c == b + 10
    try solver.addConstraints([pinA, d == 5, ab, bc, d <= c, (c == 0).withStrength(.strong)])
    let bad = c == 5
    #expect(throws: CassowaryError.unsatisfiableConstraint(bad, conflicts: [pinA, ab, bc])) {
      try solver.addConstraint(bad)
    }
  }

  @Test func inequalityConflictsAreMinimal() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let lower = x >= 10
    let order = y >= x
    let loose = y >= -100
    try solver.addConstraints([lower, loose, order])
    let bad = y <= 5
    #expect(solver.conflicts(with: bad) == [lower, order])
    #expect(solver.conflicts(with: y <= 50) == nil)
  }

  @Test func aDryRunLeavesTheSolverAlone() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(x >= 3)
    let before = solver._tableauDump
    _ = solver.conflicts(with: x <= 1)
    _ = solver.conflicts(with: x <= 10)
    #expect(solver._tableauDump == before)
  }
}
