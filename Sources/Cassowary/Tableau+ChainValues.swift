// Reading values through chained variable rows (see Tableau+Chains.swift).
//
// A chained row names basic variables of lower rank, so a variable's value is its row's constant
// plus its chained cells' values. Reading values back after an edit visits the variables in rank
// order, each row once, in one flat pass: the variables the edit moved (closed over the rows that
// name them), or every variable when more than a quarter moved. Reading one value on its own
// (`Solver.value(of:)`) follows its chains depth-first, memoised until the tableau changes.

extension Tableau {
  /// When more than one variable in this many moved, reading every value in one pass in rank
  /// order is cheaper than collecting and sorting the moved ones.
  static let chainedFullReadDivisor = 4

  /// Adds to `changedExternals` every variable whose row names one listed there, transitively.
  ///
  /// Returns false, leaving the list partial, as soon as it outgrows
  /// 1/``chainedFullReadDivisor`` of the variables: the caller then reads every value.
  mutating func closeChangedOverChains() -> Bool {
    let limit = externalOf.count / Tableau.chainedFullReadDivisor
    var k = 0
    while k < changedExternals.count {
      if changedExternals.count > limit { return false }
      let s = changedExternals[k]
      k += 1
      for t in columns[Int(s)] {
        let b = rows[Int(t)].basic
        if b >= 0 && kinds[Int(b)] == .external && !changedFlags[Int(b)] {
          changedFlags[Int(b)] = true
          changedExternals.append(b)
        }
      }
    }
    return true
  }

  /// Evaluates every basic variable in rank order and writes every variable's value.
  mutating func readAllChainedValues(into values: inout [Double]) {
    refreshEvaluationOrder()
    var cache: [Double] = []
    swap(&cache, &valueCache)
    defer { swap(&cache, &valueCache) }
    let order = evaluationOrder
    rows.withUnsafeBufferPointer { rows in
      cache.withUnsafeMutableBufferPointer { cache in
        values.withUnsafeMutableBufferPointer { values in
          order.cells.withUnsafeBufferPointer { cells in
            var k = 0
            for entry in order.entries {
              var v = rows[Int(entry.row)].constant
              let end = Int(entry.cellEnd)
              while k < end {
                v = Numerics.add(v, cells[k].coefficient * cache[Int(cells[k].symbol)])
                k += 1
              }
              cache[Int(entry.symbol)] = v
              values[Int(entry.variable)] = v
            }
          }
          for id in order.parametric { values[Int(id)] = 0 }
        }
      }
    }
    valueCacheCompleteGeneration = valueGeneration
  }

  /// Evaluates the variables in `changedExternals` (closed over chains) in rank order; the values
  /// of the variables their rows name that did not move are the ones `values` already holds.
  mutating func readChangedChainedValues(into values: inout [Double]) {
    var order: [Int32] = []
    swap(&order, &evaluationStack)
    defer { swap(&order, &evaluationStack) }
    order.removeAll(keepingCapacity: true)
    for s in changedExternals {
      if rowOf[Int(s)] >= 0 {
        order.append(s)
      } else {
        values[Int(variableOf[Int(s)])] = 0
      }
    }
    order.sort { rank[Int($0)] < rank[Int($1)] || (rank[Int($0)] == rank[Int($1)] && $0 < $1) }
    let generation = valueGeneration
    for s in order {
      let r = Int(rowOf[Int(s)])
      var v = rows[r].constant
      for cell in rows[r].cells where rowOf[Int(cell.symbol)] >= 0 {
        let t = Int(cell.symbol)
        let fresh = valueStamp[t] == generation || valueCacheCompleteGeneration == generation
        let x = fresh ? valueCache[t] : values[Int(variableOf[t])]
        v = Numerics.add(v, cell.coefficient * x)
      }
      valueCache[Int(s)] = v
      valueStamp[Int(s)] = generation
      values[Int(variableOf[Int(s)])] = v
    }
  }

  /// Rebuilds ``evaluationOrder`` if anything but a suggestion changed the tableau since.
  mutating func refreshEvaluationOrder() {
    guard evaluationOrderIsStale else { return }
    var order = EvaluationOrder()
    swap(&order, &evaluationOrder)
    defer { swap(&order, &evaluationOrder) }
    order.removeAll()
    var basic: [Int32] = []
    for s in externalOf {
      if rowOf[Int(s)] >= 0 { basic.append(s) } else { order.parametric.append(variableOf[Int(s)]) }
    }
    basic.sort { rank[Int($0)] < rank[Int($1)] || (rank[Int($0)] == rank[Int($1)] && $0 < $1) }
    for s in basic {
      let r = rowOf[Int(s)]
      for cell in rows[Int(r)].cells where rowOf[Int(cell.symbol)] >= 0 {
        order.cells.append(EvaluationOrder.ChainedCell(symbol: cell.symbol, coefficient: cell.coefficient))
      }
      order.entries.append(
        EvaluationOrder.Entry(symbol: s, variable: variableOf[Int(s)], row: r, cellEnd: Int32(order.cells.count)))
    }
    evaluationOrderIsStale = false
  }

  /// The value of a symbol: 0 when parametric, else its row evaluated through its chains.
  mutating func evaluate(_ s: Int32) -> Double {
    let r = rowOf[Int(s)]
    if r < 0 { return 0 }
    if !hasChains { return rows[Int(r)].constant }
    if valueStamp[Int(s)] == valueGeneration || valueCacheCompleteGeneration == valueGeneration {
      return valueCache[Int(s)]
    }
    var stack: [Int32] = []
    swap(&stack, &evaluationStack)
    defer { swap(&stack, &evaluationStack) }
    stack.removeAll(keepingCapacity: true)
    stack.append(s)
    while let t = stack.last {
      if valueStamp[Int(t)] == valueGeneration {
        stack.removeLast()
        continue
      }
      let row = rows[Int(rowOf[Int(t)])]
      var ready = true
      for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 && valueStamp[Int(cell.symbol)] != valueGeneration {
        stack.append(cell.symbol)
        ready = false
      }
      guard ready else { continue }
      var v = row.constant
      for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 {
        v = Numerics.add(v, cell.coefficient * valueCache[Int(cell.symbol)])
      }
      valueCache[Int(t)] = v
      valueStamp[Int(t)] = valueGeneration
      stack.removeLast()
    }
    return valueCache[Int(s)]
  }

  /// Marks every memoised value stale; called at the start of each operation that changes rows.
  @inline(__always)
  mutating func invalidateValues() { valueGeneration &+= 1 }

}
