import Testing

@testable import Cassowary

@Suite("Edit variables re-solved by the dual simplex")
struct EditTests {
  /// A form row as Auto Layout builds it: a label capped at half the window and a field that
  /// takes the rest, with hugging and compression resistance; the window width is edited.
  private func formRow() throws -> (Solver, width: Variable, label: Variable, field: Variable) {
    let solver = Solver()
    let width = solver.makeVariable("root.width")
    let label = solver.makeVariable("label.width")
    let field = solver.makeVariable("field.width")
    try solver.addConstraints([
      label + field == width - 24,
      label >= 0,
      field >= 0,
      label <= 0.5 * width,
      (label >= 150).withStrength(.priority(751)),
      (label <= 150).withStrength(.priority(251)),
      (field >= 200).withStrength(.priority(750)),
      (field <= 200).withStrength(.priority(250)),
    ])
    try solver.addEditVariable(width, strength: .strong)
    return (solver, width, label, field)
  }

  @Test func suggestionsCrossPivotBoundaries() throws {
    let (solver, width, label, field) = try formRow()
    try solver.suggestValue(1000, for: width)
    #expect(solver.value(of: label) == 150)
    #expect(solver.value(of: field) == 826)
    try solver.suggestValue(200, for: width)
    #expect(solver.value(of: label) == 100)
    #expect(solver.value(of: field) == 76)
    try solver.suggestValue(10, for: width)
    // Required constraints win over the strong edit: width >= 24.
    #expect(solver.value(of: width) == 24)
    #expect(solver.value(of: label) == 0)
  }

  @Test func tenThousandSuggestionsDoNotDrift() throws {
    let (solver, width, _, _) = try formRow()
    let widths: [Double] = [320, 1366, 390.5, 744, 1024, 207.25, 13, 599.125, 2048, 375]
    try solver.suggestValue(390.5, for: width)
    solver.updateVariables()
    let reference = solver.values
    for i in 0..<10_000 {
      try solver.suggestValue(widths[i % widths.count] + Double(i % 7) * 0.1, for: width)
    }
    try solver.suggestValue(390.5, for: width)
    solver.updateVariables()
    for (got, want) in zip(solver.values, reference) {
      #expect(abs(got - want) <= 1e-9 * max(1, abs(want)))
    }
    // The same state as a solver that saw only the last suggestion.
    let (fresh, freshWidth, _, _) = try formRow()
    try fresh.suggestValue(390.5, for: freshWidth)
    fresh.updateVariables()
    for (got, want) in zip(solver.values, fresh.values) {
      #expect(abs(got - want) <= 1e-9 * max(1, abs(want)))
    }
  }

  @Test func removingAnEditVariableReleasesIt() throws {
    let (solver, width, _, _) = try formRow()
    try solver.suggestValue(700, for: width)
    try solver.removeEditVariable(width)
    // Without the edit only the optional sizes pull: label 150 + field 200 + 24.
    #expect(solver.value(of: width) == 374)
  }

  @Test func severalEditVariables() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let sum = solver.makeVariable("sum")
    try solver.addConstraint(sum == x + y)
    try solver.addEditVariable(x, strength: .strong)
    try solver.addEditVariable(y, strength: .medium)
    try solver.suggestValue(3, for: x)
    try solver.suggestValue(4, for: y)
    #expect(solver.value(of: sum) == 7)
    try solver.addConstraint(sum <= 5)
    // The medium edit yields first.
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 2)
  }
}
