import Testing

@testable import Cassowary

@Suite("Errors carry the offending constraint and leave the solver unchanged")
struct ErrorTests {
  @Test func unsatisfiableEqualityLeavesTheTableauExactlyAsBefore() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let pin = x == 5
    try solver.addConstraint(pin)
    try solver.addConstraint((y == 3).withStrength(.weak))
    let before = solver._tableauDump
    let bad = x == 6
    #expect(throws: CassowaryError.unsatisfiableConstraint(bad, conflicts: [pin])) {
      try solver.addConstraint(bad)
    }
    #expect(solver._tableauDump == before)
    #expect(!solver.hasConstraint(bad))
  }

  /// The phase-one path: the contradiction is found only after pivots, which must be undone.
  @Test func unsatisfiableAfterPivotsLeavesTheTableauExactlyAsBefore() throws {
    let solver = Solver()
    let v = (0..<5).map { solver.makeVariable("v\($0)") }
    try solver.addConstraint(v[0] >= 0)
    try solver.addConstraint(v[1] >= v[0] + 10)
    try solver.addConstraint(v[2] >= v[1] + 10)
    try solver.addConstraint(v[2] <= 100)
    try solver.addConstraint((v[2] == 60).withStrength(.priority(250)))
    try solver.addConstraint((v[1] == 55).withStrength(.priority(750)))
    try solver.addConstraint((v[3] - v[4] == 7).withStrength(.weak))
    solver.updateVariables()
    let values = solver.values
    let before = solver._tableauDump
    let bad = v[0] >= 85
    do {
      try solver.addConstraint(bad)
      Issue.record("expected a conflict")
    } catch {
      guard case .unsatisfiableConstraint(let c, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(c === bad)
    }
    #expect(solver._tableauDump == before)
    #expect(solver._invariantViolations.isEmpty, "\(solver._invariantViolations)")
    solver.updateVariables()
    #expect(solver.values == values)
    // And the solver keeps working from that state.
    try solver.addConstraint(v[0] >= 20)
    #expect(solver.value(of: v[1]) == 55)
    #expect(solver.value(of: v[2]) == 65)
  }

  @Test func contradictoryConstantIsUnsatisfiable() {
    let solver = Solver()
    let bad = Constraint(Expression(constant: 1), .equal)
    #expect(throws: CassowaryError.unsatisfiableConstraint(bad, conflicts: [])) {
      try solver.addConstraint(bad)
    }
  }

  @Test func duplicateAndUnknownConstraints() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let c = x >= 1
    try solver.addConstraint(c)
    #expect(throws: CassowaryError.duplicateConstraint(c)) { try solver.addConstraint(c) }
    let other = x >= 1
    #expect(throws: CassowaryError.unknownConstraint(other)) { try solver.removeConstraint(other) }
    try solver.removeConstraint(c)
    #expect(throws: CassowaryError.unknownConstraint(c)) { try solver.removeConstraint(c) }
  }

  @Test func editVariableErrors() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    #expect(throws: CassowaryError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, strength: .required)
    }
    #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: CassowaryError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: .weak)
    }
  }

  @Test func variablesOfAnotherSolverAreRejected() {
    let solver = Solver()
    let other = Solver()
    _ = other.makeVariable("a")
    let foreign = other.makeVariable("b")
    let c = foreign == 1
    #expect(throws: CassowaryError.unknownVariable(foreign)) { try solver.addConstraint(c) }
  }

  @Test func errorsDescribeThemselves() {
    let solver = Solver()
    let x = solver.makeVariable("width")
    #expect(CassowaryError.requiredEditVariable(x).description.contains("width"))
    #expect(CassowaryError.duplicateConstraint(x >= 0).description.contains(">="))
  }
}
