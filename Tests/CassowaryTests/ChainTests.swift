import Testing

@testable import Cassowary

/// Stacked forms: every row's top depends on all rows above, which a fully substituted tableau
/// stores as O(N²) cells; once rows grow long the solver chains variable rows instead.
@Suite("Stacked forms keep variable rows short")
struct ChainTests {
  /// A vertical form: per row a label and a field with intrinsic heights (750/250 pairs), the
  /// field centred on the label, each row below both views of the previous one, pulled up at 100.
  struct Form {
    let solver = Solver()
    var labelTop: [Variable] = []
    var labelHeight: [Variable] = []
    var fieldTop: [Variable] = []
    var fieldHeight: [Variable] = []
    var pulls: [Constraint] = []

    static let gap = 8.0

    static func labelHeight(_ i: Int) -> Double { Double(20 + (i * 7) % 13) }
    static func fieldHeight(_ i: Int) -> Double { Double(24 + (i * 5) % 11) }

    init(rows: Int, pinFirstRow: Bool = true) throws {
      for i in 0..<rows {
        let lt = solver.makeVariable("l\(i).top")
        let lh = solver.makeVariable("l\(i).height")
        let ft = solver.makeVariable("f\(i).top")
        let fh = solver.makeVariable("f\(i).height")
        try solver.addConstraint((lh >= Form.labelHeight(i)).withStrength(.priority(750)))
        try solver.addConstraint((lh <= Form.labelHeight(i)).withStrength(.priority(250)))
        try solver.addConstraint((fh >= Form.fieldHeight(i)).withStrength(.priority(750)))
        try solver.addConstraint((fh <= Form.fieldHeight(i)).withStrength(.priority(250)))
        try solver.addConstraint(ft + 0.5 * fh == lt + 0.5 * lh)
        if i == 0 {
          if pinFirstRow { try solver.addConstraint(lt == Form.gap) }
        } else {
          for top in [lt, ft] {
            try solver.addConstraint(top >= labelTop[i - 1] + labelHeight[i - 1] + Form.gap)
            try solver.addConstraint(top >= fieldTop[i - 1] + fieldHeight[i - 1] + Form.gap)
          }
          let pull = (lt == labelTop[i - 1] + labelHeight[i - 1] + Form.gap).withStrength(.priority(100))
          try solver.addConstraint(pull)
          pulls.append(pull)
        }
        labelTop.append(lt)
        labelHeight.append(lh)
        fieldTop.append(ft)
        fieldHeight.append(fh)
      }
      solver.updateVariables()
    }

    /// The tops the constraints determine, with the first label at `start`; a row in `held`
    /// sits that much further below the previous label than the gap (a stronger pull).
    static func expectedTops(rows: Int, start: Double = gap, held: [Int: Double] = [:]) -> [(Double, Double)] {
      var out: [(Double, Double)] = []
      var bottom = 0.0
      var labelBottom = 0.0
      for i in 0..<rows {
        let lh = labelHeight(i)
        let fh = fieldHeight(i)
        var lt = max(bottom + gap, bottom + gap - 0.5 * (lh - fh))
        if i == 0 { lt = start }
        if let extra = held[i] { lt = labelBottom + gap + extra }
        let ft = lt + 0.5 * (lh - fh)
        out.append((lt, ft))
        bottom = max(lt + lh, ft + fh)
        labelBottom = lt + lh
      }
      return out
    }

    func expectTops(_ want: [(Double, Double)], _ comment: Comment) {
      for (i, (lt, ft)) in want.enumerated() {
        #expect(abs(solver.value(of: labelTop[i]) - lt) < 1e-6, "\(comment) row \(i) label")
        #expect(abs(solver.value(of: fieldTop[i]) - ft) < 1e-6, "\(comment) row \(i) field")
        #expect(abs(solver.values[labelTop[i].id] - lt) < 1e-6, "\(comment) row \(i) label (values)")
      }
    }
  }

  @Test func aLongFormSolvesWithLinearlyManyCells() throws {
    let rows = 300
    let form = try Form(rows: rows)
    form.expectTops(Form.expectedTops(rows: rows), "built")
    #expect(form.solver._invariantViolations.isEmpty)
    #expect(form.solver.ambiguousVariables().isEmpty)
    // Fully substituted, the tops' rows hold about 1.5 cells per row above (67,000 here).
    let cells = form.solver._tableauStatistics["externalCells"] ?? .max
    #expect(cells < 10 * 4 * rows, "\(cells) cells in variable rows")
  }

  @Test func editsAndRemovalsOnAChainedFormMatchAFreshSolve() throws {
    let rows = 200
    let form = try Form(rows: rows, pinFirstRow: false)
    try form.solver.addEditVariable(form.labelTop[0], strength: .strong)
    for start in [8.0, 40.0, -3.5] {
      try form.solver.suggestValue(start, for: form.labelTop[0])
      form.solver.updateVariables()
      form.expectTops(Form.expectedTops(rows: rows, start: start), "start \(start)")
    }
    // Replace every tenth pull by a stronger one that leaves 20 points more (enough for the
    // field, whose centre may sit 7 points off the label's, to clear the previous row too).
    var held: [Int: Double] = [:]
    for i in stride(from: 10, to: rows, by: 10) {
      try form.solver.removeConstraint(form.pulls[i - 1])
      held[i] = 20
      let above = form.labelTop[i - 1] + form.labelHeight[i - 1]
      try form.solver.addConstraint((form.labelTop[i] == above + Form.gap + 20).withStrength(.priority(200)))
    }
    try form.solver.removeEditVariable(form.labelTop[0])
    try form.solver.addConstraint(form.labelTop[0] == -3.5)
    form.solver.updateVariables()
    #expect(form.solver._invariantViolations.isEmpty)
    form.expectTops(Form.expectedTops(rows: rows, start: -3.5, held: held), "after removals")
  }

  @Test func ambiguityIsFoundThroughChains() throws {
    let rows = 120
    let form = try Form(rows: rows)
    let solver = form.solver
    let free = solver.makeVariable("free")
    let below = solver.makeVariable("below")
    let sum = solver.makeVariable("sum")
    try solver.addConstraint(below >= form.labelTop[rows - 1] + 100)
    try solver.addConstraint(sum == form.fieldTop[rows - 1] + free)
    solver.updateVariables()
    #expect(solver._invariantViolations.isEmpty)
    #expect(Set(solver.ambiguousVariables().map(\.id)) == [free.id, below.id, sum.id])
  }
}
