// Pivoting and substitution: the only code that rewrites rows' cells. Every change keeps the
// column index exact and goes through `touchRow`, so the journal can undo it.

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
    // leaving = c + Σ aᵢ sᵢ + a·entering  ⇒  entering = -c/a + leaving/a - Σ (aᵢ/a) sᵢ
    let scale = -1 / a
    mergeBuffer.removeAll(keepingCapacity: true)
    mergeBuffer.reserveCapacity(cells.count)
    var inserted = leaving < 0
    for cell in cells where cell.symbol != entering {
      if !inserted && cell.symbol > leaving {
        mergeBuffer.append(Cell(symbol: leaving, coefficient: 1 / a))
        inserted = true
      }
      mergeBuffer.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * scale))
    }
    if !inserted { mergeBuffer.append(Cell(symbol: leaving, coefficient: 1 / a)) }
    swap(&mergeBuffer, &rows[Int(r)].cells)
    mergeBuffer = cells
    rows[Int(r)].constant *= scale
    rows[Int(r)].basic = entering
    detach(row: r, fromColumnOf: entering)
    if leaving >= 0 {
      columns[Int(leaving)].append(r)
      rowOf[Int(leaving)] = -1
    }
    rowOf[Int(entering)] = r
    noteChanged(leaving)
    noteChanged(entering)
    substitute(entering, row: r)
  }

  /// Replaces the (now basic) symbol `s` by row `r` in every other row and in the objective.
  mutating func substitute(_ s: Int32, row r: Int32) {
    if !columns[Int(s)].isEmpty {
      swap(&targetBuffer, &columns[Int(s)])
      for t in targetBuffer { merge(into: t, replacing: s, with: r) }
      targetBuffer.removeAll(keepingCapacity: true)
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

  /// Row `t` += (coefficient of `s` in `t`) · row `r`, dropping `s` from `t`.
  ///
  /// The column of `s` itself is maintained by the caller, which drains it wholesale.
  mutating func merge(into t: Int32, replacing s: Int32, with r: Int32) {
    touchRow(t)
    var target: [Cell] = []
    swap(&target, &rows[Int(t)].cells)
    let source = rows[Int(r)]
    let p = Row.position(of: s, in: target)
    guard p >= 0 else {
      swap(&target, &rows[Int(t)].cells)
      return
    }
    let m = target[p].coefficient
    mergeBuffer.removeAll(keepingCapacity: true)
    mergeBuffer.reserveCapacity(target.count + source.cells.count)
    target.withUnsafeBufferPointer { tc in
      source.cells.withUnsafeBufferPointer { sc in
        var i = 0
        var j = 0
        let nt = tc.count
        let ns = sc.count
        while i < nt || j < ns {
          let ts = i < nt ? tc[i].symbol : Int32.max
          let ss = j < ns ? sc[j].symbol : Int32.max
          if ts < ss {
            if ts != s { mergeBuffer.append(tc[i]) }
            i += 1
          } else if ss < ts {
            mergeBuffer.append(Cell(symbol: ss, coefficient: m * sc[j].coefficient))
            columns[Int(ss)].append(t)
            j += 1
          } else {
            let c = Numerics.add(tc[i].coefficient, m * sc[j].coefficient)
            if c != 0 {
              mergeBuffer.append(Cell(symbol: ts, coefficient: c))
            } else {
              detach(row: t, fromColumnOf: ts)
            }
            i += 1
            j += 1
          }
        }
      }
    }
    swap(&mergeBuffer, &rows[Int(t)].cells)
    mergeBuffer = target
    if source.constant != 0 {
      let constant = Numerics.add(rows[Int(t)].constant, m * source.constant)
      rows[Int(t)].constant = constant
      let b = rows[Int(t)].basic
      if b >= 0 {
        if kinds[Int(b)] == .external {
          noteChanged(b)
        } else if constant < 0 {
          infeasibleRows.push(b)
        }
      }
    }
  }
}
