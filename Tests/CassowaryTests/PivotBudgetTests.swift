import Testing

@testable import Cassowary

@Suite("The pivot budget reports instead of looping")
struct PivotBudgetTests {
  @Test func anExhaustedBudgetThrowsAndTheSolverRecovers() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint((x == 2).withStrength(.weak))
    try solver.addConstraint(y >= 0)
    solver.tableau.pivotBudgetOverride = 0
    let needsPivots = (y == 9).withStrength(.strong)
    #expect(throws: CassowaryError.pivotBudgetExceeded(needsPivots)) {
      try solver.addConstraint(needsPivots)
    }
    // The solver rebuilt itself from its constraints and carries on.
    #expect(!solver.hasConstraint(needsPivots))
    #expect(solver.value(of: x) == 2)
    try solver.addConstraint(needsPivots)
    #expect(solver.value(of: y) == 9)
  }
}
