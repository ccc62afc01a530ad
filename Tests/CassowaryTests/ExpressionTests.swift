import Testing

@testable import Cassowary

@Suite("Expressions and constraint builders")
struct ExpressionTests {
  let solver = Solver()

  @Test func operatorsBuildTermsAndConstants() {
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let e = 2 * x + y - 10
    #expect(e.terms.map(\.variable) == [x, y])
    #expect(e.terms.map(\.coefficient) == [2, 1])
    #expect(e.constant == -10)
    let f = (x - 3 * y) / 2 + 1
    #expect(f.terms.map(\.coefficient) == [0.5, -1.5])
    #expect(f.constant == 1)
    #expect((-(x + 4)).constant == -4)
  }

  @Test func relationsMoveTheRightSideOver() {
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let c: Constraint = x + 8 <= y
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .required)
    #expect(c.expression.terms.map(\.coefficient) == [1, -1])
    #expect(c.expression.constant == 8)
    let d = (2 * x >= 10).withStrength(.priority(750))
    #expect(d.relation == .greaterThanOrEqual)
    #expect(d.strength == .priority(750))
    #expect(d.expression.constant == -10)
  }

  @Test func strengthsOrderAsInKiwi() {
    #expect(Strength.priority(1000) == .required)
    #expect(Strength.priority(999) < .medium)
    #expect(Strength.medium < .strong)
    #expect(Strength.strong < .required)
    #expect(Strength.priority(1) == .weak)
    #expect(Strength.priority(751) > .priority(750))
  }

  @Test func variablesAreEqualByIdentity() {
    let x = solver.makeVariable("x")
    #expect(x.id == solver.variableCount - 1)
    #expect(x.description == "x")
    #expect(solver.makeVariable().description.hasPrefix("v"))
  }
}
