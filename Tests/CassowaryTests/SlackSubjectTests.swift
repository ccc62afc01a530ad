import Testing

@testable import Cassowary

/// ``Solver/prefersSlackSubjects``: a variable that only inequalities hold rests at 0, as UIKit's
/// engine leaves it, while everything that pins it still wins.
@Suite("Variables only inequalities hold")
struct SlackSubjectTests {
  /// `width <= container - 52` with the container at 375, in a solver with the option as given.
  private func boundedWidth(slackSubjects: Bool) throws -> (Solver, container: Variable, width: Variable) {
    let solver = Solver()
    solver.prefersSlackSubjects = slackSubjects
    let container = solver.makeVariable("container")
    let width = solver.makeVariable("width")
    try solver.addConstraint(container == 375)
    try solver.addConstraint(width <= container - 52)
    return (solver, container, width)
  }

  @Test func aSizeHeldOnlyByAnUpperBoundRestsAtZero() throws {
    let (solver, _, width) = try boundedWidth(slackSubjects: true)
    #expect(solver.value(of: width) == 0)
    #expect(solver._invariantViolations.isEmpty)
  }

  @Test func withoutTheOptionTheSizeEndsAtItsBound() throws {
    let (solver, _, width) = try boundedWidth(slackSubjects: false)
    #expect(solver.value(of: width) == 323)
  }

  @Test func lowerBoundsAndPreferencesStillMoveTheSize() throws {
    let (solver, _, width) = try boundedWidth(slackSubjects: true)
    try solver.addConstraint(width >= 100)
    #expect(solver.value(of: width) == 100)
    try solver.addConstraint((width == 200).withStrength(.priority(750)))
    #expect(solver.value(of: width) == 200)
    try solver.addConstraint((width == 400).withStrength(.priority(751)))
    #expect(solver.value(of: width) == 323)
    #expect(solver._invariantViolations.isEmpty)
  }

  @Test func aConflictingRequiredConstraintIsRejectedAndLeavesTheSolverAsItWas() throws {
    let (solver, container, width) = try boundedWidth(slackSubjects: true)
    let conflicting = width == 400
    #expect(throws: CassowaryError.self) { try solver.addConstraint(conflicting) }
    #expect(!solver.hasConstraint(conflicting))
    #expect(solver.value(of: width) == 0)
    #expect(solver.value(of: container) == 375)
    #expect(solver._invariantViolations.isEmpty)
    try solver.addConstraint(width == 300)
    #expect(solver.value(of: width) == 300)
  }

  @Test func theBoundMovesWithAnEditedContainer() throws {
    let solver = Solver()
    solver.prefersSlackSubjects = true
    let container = solver.makeVariable("container")
    let width = solver.makeVariable("width")
    try solver.addEditVariable(container, strength: .strong)
    try solver.suggestValue(375, for: container)
    try solver.addConstraint(width <= container - 52)
    try solver.addConstraint((width == 300).withStrength(.priority(750)))
    #expect(solver.value(of: width) == 300)
    try solver.suggestValue(320, for: container)
    #expect(solver.value(of: width) == 268)
    try solver.suggestValue(500, for: container)
    #expect(solver.value(of: width) == 300)
    #expect(solver._invariantViolations.isEmpty)
  }

  @Test func removingTheBoundLeavesTheSizeUnheld() throws {
    let solver = Solver()
    solver.prefersSlackSubjects = true
    let width = solver.makeVariable("width")
    let bound = width <= 120
    try solver.addConstraint(bound)
    try solver.addConstraint((width == 500).withStrength(.priority(250)))
    #expect(solver.value(of: width) == 120)
    try solver.removeConstraint(bound)
    #expect(solver.value(of: width) == 500)
    #expect(solver._invariantViolations.isEmpty)
  }
}
