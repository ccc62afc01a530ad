import Testing

@testable import Cassowary

/// Required equalities that decide a fresh variable from constants skip the simplex; the answers
/// must be the general path's, bit for bit, through builds, edits, removals and re-adds.
@Suite("Direct resolution gives the general path's answers")
struct DirectResolutionTests {
  static let strengths: [Strength] = [.weak, .priority(250), .priority(750), .strong, .required]

  /// Random one-axis layouts: a tree of views (offsets, equal widths, ratios, centres, intrinsic
  /// widths), some constraints added out of dependency order, redundant ones, inequalities that
  /// bind, optional preferences and free views; the root's width either pinned or edited.
  struct Layout {
    var constraints: [Constraint] = []
    var left: [Variable] = []
    var width: [Variable] = []
    let solver: Solver
    let editsRootWidth: Bool

    init(seed: UInt64, direct: Bool, chaining: Bool) throws {
      var rng = SplitMix64(seed: seed)
      solver = Solver()
      solver.tableau.resolvesDirectly = direct
      if chaining { solver.tableau.chainingRowLength = 0 }
      let count = Int.random(in: 2...40, using: &rng)
      for i in 0..<count {
        left.append(solver.makeVariable("v\(i).left"))
        width.append(solver.makeVariable("v\(i).width"))
      }
      editsRootWidth = Bool.random(using: &rng)
      var pending: [Constraint] = [left[0] == 0]
      if !editsRootWidth { pending.append(width[0] == Double(Int.random(in: 100...900, using: &rng))) }
      for i in 1..<count {
        let p = Int.random(in: 0..<i, using: &rng)
        let gap = Double(Int.random(in: 0...16, using: &rng))
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: pending.append(left[i] == left[p] + gap)
        case 1: pending.append(left[i] == left[p] + width[p] + gap)
        case 2: pending.append(left[i] + 0.5 * width[i] == left[p] + 0.5 * width[p])
        case 3: pending.append((left[i] >= left[p] + gap).withStrength(.required))
        case 4: pending.append((left[i] == left[p] + gap).withStrength(.priority(750)))
        default: break  // a free left
        }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: pending.append(width[i] == width[p])
        case 1: pending.append(width[i] == 0.25 * Double(Int.random(in: 1...4, using: &rng)) * width[p] - gap)
        case 2: pending.append(width[i] == Double(Int.random(in: 10...200, using: &rng)))
        case 3:
          let intrinsic = Double(Int.random(in: 10...200, using: &rng))
          pending.append((width[i] >= intrinsic).withStrength(.priority(750)))
          pending.append((width[i] <= intrinsic).withStrength(.priority(250)))
        case 4: pending.append(left[i] + width[i] == left[p] + width[p] - gap)
        default: break  // a free width
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
          pending.append((left[i] + width[i] <= left[0] + width[0]).withStrength(
            DirectResolutionTests.strengths.randomElement(using: &rng) ?? .required))
        }
      }
      // A redundant required equality and a cycle of equal widths, both satisfiable.
      if count > 3 {
        pending.append(width[1] == width[2])
        pending.append(width[2] == width[1])
      }
      // Out of dependency order: a few constraints move towards the front (behind the root's
      // left, which so always resolves directly).
      for _ in 0..<Int.random(in: 0...4, using: &rng) where pending.count > 2 {
        let from = Int.random(in: 2..<pending.count, using: &rng)
        let to = Int.random(in: 1..<from, using: &rng)
        pending.insert(pending.remove(at: from), at: to)
      }
      for c in pending {
        do {
          try solver.addConstraint(c)
          constraints.append(c)
        } catch {
          // A random required set can contradict itself; both paths must reject the same ones.
          guard case .unsatisfiableConstraint = error else { throw error }
        }
      }
      solver.updateVariables()
    }
  }

  /// Every step of one random layout: the build, suggestions, a removed required equality (a
  /// rebuild), a removed inequality, a re-add; `same` compares the two solvers' values.
  func replay(seed: UInt64, chaining: Bool, same: (Double, Double) -> Bool) throws -> Int {
    let direct = try Layout(seed: seed, direct: true, chaining: chaining)
    let general = try Layout(seed: seed, direct: false, chaining: chaining)
    #expect(direct.constraints.count == general.constraints.count)
    var steps = 0
    func check(_ what: String) {
      direct.solver.updateVariables()
      general.solver.updateVariables()
      for (i, (a, b)) in zip(direct.solver.values, general.solver.values).enumerated() {
        #expect(same(a, b), "seed \(seed), \(what): v\(i / 2).\(i % 2 == 0 ? "left" : "width") \(a) against \(b)")
      }
      #expect(direct.solver._invariantViolations.isEmpty)
      steps += 1
    }
    check("build")
    let resolved = direct.solver.tableau.directResolutionCount
    if direct.editsRootWidth {
      for layout in [direct, general] { try layout.solver.addEditVariable(layout.width[0], strength: .strong) }
      for value in [320.0, 1024, 0, 375.5] {
        for layout in [direct, general] { try layout.solver.suggestValue(value, for: layout.width[0]) }
        check("suggest \(value)")
      }
    }
    var rng = SplitMix64(seed: seed ^ 0x5EED)
    for _ in 0..<3 where !direct.constraints.isEmpty {
      let i = Int.random(in: 0..<direct.constraints.count, using: &rng)
      for layout in [direct, general] { try layout.solver.removeConstraint(layout.constraints[i]) }
      check("remove \(direct.constraints[i])")
      for layout in [direct, general] { try layout.solver.addConstraint(layout.constraints[i]) }
      check("re-add \(direct.constraints[i])")
    }
    #expect(general.solver.tableau.directResolutionCount == 0)
    return resolved
  }

  @Test(arguments: 0..<100)
  func dictionaryFormIsBitIdentical(seed: Int) throws {
    let resolved = try replay(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7, chaining: false) {
      $0.bitPattern == $1.bitPattern
    }
    // Every layout pins its root's left, which decides at least that variable directly.
    #expect(resolved > 0)
  }

  /// With chaining forced from the first row the general path chains one-cell rows too, so the
  /// direct pass stands aside.
  @Test func forcedChainingLeavesEverythingToTheGeneralPath() throws {
    let solver = Solver()
    solver.tableau.chainingRowLength = 0
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x == 8)
    try solver.addConstraint(y == x + 44)
    solver.updateVariables()
    #expect(solver.tableau.directResolutionCount == 0)
    #expect(solver.values == [8, 52])
  }

  @Test func aStackOfOffsetsResolvesWithoutAnyRowCells() throws {
    let solver = Solver()
    let tops = (0..<1_000).map { solver.makeVariable("top\($0)") }
    try solver.addConstraint(tops[0] == 8)
    for i in 1..<tops.count { try solver.addConstraint(tops[i] == tops[i - 1] + 44) }
    solver.updateVariables()
    #expect(solver.tableau.directResolutionCount == tops.count)
    #expect(solver._pivotCount == 0)
    #expect(solver.values[999] == 8 + 44 * 999)
  }

  @Test func aFreshVariableNamedTwiceTakesTheGeneralPath() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Constraint(Expression([Term(x, 1), Term(x, 1)], constant: -10), .equal))
    solver.updateVariables()
    #expect(solver.tableau.directResolutionCount == 0)
    #expect(solver.values[0] == 5)
  }
}
