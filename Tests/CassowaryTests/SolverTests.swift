import Testing

@testable import Cassowary

/// The classic cases of the Cassowary papers and of kiwi's own tests.
@Suite("Classic Cassowary cases")
struct SolverTests {
  @Test func simpleEqualities() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x + y == 20)
    try solver.addConstraint(x == 10)
    solver.updateVariables()
    #expect(solver.values == [10, 10])
    #expect(solver.value(of: y) == 10)
  }

  @Test func inequalitiesBoundWeakPreferences() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x >= 10)
    try solver.addConstraint((x == 0).withStrength(.weak))
    try solver.addConstraint(y <= 100)
    try solver.addConstraint((y == 200).withStrength(.weak))
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 100)
  }

  /// The paper's example: a midpoint between left and right, right at least 10 right of left,
  /// both inside [0, 100], with weak stays, and the midpoint dragged.
  @Test func midpointExample() throws {
    let solver = Solver()
    let left = solver.makeVariable("left")
    let mid = solver.makeVariable("mid")
    let right = solver.makeVariable("right")
    try solver.addConstraints([
      2 * mid == left + right,
      left + 10 <= right,
      right <= 100,
      left >= 0,
      (left == 0).withStrength(.weak),
      (right == 100).withStrength(.weak),
    ])
    #expect(solver.value(of: mid) == 50)
    try solver.addEditVariable(mid, strength: .strong)
    try solver.suggestValue(90, for: mid)
    #expect(solver.value(of: left) == 80)
    #expect(solver.value(of: right) == 100)
    #expect(solver.value(of: mid) == 90)
    // Too far left for the required constraints: the strong edit yields at the boundary.
    try solver.suggestValue(2, for: mid)
    #expect(solver.value(of: mid) == 5)
    #expect(solver.value(of: left) == 0)
    #expect(solver.value(of: right) == 10)
  }

  @Test func editsFollowSuggestions() throws {
    let solver = Solver()
    let width = solver.makeVariable("width")
    let half = solver.makeVariable("half")
    try solver.addConstraint(2 * half == width)
    try solver.addEditVariable(width, strength: .strong)
    #expect(solver.hasEditVariable(width))
    for w in [320.0, 1024, 375, 768] {
      try solver.suggestValue(w, for: width)
      solver.updateVariables()
      #expect(solver.values[half.id] == w / 2)
    }
    try solver.removeEditVariable(width)
    #expect(!solver.hasEditVariable(width))
  }

  @Test func newEditVariableHoldsItsCurrentValue() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint((x == 42).withStrength(.weak))
    try solver.addEditVariable(x, strength: .medium)
    #expect(solver.value(of: x) == 42)
  }

  @Test func resetForgetsConstraintsButKeepsVariables() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let c = x == 7
    try solver.addConstraint(c)
    solver.reset()
    #expect(!solver.hasConstraint(c))
    #expect(solver.value(of: x) == 0)
    try solver.addConstraint(c)
    #expect(solver.value(of: x) == 7)
  }

  @Test func zeroCoefficientsAndRepeatedVariablesAreMerged() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(0 * x + y + y == 10)
    try solver.addConstraint(x - x + 3 * y - y >= 2)
    #expect(solver.value(of: y) == 5)
    #expect(solver.ambiguousVariables() == [x])
  }

  @Test func largeAndTinyCoordinatesKeepFullPrecision() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    try solver.addConstraint(a == 1e9 + 0.5)
    try solver.addConstraint(b == a + 1e-7)
    try solver.addConstraint(c * 1e-9 == 3e-18)
    #expect(solver.value(of: b) - solver.value(of: a) == (1e9 + 0.5 + 1e-7) - (1e9 + 0.5))
    #expect(abs(solver.value(of: c) - 3e-9) <= 1e-24)
  }
}
