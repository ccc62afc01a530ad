// Variable rows that name other variables: what keeps stacked layouts (forms) linear.
//
// In a fully substituted (dictionary) tableau every basic variable's row holds only parametric
// symbols. A form stacks its rows, so the top of row i depends on the slack and error symbols of
// every row above it: the tops' rows hold O(i) cells each and the tableau O(N²) (0.76 million
// cells for 1,000 views, 6.8 million for 3,000), and building it costs as much. The simplex never
// reads those rows — it pivots only on restricted rows (slacks and errors) — so a variable's row
// may instead name other basic variables ("chain" to them) as long as restricted rows and the
// objective stay fully substituted. Chains are kept acyclic by a rank per basic variable: a row
// only names variables of lower rank. Values are read back in one pass in rank order
// (Tableau+ChainValues.swift); a new constraint that needs a substituted row expands chains highest rank
// first, so the common prefix of two stacked tops cancels after a few steps.

extension Tableau {
  /// The length of a fully substituted new row beyond which the tableau starts chaining. Below
  /// it the tableau is exactly the dictionary form (so small layouts solve as they always did,
  /// ambiguous ones included); above it substitution costs grow with the layout.
  static let defaultChainingRowLength = 64

  /// The row of a new constraint, expanded through basic variables' rows only as far as needed.
  ///
  /// Basic variables are expanded highest rank first. Expansion stops as soon as the row holds a
  /// variable that can be its subject with the rest left chained: a parametric variable that
  /// occurs only in other variables' rows (never in a restricted row, so nothing the simplex reads
  /// changes) and whose coefficient is final (no pending expansion can reach a row naming it).
  /// Its rank then sits between the pending variables and the rows naming it, which keeps the
  /// chains acyclic. Among several, the one in the fewest rows, ties to the lowest id (as
  /// ``chooseSubject(_:_:)``). Without one, the row is expanded fully (`subject` is -1).
  mutating func constraintRow(_ expression: Expression) -> (row: Row, subject: Int32, rank: Double) {
    // The terms go through the reused build buffer instead of a fresh array per constraint.
    var cells: [Cell] = []
    swap(&cells, &buildBuffer)
    cells.removeAll(keepingCapacity: true)
    for term in expression.terms where term.coefficient != 0 {
      cells.append(Cell(symbol: externalOf[term.variable.id], coefficient: term.coefficient))
    }
    let e = expand(constant: expression.constant, cells: cells, seekingSubject: true)
    swap(&cells, &buildBuffer)
    return (Row(basic: Row.objectiveBasic, constant: e.constant, cells: e.cells), e.subject, e.rank)
  }

  /// `constant + Σ cells` with every basic variable replaced by its row, recursively: the fully
  /// substituted form, over parametric symbols only, sorted by symbol.
  mutating func expandChains(constant: Double, cells: [Cell]) -> (constant: Double, cells: [Cell]) {
    let e = expand(constant: constant, cells: cells, seekingSubject: false)
    return (e.constant, e.cells)
  }

  /// The one expansion loop behind ``constraintRow(_:)`` and ``expandChains(constant:cells:)``.
  ///
  /// Basic variables are expanded highest rank first, each once, after every row that names it,
  /// so its coefficient is final when it is expanded and cancelled ones cost nothing further.
  /// `seekingSubject` stops early at a chainable subject (see ``constraintRow(_:)``); otherwise
  /// every basic variable is expanded. A constant that cancels (relative to the largest
  /// contribution) is returned as 0; the cells are sorted by symbol.
  private mutating func expand(
    constant: Double, cells input: [Cell], seekingSubject: Bool
  ) -> (constant: Double, cells: [Cell], subject: Int32, rank: Double) {
    expandGeneration &+= 1
    let stamp = expandGeneration
    var constant = constant
    var scale = abs(constant)
    // Emptying an empty list still costs the generic `removeAll` path; the pending heap is empty
    // whenever the last expansion ran to the end, the eligible list when it sought no subject.
    if !expandTouched.isEmpty { expandTouched.removeAll(keepingCapacity: true) }
    if !expandPending.isEmpty { expandPending.removeAll(keepingCapacity: true) }
    if !expandEligible.isEmpty { expandEligible.removeAll(keepingCapacity: true) }
    var highestEligible = -Double.infinity
    for cell in input {
      expandAdd(cell.symbol, cell.coefficient, stamp, seekingSubject, &highestEligible)
    }
    var subject: Int32 = -1
    var subjectRank = 0.0
    while true {
      let floor = expandPending.first?.rank ?? -Double.infinity
      if highestEligible > floor {
        var bestUse = Int.max
        for s in expandEligible where expandCoefficient[Int(s)] != 0 && expandCeiling[Int(s)] > floor {
          let ceiling = expandCeiling[Int(s)]
          let r = ceiling == .infinity ? max(nextRank, floor + 1) : (floor == -.infinity ? ceiling - 1 : (floor + ceiling) / 2)
          guard r > floor && r < ceiling else { continue }
          let use = columns[Int(s)].count
          if use < bestUse || (use == bestUse && s < subject) {
            subject = s
            subjectRank = r
            bestUse = use
          }
        }
        if subject >= 0 { break }
      }
      guard let (_, s) = Tableau.popMax(&expandPending) else { break }
      let k = expandCoefficient[Int(s)]
      expandCoefficient[Int(s)] = 0
      if k == 0 { continue }
      let r = Int(rowOf[Int(s)])
      let contribution = k * rows[r].constant
      constant += contribution
      scale = max(scale, abs(contribution))
      for cell in rows[r].cells {
        expandAdd(cell.symbol, k * cell.coefficient, stamp, seekingSubject, &highestEligible)
      }
    }
    var out: [Cell] = []
    out.reserveCapacity(expandTouched.count + 2)
    for s in expandTouched where expandCoefficient[Int(s)] != 0 && (seekingSubject || rowOf[Int(s)] < 0) {
      out.append(Cell(symbol: s, coefficient: expandCoefficient[Int(s)]))
    }
    out.sort { $0.symbol < $1.symbol }
    if abs(constant) <= Numerics.epsilon * scale { constant = 0 }
    return (constant, out, subject, subjectRank)
  }

