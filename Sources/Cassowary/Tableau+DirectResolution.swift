// Direct resolution (issue 33 item 1): a required equality that decides one new variable from
// variables already decided is resolved without the simplex machinery.
//
// Layouts add most of their constraints in dependency order (a view's left from its superview's,
// its width from its left and the superview's right, …), so most required equalities name one
// variable no constraint has mentioned yet and otherwise only variables whose rows are constants.
// The tableau would turn such a constraint into exactly one thing: a constant row for the new
// variable (nothing substitutes into it, the objective does not change, no pivot follows). Here
// that row is computed and inserted directly, in the same arithmetic as ``buildRow(_:)`` and
// ``solve(_:for:)``, so the tableau afterwards is bit for bit the one the general path builds, and
// everything later — inequalities, optional constraints, edits, removals — sees what it always
// saw. Constraints whose variables are decided later (cycles, the coupled residue, out of order
// additions) take the general path unchanged, and so does everything once rows are chained
// (Tableau+Chains.swift), where the general path would leave the new row naming its inputs.

extension Tableau {
  /// Resolves a required equality `expression = 0` directly when it decides one fresh variable
  /// from constant rows alone; returns whether it did (otherwise nothing changed).
  ///
  /// Fresh means not basic and in no row: the general path would choose it as the subject (an
  /// external symbol in no row comes first) and substitute it nowhere. A one-cell row is chained
  /// only when chaining has begun or starts below two cells, so then the general path runs.
  mutating func resolveDirectly(_ expression: Expression) -> Bool {
    guard resolvesDirectly, !hasChains, chainingRowLength >= 1, enteringCandidates.isEmpty,
      infeasibleRows.isEmpty
    else { return false }
    var constant = expression.constant
    var constantScale = abs(constant)
    var subject: Int32 = -1
    var coefficient = 0.0
    for term in expression.terms {
      let k = term.coefficient
      if k == 0 { continue }
      let s = externalOf[term.variable.id]
      let r = rowOf[Int(s)]
      if r >= 0 {
        // A basic variable resolves only when its row is a constant (no chains, no parameters).
        guard rows[Int(r)].cells.isEmpty else { return false }
        let contribution = k * rows[Int(r)].constant
        constant += contribution
        constantScale = max(constantScale, abs(contribution))
      } else {
        // One fresh variable only; a repeated one would need its coefficients summed.
        guard subject < 0, columns[Int(s)].isEmpty else { return false }
        subject = s
        coefficient = k
      }
    }
    guard subject >= 0 else { return false }
    if abs(constant) <= Numerics.epsilon * constantScale { constant = 0 }
    // The general path's sign normalisation and solve, operation for operation.
    if constant < 0 {
      constant = -constant
      coefficient = -coefficient
    }
    resetPivotBudget()
    invalidateValues()
    evaluationOrderIsStale = true
    _ = insertRow(Row(basic: subject, constant: constant * (-1 / coefficient), cells: []))
    setRank(subject, nextRank)
    directResolutionCount += 1
    return true
  }
}
