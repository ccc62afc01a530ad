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
    /// `labelHeights` replaces the intrinsic label height of the rows it names (an edit).
    static func expectedTops(
      rows: Int, start: Double = gap, held: [Int: Double] = [:], labelHeights: [Int: Double] = [:]
    ) -> [(Double, Double)] {
      var out: [(Double, Double)] = []
      var bottom = 0.0
      var labelBottom = 0.0
      for i in 0..<rows {
        let lh = labelHeights[i] ?? labelHeight(i)
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

    /// The expected top of row `i`'s field with the given label heights.
    func expectedFieldTop(_ i: Int, _ labelHeights: [Int: Double]) -> Double {
      Form.expectedTops(rows: i + 1, labelHeights: labelHeights)[i].1
    }

    func expectTops(_ want: [(Double, Double)], _ comment: Comment) {
      for (i, (lt, ft)) in want.enumerated() {
        #expect(abs(solver.value(of: labelTop[i]) - lt) < 1e-6, "\(comment) row \(i) label")
        #expect(abs(solver.value(of: fieldTop[i]) - ft) < 1e-6, "\(comment) row \(i) field")
        #expect(abs(solver.values[labelTop[i].id] - lt) < 1e-6, "\(comment) row \(i) label (values)")
        #expect(abs(solver.values[fieldTop[i].id] - ft) < 1e-6, "\(comment) row \(i) field (values)")
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

  /// Reading values back after a suggestion evaluates the chains in rank order: every moved
  /// row (the rows below an edited label, or all of them) and none stale, also once constraints
  /// changed between suggestions.
  @Test func valuesReadBackAfterEditsFollowTheChains() throws {
    let rows = 200
    let form = try Form(rows: rows)
    let solver = form.solver
    let late = rows - 10
    let early = 3
    try solver.addEditVariable(form.labelHeight[late], strength: .strong)
    try solver.addEditVariable(form.labelHeight[early], strength: .strong)
    var heights: [Int: Double] = [late: Form.labelHeight(late), early: Form.labelHeight(early)]
    let steps: [(row: Int, height: Double)] = [(late, 60), (late, 21), (early, 44), (late, 35.5), (early, 20)]
    for (row, height) in steps {
      try solver.suggestValue(height, for: form.labelHeight[row])
      heights[row] = height
      solver.updateVariables()
      form.expectTops(Form.expectedTops(rows: rows, labelHeights: heights), "row \(row) label \(height)")
      #expect(solver.values[form.labelHeight[row].id] == height)
      #expect(abs(solver.values[form.fieldTop[rows - 1].id] - form.expectedFieldTop(rows - 1, heights)) < 1e-6)
    }
    // A new constraint between suggestions changes the chains; the next read must follow them.
    let last = solver.makeVariable("last.top")
    try solver.addConstraint(last == form.fieldTop[rows - 1] + form.fieldHeight[rows - 1] + Form.gap)
    try solver.suggestValue(50, for: form.labelHeight[late])
    heights[late] = 50
    solver.updateVariables()
    form.expectTops(Form.expectedTops(rows: rows, labelHeights: heights), "after adding a row")
    let bottom = form.expectedFieldTop(rows - 1, heights) + Form.fieldHeight(rows - 1) + Form.gap
    #expect(abs(solver.values[last.id] - bottom) < 1e-6)
    #expect(solver._invariantViolations.isEmpty)
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
