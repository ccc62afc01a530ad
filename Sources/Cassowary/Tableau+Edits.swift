// The edit path: a suggestion moves the edit constraint's constant, which shifts the constants of
// exactly the rows that hold its error symbols (the column index names them), and the dual
// simplex repairs the rows that went negative. Nothing else is visited.

extension Tableau {
  /// Moves the constant of the optional equality `tag` by `delta` and restores optimality.
  mutating func suggest(_ tag: Tag, delta: Double) throws(TableauFailure) {
    resetPivotBudget()
    invalidateValues()
    let plus = tag.marker
    let minus = tag.other
    if rowOf[Int(plus)] >= 0 {
      shiftConstant(of: rowOf[Int(plus)], by: -delta)
    } else if rowOf[Int(minus)] >= 0 {
      shiftConstant(of: rowOf[Int(minus)], by: delta)
    } else {
      // A suggestion that moves a good part of the layout (a window width) is read back whole.
      if columns[Int(plus)].count * 8 > externalOf.count { allValuesChanged = true }
      shiftConstants(ofColumn: plus, by: delta)
    }
    try dualOptimize()
  }

  /// ``shiftConstant(of:by:)`` for every row holding `s`, by `delta` times its coefficient there.
  ///
  /// A window-width edit shifts thousands of rows: the arena is held locally for the pass so that
  /// each shift is a search and a store, not an access to the tableau's storage.
  mutating func shiftConstants(ofColumn s: Int32, by delta: Double) {
    var arena: [Row] = []
    swap(&arena, &rows)
    defer { swap(&arena, &rows) }
    arena.withUnsafeMutableBufferPointer { arena in
      for t in columns[Int(s)] {
        let r = Int(t)
        let c = Numerics.add(arena[r].constant, delta * arena[r].coefficient(of: s))
        arena[r].constant = c
        let b = arena[r].basic
        if c < 0 && kinds[Int(b)].isRestricted {
          infeasibleRows.push(b)
        } else if !allValuesChanged {
          noteChanged(b)
        }
      }
    }
  }

  @inline(__always)
  private mutating func shiftConstant(of r: Int32, by delta: Double) {
    let c = Numerics.add(rows[Int(r)].constant, delta)
    rows[Int(r)].constant = c
    let b = rows[Int(r)].basic
    if c < 0 && kinds[Int(b)].isRestricted {
      infeasibleRows.push(b)
    } else if !allValuesChanged {
      noteChanged(b)
    }
  }
}
