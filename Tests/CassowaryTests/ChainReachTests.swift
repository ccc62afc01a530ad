import Testing

@testable import Cassowary

/// The ambiguity query remembers per chained row whether it reaches a free symbol; its answers
/// must be those of walking each variable's chains afresh, as the query did before.
@Suite("Remembered chain reach matches a fresh walk per variable")
struct ChainReachTests {
  /// The former per-variable walk, kept here as the reference.
  static func freshWalkReachesFree(_ tableau: Tableau, _ s: Int32, _ free: [Bool]) -> Bool {
    var seen: Set<Int32> = [s]
    var stack: [Int32] = [s]
    while let t = stack.popLast() {
      for cell in tableau.rows[Int(tableau.rowOf[Int(t)])].cells {
        if free[Int(cell.symbol)] { return true }
        if tableau.rowOf[Int(cell.symbol)] >= 0 && seen.insert(cell.symbol).inserted { stack.append(cell.symbol) }
      }
    }
    return false
  }

  /// Compares both answers for every chained variable row, asked latest row first and then in
  /// id order so that later questions hit remembered answers from earlier ones; returns the
  /// variable ids whose chains reach a free symbol.
  @discardableResult
  static func expectSameReach(_ solver: Solver) -> Set<Int> {
    let tableau = solver.tableau
    #expect(tableau.hasChains)
    let free = tableau.unconstrainedSymbols()
    let basics = tableau.externalOf.enumerated().filter { tableau.rowOf[Int($0.element)] >= 0 }
    var reach = ChainReach(count: tableau.kinds.count)
    var reaching: Set<Int> = []
    for (id, s) in basics.reversed() + basics {
      let remembered = tableau.chainsMayReachFree(s, free, &reach)
      let fresh = freshWalkReachesFree(tableau, s, free)
      #expect(remembered == fresh, "s\(s)")
      if fresh { reaching.insert(id) }
    }
    return reaching
  }

  @Test func aPinnedFormReachesNothingFree() throws {
    let form = try ChainTests.Form(rows: 300)
    #expect(Self.expectSameReach(form.solver).isEmpty)
    #expect(form.solver.ambiguousVariables().isEmpty)
  }

  @Test func anUnpinnedFormReachesTheFreeTopFromEveryRow() throws {
    let rows = 300
    let form = try ChainTests.Form(rows: rows, pinFirstRow: false)
    let reaching = Self.expectSameReach(form.solver)
    // Every top below the first hangs off the free first top; heights do not.
    #expect(Set(form.labelTop.dropFirst().map(\.id)).isSubset(of: reaching))
    #expect(reaching.isDisjoint(with: form.labelHeight.map(\.id)))
    #expect(Set(form.solver.ambiguousVariables().map(\.id)).isSuperset(of: form.labelTop.map(\.id)))
  }

  @Test func freeVariablesHangingOffAPinnedFormAreReachedOnlyFromTheirRows() throws {
    let rows = 300
    let form = try ChainTests.Form(rows: rows)
    let solver = form.solver
    var expected: Set<Int> = []
    for i in stride(from: 50, to: rows, by: 50) {
      let free = solver.makeVariable("free\(i)")
      let sum = solver.makeVariable("sum\(i)")
      try solver.addConstraint(sum == form.fieldTop[i] + free)
      expected.formUnion([free.id, sum.id])
    }
    solver.updateVariables()
    let reaching = Self.expectSameReach(solver)
    #expect(!reaching.isEmpty && reaching.isSubset(of: expected))
    #expect(Set(solver.ambiguousVariables().map(\.id)) == expected)
  }
}