  /// Adds `k · s` to the expansion under way: a basic variable is queued for expansion, and a
  /// parametric variable that chained rows alone name is noted as a possible subject.
  @inline(__always)
  private mutating func expandAdd(
    _ s: Int32, _ k: Double, _ stamp: UInt64, _ seekingSubject: Bool, _ highestEligible: inout Double
  ) {
    if expandStamp[Int(s)] != stamp {
      expandStamp[Int(s)] = stamp
      expandCoefficient[Int(s)] = k
      expandTouched.append(s)
      if rowOf[Int(s)] >= 0 {
        Tableau.pushMax(&expandPending, (rank[Int(s)], s))
      } else if seekingSubject && kinds[Int(s)] == .external {
        let h = lowestNamingRank(s)
        if h > -Double.infinity {
          expandCeiling[Int(s)] = h
          expandEligible.append(s)
          highestEligible = max(highestEligible, h)
        }
      }
    } else {
      expandCoefficient[Int(s)] = Numerics.add(expandCoefficient[Int(s)], k)
    }
  }

  /// The lowest rank among the rows that name parametric variable `s` (infinity when none does),
  /// or -infinity when a restricted row names it, which rules it out as a chained subject.
  private func lowestNamingRank(_ s: Int32) -> Double {
    var lowest = Double.infinity
    for t in columns[Int(s)] {
      let b = rows[Int(t)].basic
      if b < 0 || kinds[Int(b)] != .external { return -.infinity }
      lowest = min(lowest, rank[Int(b)])
    }
    return lowest
  }

  /// Gives a symbol that just became basic its rank in the chain order.
  mutating func setRank(_ s: Int32, _ r: Double) {
    rank[Int(s)] = r
    evaluationOrderIsStale = true
    if r >= nextRank { nextRank = r.rounded(.down) + 1 }
  }

  /// Replaces row `r`'s chained cells by their expansion, so that the row can take part in a pivot.
  mutating func expandRow(_ r: Int32) {
    let row = rows[Int(r)]
    guard row.cells.contains(where: { rowOf[Int($0.symbol)] >= 0 }) else { return }
    let expanded = expandChains(constant: row.constant, cells: row.cells)
    touchRow(r)
    for cell in rows[Int(r)].cells { detach(cell) }
    rows[Int(r)].cells = expanded.cells
    rows[Int(r)].constant = expanded.constant
    attachCells(of: r)
  }

  /// Makes room for symbols `0..<count` in the chain bookkeeping (ahead of need: these tables
  /// are only read for symbols in use, and a rolled-back symbol's stale entries are overwritten
  /// before they are read, as they always were).
  @inline(__always)
  mutating func growChains(to count: Int) {
    if rank.count < count {
      rank.growAhead(to: count, filling: 0)
      valueCache.growAhead(to: count, filling: 0)
      valueStamp.growAhead(to: count, filling: 0)
      expandCoefficient.growAhead(to: count, filling: 0)
      expandStamp.growAhead(to: count, filling: 0)
      expandCeiling.growAhead(to: count, filling: 0)
    }
  }

  private static func pushMax(_ heap: inout [(rank: Double, symbol: Int32)], _ item: (rank: Double, symbol: Int32)) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if heap[parent].rank >= item.rank { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = item
  }

  private static func popMax(_ heap: inout [(rank: Double, symbol: Int32)]) -> (rank: Double, symbol: Int32)? {
    guard let last = heap.popLast() else { return nil }
    guard let top = heap.first else { return last }
    var parent = 0
    while true {
      var child = 2 * parent + 1
      if child >= heap.count { break }
      if child + 1 < heap.count && heap[child + 1].rank > heap[child].rank { child += 1 }
      if heap[child].rank <= last.rank { break }
      heap[parent] = heap[child]
      parent = child
    }
    heap[parent] = last
    return top
  }
}
