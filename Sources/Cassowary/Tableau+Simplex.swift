// The primal and dual simplex. Both follow Bland's rule — the lowest-id candidate enters (primal)
// or leaves (dual), ties in a ratio test go to the lowest basic id — which cannot cycle, and both
// draw on a pivot budget so that numerical trouble is reported instead of looping (kiwi#71).

extension Tableau {
  /// Sets the pivot budget for one public operation, generous for Bland's rule on any tableau.
  mutating func resetPivotBudget() {
    pivotsLeft = pivotBudgetOverride ?? (10_000 + 50 * (rows.count + kinds.count))
  }

  /// Takes one pivot from the budget.
  @inline(__always)
  mutating func spendPivot() throws(TableauFailure) {
    if pivotsLeft <= 0 { throw .pivotBudget }
    pivotsLeft -= 1
  }

  /// Primal simplex on the lexicographic objective, from a feasible tableau.
  ///
  /// The entering symbol is the lowest-id one among those whose reduced cost is negative at the
  /// strongest level (see ``EnteringQueue``); after `degenerateLimit` degenerate pivots in a row
  /// it is the lowest-id negative one at any level — Bland's rule — until the optimum.
  mutating func optimize() throws(TableauFailure) {
    defer { blandMode = false }
    var degenerateRun = 0
    while let (level, e) = enteringCandidates.popFirst() {
      guard rowOf[Int(e)] < 0, let direction = enteringDirection(e) else { continue }
      let key = blandMode ? 0 : objective.leadingLevel(e)
      if key != level {
        enteringCandidates.push(key, e)
        continue
      }
      guard let r = leavingRow(for: e, direction: direction) else {
        throw .internalError("the objective is unbounded")
      }
      try spendPivot()
      degenerateRun = rows[Int(r)].constant == 0 ? degenerateRun + 1 : 0
      if !blandMode && degenerateRun > Tableau.degenerateLimit {
        blandMode = true
        for s in enteringCandidates.drain() { queueIfNegative(s) }
        queueIfNegative(e)
        continue
      }
      pivot(row: r, entering: e)
    }
  }

  /// Which way parametric `e` improves the objective: +1 (increase) for a restricted symbol with
  /// a negative reduced cost or a free variable with one, -1 (decrease) for a free variable with a
  /// positive reduced cost, nil when it cannot improve it.
  @inline(__always)
  func enteringDirection(_ e: Int32) -> Double? {
    if kinds[Int(e)].isPivotable { return objective.isNegative(e) ? 1 : nil }
    guard prefersSlackSubjects, kinds[Int(e)] == .external, !objective.isZero(e) else { return nil }
    return objective.isNegative(e) ? 1 : -1
  }

  /// Degenerate pivots in a row after which the primal simplex switches to Bland's rule.
  static let degenerateLimit = 1_000

  /// Primal simplex on the phase-one objective row.
  mutating func optimizeArtificial() throws(TableauFailure) {
    while true {
      var entering: Int32 = -1
      var direction = 1.0
      for cell in rows[Int(artificialObjective)].cells {
        if cell.coefficient < 0 && kinds[Int(cell.symbol)].isPivotable {
          entering = cell.symbol
          break
        }
        if prefersSlackSubjects && kinds[Int(cell.symbol)] == .external {
          entering = cell.symbol
          direction = cell.coefficient < 0 ? 1 : -1
          break
        }
      }
      if entering < 0 { return }
      guard let r = leavingRow(for: entering, direction: direction) else {
        throw .internalError("the artificial objective is unbounded")
      }
      try spendPivot()
      pivot(row: r, entering: entering)
    }
  }

  /// The restricted row that bounds `entering` first (minimum ratio) as it increases (`direction`
  /// +1) or, for a free variable, decreases (-1); ties to the lowest basic id.
  func leavingRow(for entering: Int32, direction: Double = 1) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestBasic = Int32.max
    for t in columns[Int(entering)] {
      let row = rows[Int(t)]
      let b = row.basic
      guard b >= 0, kinds[Int(b)].isRestricted else { continue }
      let a = row.coefficient(of: entering)
      guard direction > 0 ? a < 0 : a > 0 else { continue }
      let ratio = direction > 0 ? -row.constant / a : row.constant / a
      if best < 0 || (Numerics.approximatelyEqual(ratio, bestRatio) ? b < bestBasic : ratio < bestRatio) {
        best = t
        bestRatio = ratio
        bestBasic = b
      }
    }
    return best >= 0 ? best : nil
  }

  /// Dual simplex: restores feasibility after constants changed, keeping the objective optimal.
  mutating func dualOptimize() throws(TableauFailure) {
    while let leaving = infeasibleRows.popMin() {
      let r = rowOf[Int(leaving)]
      guard r >= 0, rows[Int(r)].constant < 0 else { continue }
      guard let entering = dualEntering(row: r) else {
        throw .internalError("the dual simplex found no entering symbol")
      }
      try spendPivot()
      pivot(row: r, entering: entering)
    }
  }

  /// The symbol of row `r` whose entry keeps every reduced cost non-negative: the lexicographic
  /// minimum of cost / coefficient over positive coefficients, ties to the lowest id.
  ///
  /// A free variable in the row with no reduced cost (see ``prefersSlackSubjects``) enters first,
  /// whatever its coefficient's sign: it changes no reduced cost and needs no bound of its own.
  func dualEntering(row r: Int32) -> Int32? {
    if prefersSlackSubjects {
      for cell in rows[Int(r)].cells where isFreeParametric(cell.symbol) && objective.isZero(cell.symbol) {
        return cell.symbol
      }
    }
    var best: Int32 = -1
    var bestCoefficient = 0.0
    for cell in rows[Int(r)].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)].isPivotable {
      if best < 0
        || objective.compareRatios(cell.symbol, cell.coefficient, best, bestCoefficient) < 0
      {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best >= 0 ? best : nil
  }
}
