// Pivoting and substitution: the only code that rewrites rows' cells. Every change keeps the
// column index exact (each cell knows its slot in its symbol's column) and goes through
// `touchRow`, so the journal can undo it. Rows are rewritten into a reused buffer that is then
// swapped with the row's storage, so a pivot allocates nothing once the buffers have grown.

extension Tableau {
  /// Makes `entering` basic in row `r` (whose basic symbol leaves) and substitutes it everywhere.
  mutating func pivot(row r: Int32, entering: Int32) {
    pivotCount += 1
    touchRow(r)
    let leaving = rows[Int(r)].basic
    var cells: [Cell] = []
    swap(&cells, &rows[Int(r)].cells)
    let p = Row.position(of: entering, in: cells)
    let a = cells[p].coefficient
    detach(cells[p])
    // leaving = c + Σ aᵢ sᵢ + a·entering  ⇒  entering = -c/a + leaving/a - Σ (aᵢ/a) sᵢ
    let scale = -1 / a
    mergeBuffer.removeAll(keepingCapacity: true)
    mergeBuffer.reserveCapacity(cells.count)
    var inserted = leaving < 0
    let leavingCell = Cell(symbol: leaving, position: Int32(leaving >= 0 ? columns[Int(leaving)].count : -1), coefficient: 1 / a)
    for cell in cells where cell.symbol != entering {
      if !inserted && cell.symbol > leaving {
        mergeBuffer.append(leavingCell)
        inserted = true
      }
      mergeBuffer.append(Cell(symbol: cell.symbol, position: cell.position, coefficient: cell.coefficient * scale))
    }
    if !inserted { mergeBuffer.append(leavingCell) }
    swap(&mergeBuffer, &rows[Int(r)].cells)
    mergeBuffer = cells
    rows[Int(r)].constant *= scale
    rows[Int(r)].basic = entering
    if leaving >= 0 {
      columns[Int(leaving)].append(r)
      rowOf[Int(leaving)] = -1
      // Only a removal pivots a variable out of its row; suggestions never do.
      if kinds[Int(leaving)] == .external { evaluationOrderIsStale = true }
    }
    rowOf[Int(entering)] = r
    // A free variable entering (slack subjects preferred) is named by no row once substituted:
    // any rank above the rest keeps the chains acyclic.
    if kinds[Int(entering)] == .external { setRank(entering, nextRank) }
    noteChanged(leaving)
    noteChanged(entering)
    substitute(entering, row: r)
  }

  /// Replaces the (now basic) symbol `s` by row `r` in every other row and in the objective.
  mutating func substitute(_ s: Int32, row r: Int32) {
    if !columns[Int(s)].isEmpty {
      // Read the source row from a private copy: merges may update the positions stored in
      // row r's cells, which must not disturb the cells being read.
      var source: [Cell] = []
      swap(&source, &sourceBuffer)
      source.removeAll(keepingCapacity: true)
      source.append(contentsOf: rows[Int(r)].cells)
      let constant = rows[Int(r)].constant
      swap(&targetBuffer, &columns[Int(s)])
      for t in targetBuffer { merge(into: t, replacing: s, with: source, constant: constant) }
      targetBuffer.removeAll(keepingCapacity: true)
      swap(&source, &sourceBuffer)
    }
    if !objective.isZero(s) {
      let cells = rows[Int(r)].cells
      for cell in cells {
        touchCost(cell.symbol)
        objective.addScaled(cell.symbol, from: s, scale: cell.coefficient)
        queueIfNegative(cell.symbol)
      }
      clearCost(s)
    }
  }

  /// Row `t` += (coefficient of `s` in `t`) · (`source` + `constant`), dropping `s` from `t`.
  ///
  /// The column of `s` itself is maintained by the caller, which drains it wholesale.
  mutating func merge(into t: Int32, replacing s: Int32, with source: [Cell], constant: Double) {
    touchRow(t)
    var target: [Cell] = []
    swap(&target, &rows[Int(t)].cells)
    let p = Row.position(of: s, in: target)
    guard p >= 0 else {
      swap(&target, &rows[Int(t)].cells)
      return
    }
    let m = target[p].coefficient
    // The merged cells go into the reused buffer taken out into a local, so that appending to it
    // does not go through the tableau's stored property cell by cell.
    var out: [Cell] = []
    swap(&out, &mergeBuffer)
    out.removeAll(keepingCapacity: true)
    let needed = target.count + source.count
    if out.capacity < needed {
      // Twice the room: the buffer becomes row t's cells and t's old cells the next buffer, and
      // sized exactly it was too small for the next merge nearly every time (46,000 allocations
      // in 49,666 merges building `mix-1000`).
      out.reserveCapacity(2 * needed)
    }
    target.withUnsafeBufferPointer { tc in
      source.withUnsafeBufferPointer { sc in
        var i = 0
        var j = 0
        let nt = tc.count
        let ns = sc.count
        while i < nt || j < ns {
          let ts = i < nt ? tc[i].symbol : Int32.max
          let ss = j < ns ? sc[j].symbol : Int32.max
          if ts < ss {
            if ts != s { out.append(tc[i]) }
            i += 1
          } else if ss < ts {
            let position = appendToColumn(Int(ss), t)
            out.append(Cell(symbol: ss, position: position, coefficient: m * sc[j].coefficient))
            j += 1
          } else {
            let c = Numerics.add(tc[i].coefficient, m * sc[j].coefficient)
            if c != 0 {
              out.append(Cell(symbol: ts, position: tc[i].position, coefficient: c))
            } else {
              detach(tc[i])
            }
            i += 1
            j += 1
          }
        }
      }
    }
    swap(&out, &rows[Int(t)].cells)
    mergeBuffer = target
    if constant != 0 {
      let value = Numerics.add(rows[Int(t)].constant, m * constant)
      rows[Int(t)].constant = value
      let b = rows[Int(t)].basic
      if b >= 0 {
        if kinds[Int(b)] == .external {
          noteChanged(b)
        } else if value < 0 {
          infeasibleRows.push(b)
        }
      }
    }
  }
}
