import Testing

@testable import Cassowary

/// Required equalities that keep a marker (`addConstraint(_:keepsMarker:)`): a new constant moves
/// them in place (`replaceConstraint(_:with:)`) and removing them rebuilds nothing, with the values
/// and conflicts a rebuild from the same constraints gives.
@Suite("Required equalities with markers")
struct MarkedEqualityTests {
  /// A window-like layout: a root width held by a marked equality, a chain of views pinned to it
  /// with gaps, a minimum width and an optional preferred width (too wide for narrow roots).
  struct Form {
    let solver: Solver
    let root: Variable
    let lefts: [Variable]
    let widths: [Variable]
    var rootSize: Constraint
    var others: [Constraint] = []

    init(views: Int, rootWidth: Double, prefersSlackSubjects: Bool = false, chaining: Bool = false, marked: Bool = true)
      throws
    {
      let solver = Solver()
      solver.prefersSlackSubjects = prefersSlackSubjects
      if chaining { solver.tableau.chainingRowLength = 0 }
      let root = solver.makeVariable("root")
      let lefts = (0..<views).map { solver.makeVariable("left\($0)") }
      let widths = (0..<views).map { solver.makeVariable("width\($0)") }
      (self.solver, self.root, self.lefts, self.widths) = (solver, root, lefts, widths)
      rootSize = root == rootWidth
      try solver.addConstraint(rootSize, keepsMarker: marked)
      for i in 0..<views {
        let left = i == 0 ? Expression(constant: 20) : lefts[i - 1] + widths[i - 1] + 8
        others.append(lefts[i] == left)
        others.append(lefts[i] + widths[i] <= root - 20)
        others.append(widths[i] >= 10)
        // One level per view, so that the optimum is unique (the earlier views keep their width).
        others.append((widths[i] == 60).withStrength(.priority(Double(700 - i))))
      }
      try solver.addConstraints(others)
    }

    /// The values a fresh solver finds for the same constraints with the root at `width`.
    func rebuiltValues(rootWidth width: Double, prefersSlackSubjects: Bool = false) throws -> [Double] {
      let fresh = try Form(views: lefts.count, rootWidth: width, prefersSlackSubjects: prefersSlackSubjects, marked: false)
      fresh.solver.updateVariables()
      return fresh.solver.values
    }
  }

  @Test(arguments: [false, true], [false, true])
  func aNewConstantGivesTheValuesOfARebuild(prefersSlackSubjects: Bool, chaining: Bool) throws {
    var form = try Form(views: 12, rootWidth: 375, prefersSlackSubjects: prefersSlackSubjects, chaining: chaining)
    for width in [1024.0, 320, 744, 260, 375, 2000] {
      let replacement = form.root == width
      try form.solver.replaceConstraint(form.rootSize, with: replacement)
      form.rootSize = replacement
      form.solver.updateVariables()
      let expected = try form.rebuiltValues(rootWidth: width, prefersSlackSubjects: prefersSlackSubjects)
      for (got, want) in zip(form.solver.values, expected) { #expect(abs(got - want) <= 1e-9, "at root width \(width)") }
      #expect(form.solver._invariantViolations.isEmpty)
    }
    #expect(form.solver._rebuildCount == 0)
    #expect(form.solver.hasConstraint(form.rootSize))
    #expect(form.solver.constraints.count == form.others.count + 1)
  }

  @Test func removingAMarkedEqualityRebuildsNothing() throws {
    let form = try Form(views: 6, rootWidth: 375)
    try form.solver.removeConstraint(form.rootSize)
    #expect(form.solver._rebuildCount == 0)
    #expect(!form.solver.hasConstraint(form.rootSize))
    // Put back unmarked, the values are those of the original solve.
    try form.solver.addConstraint(form.root == 375)
    form.solver.updateVariables()
    #expect(form.solver.values == (try form.rebuiltValues(rootWidth: 375)))
  }

  /// A conflict as text: the rejected constraint and the conflicting ones, so that conflicts found
  /// in two solvers (with their own constraint objects) compare.
  static func conflict(_ body: () throws(CassowaryError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      guard case .unsatisfiableConstraint(let rejected, let conflicts) = error else { return "\(error)" }
      return "\(rejected) conflicts with \(conflicts.map(\.description))"
    }
  }

  @Test func aConflictingConstantIsReportedAsAnAdditionWould() throws {
    let form = try Form(views: 3, rootWidth: 375)
    try form.solver.addConstraint(form.root >= 300)
    let replacement = form.root == 200
    // What adding the new constant to the others alone reports.
    let reference = try Form(views: 3, rootWidth: 375, marked: false)
    try reference.solver.addConstraint(reference.root >= 300)
    try reference.solver.removeConstraint(reference.rootSize)
    let expected = Self.conflict { () throws(CassowaryError) in try reference.solver.addConstraint(reference.root == 200) }
    #expect(expected != nil)
    let got = Self.conflict { () throws(CassowaryError) in try form.solver.replaceConstraint(form.rootSize, with: replacement) }
    #expect(got == expected)
    // The old constraint is gone and the new one not added, as with a removal and an addition.
    #expect(!form.solver.hasConstraint(form.rootSize))
    #expect(!form.solver.hasConstraint(replacement))
    form.solver.updateVariables()
    reference.solver.updateVariables()
    #expect(form.solver.values == reference.solver.values)
  }

  @Test func aRedundantMarkedEqualityHoldsAndItsConflictIsFound() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(x == 10)
    let again = x == 10
    try solver.addConstraint(again, keepsMarker: true)
    #expect(solver.value(of: x) == 10)
    #expect(Self.conflict { () throws(CassowaryError) in try solver.addConstraint(x == 12, keepsMarker: true) } != nil)
    // A basic marker moves by removal and addition: the new constant conflicts with the pin.
    let reference = Solver()
    let y = reference.makeVariable("x")
    try reference.addConstraint(y == 10)
    let expected = Self.conflict { () throws(CassowaryError) in try reference.addConstraint(y == 11) }
    #expect(expected != nil)
    #expect(Self.conflict { () throws(CassowaryError) in try solver.replaceConstraint(again, with: x == 11) } == expected)
    #expect(solver.value(of: x) == 10)
  }

