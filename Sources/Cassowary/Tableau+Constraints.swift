// Adding and removing constraints (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm", §4–5), with an improved choice of subject and a journal that
// undoes a rejected addition.

extension Tableau {
  /// Adds `expression <relation> 0` at `level` (`infinity` = required) and re-optimises.
  ///
  /// When the constraint cannot hold the tableau is left exactly as it was; after any other
  /// failure ``isDamaged`` is set.
  ///
  /// With `keepsMarker` a required equality gets a ``SymbolKind/dummy`` marker (see
  /// ``Solver/addConstraint(_:keepsMarker:)``); other constraints have markers anyway.
  mutating func addConstraint(
    _ expression: Expression, _ relation: Relation, level: Double, keepsMarker: Bool = false
  ) throws(TableauFailure) -> Tag {
    if level == .infinity && relation == .equal && !keepsMarker && resolveDirectly(expression) {
      return Tag(level: level)
    }
    resetPivotBudget()
    invalidateValues()
    evaluationOrderIsStale = true
    beginTransaction()
    do {
      let tag = try addLogged(expression, relation, level: level, keepsMarker: keepsMarker)
      commit()
      return tag
    } catch {
      if error == .unsatisfiable || journal.isActive {
        rollback()
      } else {
        // A budget or invariant failure after rows changed unlogged: keep the (valid but
        // unfinished) state and let the solver rebuild it.
        commit()
        isDamaged = true
      }
      throw error
    }
  }

