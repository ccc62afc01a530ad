// Changing the constant of a required equality that kept its marker (a window's size when the
// window resizes or rotates). The tableau holds `expr + dummy = 0`; the same constraint with
// `expr + Δ` is the old system with the dummy at Δ instead of 0, so every row that holds the dummy
// moves by its coefficient times Δ — exactly an edit's suggestion (Tableau+Edits.swift) — and the
// dual simplex repairs the restricted rows that went negative. Nothing is rebuilt.

extension Tableau {
  /// Moves the constant of the required equality `tag` (whose marker is a parametric dummy) by
  /// `delta` and restores optimality.
  ///
  /// A failure means the moved constraint conflicts with the other required ones (or the pivot
  /// budget ran out); the tableau is then left unfinished, and ``isDamaged`` is set.
  mutating func shiftConstant(ofMarked tag: Tag, by delta: Double) throws(TableauFailure) {
    resetPivotBudget()
    invalidateValues()
    let dummy = tag.marker
    // A resize moves a good part of the layout: read it back whole.
    if columns[Int(dummy)].count * 8 > externalOf.count { allValuesChanged = true }
    shiftConstants(ofColumn: dummy, by: delta)
    // A row whose basic symbol is a dummy is a required equality that held only at the old
    // constant (added redundant, `addLogged`): no pivot can move it, so it conflicts now.
    for t in columns[Int(dummy)] where kinds[Int(rows[Int(t)].basic)] == .dummy && rows[Int(t)].constant != 0 {
      isDamaged = true
      throw .unsatisfiable
    }
    do {
      try dualOptimize()
    } catch {
      isDamaged = true
      throw error
    }
  }

  /// Whether `tag` is a required equality's dummy marker that no row has as its basic symbol, the
  /// case ``shiftConstant(ofMarked:by:)`` handles.
  func isParametricDummy(_ tag: Tag) -> Bool {
    tag.marker >= 0 && kinds[Int(tag.marker)] == .dummy && rowOf[Int(tag.marker)] < 0
  }
}
