import Testing

@testable import Cassowary

/// Strict priority levels: a stronger level is settled before any weaker one is looked at.
@Suite("Strengths and priorities")
struct StrengthTests {
  @Test func priority751BeatsAThousand750s() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint((x <= 0).withStrength(.priority(751)))
    for _ in 0..<1000 { try solver.addConstraint((x >= 10).withStrength(.priority(750))) }
    // With kiwi's weights 1000 × 750 would win by far; with levels the 751 holds exactly.
    #expect(solver.value(of: x) == 0)
  }

  @Test func aThousand750sDoNotMoveA751EqualityEitherOrder() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<1000 { try solver.addConstraint((x == 10).withStrength(.priority(750))) }
    try solver.addConstraint((x == 3).withStrength(.priority(751)))
    #expect(solver.value(of: x) == 3)
  }

  @Test func requiredBeatsStrong() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint((x == 10).withStrength(.strong))
    try solver.addConstraint(x == 5)
    #expect(solver.value(of: x) == 5)
  }

  @Test func strongBeatsAnyNumberOfMediums() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<1000 { try solver.addConstraint((x == 1).withStrength(.medium)) }
    try solver.addConstraint((x == 2).withStrength(.strong))
    #expect(solver.value(of: x) == 2)
  }

  @Test func mediumBeatsPriority999() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint((x == 1).withStrength(.priority(999)))
    try solver.addConstraint((x == 2).withStrength(.medium))
    #expect(solver.value(of: x) == 2)
  }

  @Test func oneLevelMinimisesTheSumOfViolations() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<3 { try solver.addConstraint((x == 0).withStrength(.priority(500))) }
    try solver.addConstraint((x == 10).withStrength(.priority(500)))
    #expect(solver.value(of: x) == 0)
  }

  @Test func lowerLevelsStillDecideAmongHigherOptima() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    // Level 750 only fixes the sum; level 250 then chooses the split.
    try solver.addConstraint((x + y == 100).withStrength(.priority(750)))
    try solver.addConstraint((x == 30).withStrength(.priority(250)))
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 70)
  }

  /// UIKit's content hugging / compression resistance: the label (751) keeps its intrinsic width,
  /// the field (750) yields, however many other 750s lean on it.
  @Test func compressionResistanceOrder() throws {
    let solver = Solver()
    let label = solver.makeVariable("label.width")
    let field = solver.makeVariable("field.width")
    try solver.addConstraint(label + field == 200)
    try solver.addConstraint((label >= 150).withStrength(.priority(751)))
    for _ in 0..<100 { try solver.addConstraint((field >= 120).withStrength(.priority(750))) }
    #expect(solver.value(of: label) == 150)
    #expect(solver.value(of: field) == 50)
  }
}