  private mutating func addLogged(
    _ expression: Expression, _ relation: Relation, level: Double, keepsMarker: Bool
  ) throws(TableauFailure) -> Tag {
    // Until a row grows long the tableau stays fully substituted, exactly as without chains.
    var row = Row(basic: Row.objectiveBasic, constant: 0, cells: [])
    var chainedSubject: Int32 = -1
    var chainedRank = 0.0
    if !hasChains { row = buildRow(expression) }
    if let slackRow = slackSubjectRow(expression, relation, substituted: row) {
      // A feasible slack subject substitutes nowhere, so the row need not be chained.
      row = slackRow
    } else if hasChains || row.cells.count > chainingRowLength {
      let chained = constraintRow(expression)
      if hasChains || chained.subject >= 0 { (row, chainedSubject, chainedRank) = chained }
    }
    var tag = Tag(level: level)
    let required = level == .infinity
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expr <= 0  ⇔  expr + slack = 0;  expr >= 0  ⇔  expr - slack = 0.
      let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = newSymbol(.slack)
      tag.marker = slack
      Tableau.insert(slack, sign, into: &row)
      if !required {
        let error = newSymbol(.error)
        tag.other = error
        Tableau.insert(error, -sign, into: &row)
        addCost(error, level: level, 1)
      }
    case .equal:
      if !required {
        // expr = plus - minus, both violations costed.
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tag.marker = plus
        tag.other = minus
        Tableau.insert(plus, -1, into: &row)
        Tableau.insert(minus, 1, into: &row)
        addCost(plus, level: level, 1)
        addCost(minus, level: level, 1)
      } else if keepsMarker {
        // expr + dummy = 0 with the dummy held at 0: the row is unchanged in value, and the
        // dummy's column records every row the constraint was substituted into.
        let dummy = newSymbol(.dummy)
        tag.marker = dummy
        Tableau.insert(dummy, 1, into: &row)
      }
    }
    if row.cells.isEmpty {
      // A required equality that reduced to a constant: redundant if 0, contradictory otherwise.
      if row.constant != 0 { throw .unsatisfiable }
      return tag
    }
    if row.constant < 0 {
      row.constant = -row.constant
      for i in row.cells.indices { row.cells[i].coefficient = -row.cells[i].coefficient }
    }
    if chainedSubject >= 0 {
      let subject = chainedSubject
      // The rows that name the subject keep naming it; nothing restricted mentions it.
      Tableau.solve(&row, for: subject)
      let chains = !columns[Int(subject)].isEmpty || row.cells.contains { rowOf[Int($0.symbol)] >= 0 }
      _ = insertRow(consume row)
      setRank(subject, chainedRank)
      hasChains = hasChains || chains
      try optimize()
      return tag
    }
    var subject = chooseSubject(row, tag)
    if subject < 0 && required && relation == .equal && tag.marker < 0 && row.constant == 0 && !row.cells.isEmpty
      && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy })
    {
      // Holds at the marked equalities' present constants, which alone it depends on: redundant,
      // as when it reduces to 0 = 0, but not for good. It gets a dummy of its own as its basic
      // symbol (kiwi's redundant equality), so that a new constant that breaks it is found
      // (`shiftConstant(ofMarked:by:)`) instead of phase one failing for want of a pivot.
      let own = newSymbol(.dummy)
      tag.marker = own
      Tableau.insert(own, 1, into: &row)
      subject = own
    }
    if subject >= 0 {
      // A free variable may sit in restricted rows, which its substitution can make infeasible
      // and a conflict then rejects: log the rows so that they can be put back.
      if prefersSlackSubjects && !columns[Int(subject)].isEmpty { journal.isActive = true }
      Tableau.solve(&row, for: subject)
      let r = insertRow(consume row)
      substitute(subject, row: r)
      if kinds[Int(subject)] == .external { setRank(subject, nextRank) }
      if prefersSlackSubjects && !infeasibleRows.isEmpty { try restoreFeasibility(required: required) }
    } else {
      journal.isActive = true
      try addWithArtificialVariable(row)
    }
    try optimize()
    // Rounding can leave a restricted row a hair below zero; the dual simplex puts it back.
    if !infeasibleRows.isEmpty { try dualOptimize() }
    return tag
  }

  /// The expression as a row over parametric symbols: basic variables replaced by their rows.
  ///
  /// Rows are sorted, so the terms are merged in one pass each into a reused buffer; a term's
  /// coefficients that cancel (relative to their size) drop out.
  mutating func buildRow(_ expression: Expression) -> Row {
    var constant = expression.constant
    var constantScale = abs(constant)
    var acc: [Cell] = []
    var spare: [Cell] = []
    swap(&acc, &buildBuffer)
    swap(&spare, &mergeBuffer)
    acc.removeAll(keepingCapacity: true)
    for term in expression.terms {
      let s = externalOf[term.variable.id]
      let k = term.coefficient
      let r = rowOf[Int(s)]
      if k == 0 {
        continue
      } else if r >= 0 {
        let contribution = k * rows[Int(r)].constant
        constant += contribution
        constantScale = max(constantScale, abs(contribution))
        Tableau.mergeScaled(acc, rows[Int(r)].cells, k, into: &spare)
        swap(&acc, &spare)
      } else {
        let p = Row.position(of: s, in: acc)
        if p < 0 {
          acc.insert(Cell(symbol: s, coefficient: k), at: -p - 1)
        } else {
          let c = Numerics.add(acc[p].coefficient, k)
          if c == 0 { acc.remove(at: p) } else { acc[p].coefficient = c }
        }
      }
    }
    if abs(constant) <= Numerics.epsilon * constantScale { constant = 0 }
    var cells: [Cell] = []
    cells.reserveCapacity(acc.count + 2)
    cells.append(contentsOf: acc)
    swap(&acc, &buildBuffer)
    swap(&spare, &mergeBuffer)
    return Row(basic: Row.objectiveBasic, constant: constant, cells: cells)
  }

  /// `out = a + k·b` for sorted cell lists, dropping cancelled coefficients.
  private static func mergeScaled(_ a: [Cell], _ b: [Cell], _ k: Double, into out: inout [Cell]) {
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      let sa = i < a.count ? a[i].symbol : Int32.max
      let sb = j < b.count ? b[j].symbol : Int32.max
      if sa < sb {
        out.append(a[i])
        i += 1
      } else if sb < sa {
        out.append(Cell(symbol: sb, coefficient: k * b[j].coefficient))
        j += 1
      } else {
        let c = Numerics.add(a[i].coefficient, k * b[j].coefficient)
        if c != 0 { out.append(Cell(symbol: sa, coefficient: c)) }
        i += 1
        j += 1
      }
    }
  }

  /// Inserts a fresh symbol into a row being built.
  static func insert(_ s: Int32, _ coefficient: Double, into row: inout Row) {
    let p = Row.position(of: s, in: row.cells)
    row.cells.insert(Cell(symbol: s, coefficient: coefficient), at: -p - 1)
  }

  /// Solves `0 = c + Σ aᵢ sᵢ` for `subject`: `subject = -c/a - Σ (aᵢ/a) sᵢ`.
  static func solve(_ row: inout Row, for subject: Int32) {
    let p = Row.position(of: subject, in: row.cells)
    let scale = -1 / row.cells[p].coefficient
    row.cells.remove(at: p)
    for i in row.cells.indices { row.cells[i].coefficient *= scale }
    row.constant *= scale
    row.basic = subject
  }

  /// The symbol to make basic for a new row, or -1 when none keeps the tableau feasible.
  ///
  /// An external variable first: the one occurring in the fewest rows, ideally none (the
  /// constraint's own new variable), so that substituting it touches as few rows as possible and
  /// rows stay short; ties go to the lowest id (the oldest variable), which on stack-like
  /// chains keeps every row to a couple of symbols where kiwi's choice builds O(N)-long rows.
  /// Otherwise the constraint's own slack or error when its coefficient is negative: it occurs in no
  /// other row, and the constant is non-negative, so it is feasible as a basic value.
  ///
  /// With ``prefersSlackSubjects`` an inequality's own slack comes first whenever it is feasible
  /// (a negative coefficient, or a zero constant), as UIKit's engine leaves a size that only
  /// inequalities hold at 0 rather than at its bound.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
    if prefersSlackSubjects && tag.marker >= 0 && kinds[Int(tag.marker)] == .slack {
      let a = row.coefficient(of: tag.marker)
      if a < 0 || (a != 0 && row.constant == 0) { return tag.marker }
    }
    var best: Int32 = -1
    var bestUse = Int.max
    for cell in row.cells where kinds[Int(cell.symbol)] == .external {
      let use = columns[Int(cell.symbol)].count
      if use < bestUse {
        best = cell.symbol
        bestUse = use
        if use == 0 { break }
      }
    }
    if best >= 0 { return best }
    if tag.marker >= 0 && kinds[Int(tag.marker)].isPivotable && row.coefficient(of: tag.marker) < 0 {
      return tag.marker
    }
    if tag.other >= 0 && kinds[Int(tag.other)].isPivotable && row.coefficient(of: tag.other) < 0 {
      return tag.other
    }
    // A required equality of dummies alone that holds is redundant: its own dummy becomes basic
    // (at 0). One that does not hold goes to phase one, which finds it unsatisfiable.
    if tag.marker >= 0 && kinds[Int(tag.marker)] == .dummy && row.constant == 0
      && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy })
    {
      return tag.marker
    }
    return -1
  }

  /// The fully substituted row of an inequality whose own slack will be its subject (see
  /// ``chooseSubject(_:_:)``), or nil when slack subjects are not preferred or it is not feasible.
  ///
  /// `substituted` is the row ``buildRow(_:)`` made while nothing is chained; once rows are
  /// chained the expression is expanded fully here.
  private mutating func slackSubjectRow(
    _ expression: Expression, _ relation: Relation, substituted: Row
  ) -> Row? {
    guard prefersSlackSubjects, relation != .equal else { return nil }
    var row = substituted
    if hasChains {
      var cells: [Cell] = []
      for term in expression.terms where term.coefficient != 0 {
        cells.append(Cell(symbol: externalOf[term.variable.id], coefficient: term.coefficient))
      }
      let expanded = expandChains(constant: expression.constant, cells: cells)
      row = Row(basic: Row.objectiveBasic, constant: expanded.constant, cells: expanded.cells)
    }
    // expr <= 0 gets +slack and expr >= 0 gets -slack; the row is then negated when its
    // constant is negative. The slack is feasible as the subject when its coefficient ends
    // negative, or the constant is zero.
    let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
    let normalised = row.constant < 0 ? -sign : sign
    return normalised < 0 || row.constant == 0 ? row : nil
  }

  /// The dual simplex after a new row's subject was substituted into restricted rows that name a
  /// free variable. A required constraint whose rows cannot be made feasible conflicts.
  private mutating func restoreFeasibility(required: Bool) throws(TableauFailure) {
    do {
      try dualOptimize()
    } catch {
      if case .internalError = error, required { throw .unsatisfiable }
      throw error
    }
  }

  /// Phase one for a required row without a subject: minimise an artificial variable equal to
  /// the row; the constraint can hold exactly when the minimum is zero.
  private mutating func addWithArtificialVariable(_ row: Row) throws(TableauFailure) {
    let art = newSymbol(.artificial)
    var artRow = row
    artRow.basic = art
    _ = insertRow(artRow)
    artificialObjective = insertRow(row)
    try optimizeArtificial()
    let residual = rows[Int(artificialObjective)].constant
    deleteRow(artificialObjective)
    artificialObjective = -1
    guard abs(residual) <= 1e-9 * max(1, row.constant) else { throw .unsatisfiable }
    let r = rowOf[Int(art)]
    if r >= 0 {
      // Still basic at zero: the row is the constraint; make one of its own symbols basic instead.
      touchRow(r)
      rows[Int(r)].constant = 0
      if rows[Int(r)].cells.isEmpty {
        deleteRow(r)
      } else {
        guard let entering = rows[Int(r)].cells.first(where: { kinds[Int($0.symbol)].isPivotable }) else {
          throw .internalError("no pivotable symbol in an artificial row")
        }
        pivot(row: r, entering: entering.symbol)
      }
    }
    // The artificial variable is parametric at zero now: drop its column.
    let column = columns[Int(art)]
    for t in column {
      touchRow(t)
      let p = Row.position(of: art, in: rows[Int(t)].cells)
      if p >= 0 { rows[Int(t)].cells.remove(at: p) }
    }
    columns[Int(art)].removeAll()
    clearCost(art)
    recycle(art)
  }

  /// Removes a constraint that has a marker (an inequality or an optional constraint).
  mutating func removeConstraint(_ tag: Tag) throws(TableauFailure) {
    resetPivotBudget()
    invalidateValues()
    evaluationOrderIsStale = true
    let marker = tag.marker
    let other = tag.other
    if other >= 0 && kinds[Int(other)] == .error { removeCost(of: other, level: tag.level) }
    if kinds[Int(marker)] == .error { removeCost(of: marker, level: tag.level) }
    if rowOf[Int(marker)] >= 0 {
      deleteRow(rowOf[Int(marker)])
    } else if let r = markerLeavingRow(marker) {
      expandRow(r)
      pivot(row: r, entering: marker)
      deleteRow(rowOf[Int(marker)])
    }
    // The other symbol's column is the negated marker's column, so it went with the marker's
    // row; clear any rounding residue so that the symbol can be recycled.
    if other >= 0 {
      if rowOf[Int(other)] >= 0 { deleteRow(rowOf[Int(other)]) }
      for t in columns[Int(other)] {
        touchRow(t)
        let p = Row.position(of: other, in: rows[Int(t)].cells)
        if p >= 0 { rows[Int(t)].cells.remove(at: p) }
      }
      columns[Int(other)].removeAll()
      clearCost(other)
      recycle(other)
    }
    clearCost(marker)
    recycle(marker)
    try optimize()
    if !infeasibleRows.isEmpty { try dualOptimize() }
  }

  /// Takes an error symbol's cost out of the objective.
  private mutating func removeCost(of error: Int32, level: Double) {
    let r = rowOf[Int(error)]
    if r >= 0 {
      let cells = rows[Int(r)].cells
      for cell in cells { addCost(cell.symbol, level: level, -cell.coefficient) }
    } else {
      addCost(error, level: level, -1)
    }
  }

  /// The row to pivot a parametric marker into before dropping it: a restricted row with the
  /// smallest ratio where the marker's coefficient is negative, else where it is positive, else an
  /// unrestricted row; ties to the lowest basic id so that the choice does not depend on order.
  private func markerLeavingRow(_ marker: Int32) -> Int32? {
    var first: (row: Int32, ratio: Double, basic: Int32)?
    var second: (row: Int32, ratio: Double, basic: Int32)?
    var third: (row: Int32, basic: Int32)?
    for t in columns[Int(marker)] {
      let row = rows[Int(t)]
      let b = row.basic
      guard b >= 0 else { continue }
      let a = row.coefficient(of: marker)
      if kinds[Int(b)] == .external {
        if third.map({ b < $0.basic }) ?? true { third = (t, b) }
      } else if a < 0 {
        let ratio = -row.constant / a
        if first.map({ ratio < $0.ratio || (ratio == $0.ratio && b < $0.basic) }) ?? true {
          first = (t, ratio, b)
        }
      } else {
        let ratio = row.constant / a
        if second.map({ ratio < $0.ratio || (ratio == $0.ratio && b < $0.basic) }) ?? true {
          second = (t, ratio, b)
        }
      }
    }
    return first?.row ?? second?.row ?? third?.row
  }
}