  @Test func aReplacementWithOtherTermsIsARemovalAndAnAddition() throws {
    let form = try Form(views: 4, rootWidth: 375)
    let other = 2 * form.root == 750
    try form.solver.replaceConstraint(form.rootSize, with: other)
    form.solver.updateVariables()
    #expect(form.solver.value(of: form.root) == 375)
    #expect(form.solver.hasConstraint(other))
    #expect(throws: CassowaryError.unknownConstraint(form.rootSize)) {
      try form.solver.replaceConstraint(form.rootSize, with: form.root == 1)
    }
  }
  /// A required equality that holds only through a marked one (a view pinned to the root's height
  /// and given that height as a constant) is redundant while the root keeps its size, and conflicts
  /// once it changes, as a solver that removes the old size and adds the new one finds.
  @Test func anEqualityMadeRedundantByAMarkedOneConflictsWhenTheConstantMoves() throws {
    let solver = Solver()
    let root = solver.makeVariable("root")
    let view = solver.makeVariable("view")
    let rootSize = root == 100
    try solver.addConstraint(rootSize, keepsMarker: true)
    try solver.addConstraint(view == root - 49)
    // Reduced to the marker's dummy alone: phase one found no pivot ("internal solver error").
    try solver.addConstraint(view == 51)
    solver.updateVariables()
    #expect(solver.value(of: view) == 51)
    #expect(solver._invariantViolations.isEmpty)
    let reference = Solver()
    let referenceRoot = reference.makeVariable("root")
    let referenceView = reference.makeVariable("view")
    let referenceSize = referenceRoot == 100
    try reference.addConstraints([referenceSize, referenceView == referenceRoot - 49, referenceView == 51])
    try reference.removeConstraint(referenceSize)
    let expected = Self.conflict { () throws(CassowaryError) in try reference.addConstraint(referenceRoot == 120) }
    #expect(expected != nil)
    let replacement = root == 120
    #expect(Self.conflict { () throws(CassowaryError) in try solver.replaceConstraint(rootSize, with: replacement) } == expected)
    #expect(!solver.hasConstraint(rootSize))
    #expect(!solver.hasConstraint(replacement))
    solver.updateVariables()
    reference.updateVariables()
    #expect(solver.values == reference.values)
  }

  /// The redundant equality of the test above is removed without a rebuild, and the marked one
  /// still moves in place afterwards.
  @Test func anEqualityMadeRedundantByAMarkedOneIsRemovedInPlace() throws {
    let solver = Solver()
    let root = solver.makeVariable("root")
    let view = solver.makeVariable("view")
    var rootSize = root == 100
    try solver.addConstraint(rootSize, keepsMarker: true)
    try solver.addConstraint(view == root - 49)
    let pinned = view == 51
    try solver.addConstraint(pinned)
    try solver.removeConstraint(pinned)
    let replacement = root == 120
    try solver.replaceConstraint(rootSize, with: replacement)
    rootSize = replacement
    solver.updateVariables()
    #expect(solver.value(of: view) == 71)
    #expect(solver._rebuildCount == 0)
    #expect(solver._invariantViolations.isEmpty)
  }
}
