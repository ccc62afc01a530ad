// Questions about the solution rather than steps towards it: which variables are not pinned,
// and a canonical dump of the tableau for tests.

extension Tableau {
  /// The ids of variables that the constraints do not pin down.
  ///
  /// A variable is ambiguous when it can move while every required constraint still holds and the
  /// objective keeps its optimal value: it is parametric (nothing determines it), or its row
  /// holds a parametric variable, or a slack or error symbol whose reduced cost is zero at every
  /// level and which can actually increase (an alternative optimum among optional constraints,
  /// or an inequality with room on both sides).
  mutating func ambiguousVariableIDs() -> [Int] {
    let free = unconstrainedSymbols()
    var reach = ChainReach(count: hasChains ? kinds.count : 0)
    var result: [Int] = []
    for (v, s) in externalOf.enumerated() {
      let r = rowOf[Int(s)]
      if free[Int(s)] || (r >= 0 && rows[Int(r)].cells.contains { free[Int($0.symbol)] }) {
        result.append(v)
      } else if r >= 0 && hasChains && chainsMayReachFree(s, free, &reach) {
        // A chained row holds a free symbol only if its expansion does (terms may cancel).
        let e = expandChains(constant: 0, cells: [Cell(symbol: s, coefficient: 1)])
        if e.cells.contains(where: { free[Int($0.symbol)] }) { result.append(v) }
      }
    }
    return result
  }

  /// Per symbol, whether it is parametric and can move without changing the optimum.
  func unconstrainedSymbols() -> [Bool] {
    var free = [Bool](repeating: false, count: kinds.count)
    for s in 0..<kinds.count where rowOf[s] < 0 {
      switch kinds[s] {
      case .external:
        free[s] = variableOf[s] >= 0
      case .slack, .error:
        // Seeds only pick among equal solutions, so a symbol they alone hold is still free.
        free[s] = !columns[s].isEmpty && objective.isZero(Int32(s), above: Strength.seed.value) && canIncrease(Int32(s))
      case .artificial, .dummy:
        break
      }
    }
    return free
  }

  /// Whether some row reached through the chains of `s` names a free symbol (a cheap superset
  /// test before the exact expansion). Answers are kept in `reach` for the whole query: in a
  /// form each row chains through every earlier one, so walking afresh per variable is quadratic.
  func chainsMayReachFree(_ s: Int32, _ free: [Bool], _ reach: inout ChainReach) -> Bool {
    if let known = reach[s] { return known }
    // Depth-first post-order without recursion: chains of thousands of rows would overflow the
    // stack. A row's cells name only basic variables of lower rank, so the chains form no cycle.
    var stack: [(symbol: Int32, next: Int)] = [(s, 0)]
    while let top = stack.last {
      let cells = rows[Int(rowOf[Int(top.symbol)])].cells
      var k = top.next
      var found = false
      var descend: Int32 = -1
      while k < cells.count {
        let c = cells[k].symbol
        if free[Int(c)] { found = true; break }
        if rowOf[Int(c)] >= 0 {
          if let known = reach[c] {
            if known { found = true; break }
          } else {
            descend = c
            break
          }
        }
        k += 1
      }
      if descend >= 0 {
        // Provisionally `false` so that a malformed tableau with a cycle cannot loop forever.
        reach[descend] = false
        stack[stack.count - 1].next = k
        stack.append((descend, 0))
        continue
      }
      // Settled: a `true` answer settles every row still open on the stack, since each reaches it.
      stack.removeLast()
      reach[top.symbol] = found
      if found {
        for open in stack { reach[open.symbol] = true }
        return true
      }
    }
    return reach[s] ?? false
  }

  /// Whether a parametric restricted symbol can grow from zero without a restricted row going
  /// negative (the ratio test allows a positive step).
  private func canIncrease(_ s: Int32) -> Bool {
    for t in columns[Int(s)] {
      let row = rows[Int(t)]
      guard row.basic >= 0, kinds[Int(row.basic)].isRestricted else { continue }
      if row.coefficient(of: s) < 0 && row.constant <= 0 { return false }
    }
    return true
  }

