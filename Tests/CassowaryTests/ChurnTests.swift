import Testing

@testable import Cassowary

/// Adding and removing the same kinds of constraint over and over must not grow the objective or
/// the symbol table (cassowary-rs#16 and kasuari#37 report solvers whose objective grows).
@Suite("Churn keeps the tableau flat")
struct ChurnTests {
  private func base() throws -> (Solver, [Variable]) {
    let solver = Solver()
    let v = (0..<4).map { solver.makeVariable("v\($0)") }
    try solver.addConstraints([
      v[0] == 0,
      v[1] >= v[0] + 10,
      v[2] == v[1] + v[3],
      (v[3] == 50).withStrength(.weak),
      (v[1] == 20).withStrength(.priority(250)),
    ])
    return (solver, v)
  }

  @Test func optionalEqualitiesComeAndGo() throws {
    let (solver, v) = try base()
    let entries = solver._objectiveEntryCount
    let symbols = solver._symbolCount
    let rows = solver._rowCount
    for i in 0..<10_000 {
      let c = (v[2] == Double(i % 97)).withStrength(i % 2 == 0 ? .strong : .priority(750))
      try solver.addConstraint(c)
      try solver.removeConstraint(c)
    }
    #expect(solver._objectiveEntryCount == entries)
    #expect(solver._symbolCount <= symbols + 3)
    #expect(solver._rowCount == rows)
    #expect(solver._invariantViolations.isEmpty)
    #expect(solver.value(of: v[2]) == 70)
  }

  @Test func inequalitiesAndEditsComeAndGo() throws {
    let (solver, v) = try base()
    let entries = solver._objectiveEntryCount
    let symbols = solver._symbolCount
    for i in 0..<10_000 {
      let cap = v[1] <= Double(15 + i % 5)
      try solver.addConstraint(cap)
      let soft = (v[3] >= 60).withStrength(.medium)
      try solver.addConstraint(soft)
      try solver.addEditVariable(v[3], strength: .strong)
      try solver.suggestValue(Double(i % 13), for: v[3])
      try solver.removeEditVariable(v[3])
      try solver.removeConstraint(soft)
      try solver.removeConstraint(cap)
    }
    #expect(solver._objectiveEntryCount == entries)
    #expect(solver._symbolCount <= symbols + 5)
    #expect(solver.value(of: v[1]) == 20)
    #expect(solver.value(of: v[3]) == 50)
    #expect(solver._invariantViolations.isEmpty)
  }
}
