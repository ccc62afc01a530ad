import Cassowary

/// Builds, solves and edits one problem with a fresh solver, as FORMAT.md §5 times it.
struct Runner {
  let problem: Problem
  /// Whether the solver resolves directly what it can (off with `--general`).
  var direct = true

  /// Creates the solver's variables and constraints, adds every constraint in file order and
  /// brings all values up to date: the timed `build_solve` span.
  func build() throws -> (Solver, [Variable]) {
    let solver = Solver()
    solver._resolvesDirectly = direct
    let variables = problem.variables.map { solver.makeVariable($0) }
    for row in problem.constraints {
      let expression = Expression(
        row.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: row.constant)
      try solver.addConstraint(Constraint(expression, row.relation, strength: row.strength))
    }
    solver.updateVariables()
    return (solver, variables)
  }

  /// Adds the edit variables (untimed in the contract).
  func addEdits(_ solver: Solver, _ variables: [Variable]) throws -> [Variable] {
    guard let edits = problem.edits else { return [] }
    var out: [Variable] = []
    for (v, strength) in edits.variables {
      try solver.addEditVariable(variables[v], strength: strength)
      out.append(variables[v])
    }
    return out
  }

  /// One suggestion step: every edit variable's value, then all values brought up to date.
  @inline(__always)
  func step(_ solver: Solver, _ editVariables: [Variable], _ values: [Double]) throws {
    for (v, x) in zip(editVariables, values) { try solver.suggestValue(x, for: v) }
    solver.updateVariables()
  }
}