  /// The number of objective entries (symbol × level).
  var objectiveEntryCount: Int { objective.entryCount }

  /// Rows and cells by kind of basic symbol, the longest row and the objective's levels.
  func statistics() -> [String: Int] {
    var stats = [
      "externalRows": 0, "externalCells": 0, "restrictedRows": 0, "restrictedCells": 0, "longestRow": 0,
    ]
    for row in rows where row.basic >= 0 {
      let external = kinds[Int(row.basic)] == .external
      stats[external ? "externalRows" : "restrictedRows", default: 0] += 1
      stats[external ? "externalCells" : "restrictedCells", default: 0] += row.cells.count
      stats["longestRow"] = max(stats["longestRow"] ?? 0, row.cells.count)
    }
    var levels: Set<Double> = []
    for s in 0..<kinds.count { for entry in objective.entries(Int32(s)) { levels.insert(entry.level) } }
    stats["objectiveLevels"] = levels.count
    stats["objectiveEntries"] = objective.entryCount
    stats["pivots"] = pivotCount
    stats["directResolutions"] = directResolutionCount
    return stats
  }

  /// The number of rows in use.
  var rowCount: Int { rows.count - freeRows.count }

  /// Broken invariants of the storage (column index, basic map, sorted cells, feasibility), as
  /// messages; empty when the tableau is sound. For tests.
  func invariantViolations() -> [String] {
    var out: [String] = []
    for (r, row) in rows.enumerated() where row.basic != Row.freeBasic {
      if row.basic >= 0 && rowOf[Int(row.basic)] != Int32(r) { out.append("r\(r): basic not mapped") }
      if row.basic >= 0 && kinds[Int(row.basic)].isRestricted && row.constant < 0 {
        out.append("r\(r): infeasible \(row.constant)")
      }
      for (j, cell) in row.cells.enumerated() {
        if j > 0 && row.cells[j - 1].symbol >= cell.symbol { out.append("r\(r): cells not sorted") }
        if cell.coefficient == 0 { out.append("r\(r): zero coefficient") }
        if cell.symbol == row.basic { out.append("r\(r): basic symbol in its own row") }
        if rowOf[Int(cell.symbol)] >= 0 {
          // Only a variable's row may name a basic variable, and only one of lower rank.
          let chained = row.basic >= 0 && kinds[Int(row.basic)] == .external && kinds[Int(cell.symbol)] == .external
          if !chained || rank[Int(cell.symbol)] >= rank[Int(row.basic)] {
            out.append("r\(r): basic s\(cell.symbol) used as parametric")
          }
        }
        let column = columns[Int(cell.symbol)]
        if Int(cell.position) >= column.count || column[Int(cell.position)] != Int32(r) {
          out.append("r\(r): s\(cell.symbol) has a wrong column position")
        }
      }
    }
    for (s, column) in columns.enumerated() {
      for (k, r) in column.enumerated() {
        let p = Row.position(of: Int32(s), in: rows[Int(r)].cells)
        if p < 0 || rows[Int(r)].cells[p].position != Int32(k) { out.append("column s\(s): stale r\(r)") }
      }
      if rowOf[s] >= 0 && !objective.isZero(Int32(s)) { out.append("s\(s): basic symbol with a cost") }
      if rowOf[s] >= 0 && kinds[s] != .external && !column.isEmpty { out.append("s\(s): basic symbol in a column") }
    }
    return out
  }

  /// A canonical text dump of rows, basics and objective, for tests that compare tableaus.
  func dump() -> String {
    var out = "symbols \(kinds.count) free \(freeSymbols.sorted())\n"
    for (r, row) in rows.enumerated() where row.basic != Row.freeBasic {
      out += "r\(r) s\(row.basic) = \(row.constant)"
      for cell in row.cells { out += " + \(cell.coefficient)·s\(cell.symbol)" }
      out += "\n"
    }
    for s in 0..<kinds.count where !objective.isZero(Int32(s)) {
      out += "cost s\(s):"
      for e in objective.entries(Int32(s)) { out += " \(e.level):\(e.coefficient)" }
      out += "\n"
    }
    return out
  }
}
