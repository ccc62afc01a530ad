/// The undo log of one constraint addition, so that a rejected constraint leaves the tableau
/// exactly as it was (cassowary.dart#12 and amoeba#1 report solvers that do not).
///
/// A constraint can be rejected only on two paths: its row reduces to a non-zero constant (before
/// any row changed), or phase one fails. So an addition opens the log cheaply (a checkpoint of the
/// arena and symbol counts) and starts saving rows and objective entries only when phase one
/// begins. Each is saved the first time it changes (an epoch per row and per symbol makes "first
/// time" a compare), so the log costs as much as the work it records.
struct Journal {
  /// Whether an addition is in progress (symbol allocations are tracked).
  var isOpen = false
  /// Whether rows and objective entries are being saved (phase one is running).
  var isActive = false
  /// The current addition's number; a row or symbol stamped with it was saved already.
  var epoch: UInt32 = 0
  /// Arena size before the addition: slots at or past it are new.
  var rowCount = 0
  /// Symbol count before the addition: ids at or past it are new.
  var symbolCount = 0
  /// The free lists before the addition.
  var freeRows: [Int32] = []
  var freeSymbols: [Int32] = []
  /// First-touch copies of rows and of symbols' objective entries.
  var savedRows: [(index: Int32, row: Row)] = []
  /// Saved objective entries: each symbol's run of `savedEntries`, in one flat list so that saving
  /// a symbol's costs allocates nothing once the list has grown (it made an array per symbol).
  var savedCosts: [(symbol: Int32, start: Int32, count: Int32)] = []
  var savedEntries: [ObjectiveEntry] = []
  /// Recycled symbol ids handed out during the addition.
  var reusedSymbols: [Int32] = []
  /// Per row and per symbol: the epoch in which it was saved.
  var rowEpoch: [UInt32] = []
  var symbolEpoch: [UInt32] = []

  /// Makes room for `count` rows.
  mutating func growRows(to count: Int) {
    rowEpoch.grow(to: count, filling: 0)
  }

  /// Makes room for `count` symbols (and more: the stamps run ahead of the symbols in use).
  @inline(__always)
  mutating func growSymbols(to count: Int) {
    symbolEpoch.growAhead(to: count, filling: 0)
  }

  /// Records that a recycled id was handed out.
  mutating func noteSymbolReused(_ s: Int32) {
    if isOpen { reusedSymbols.append(s) }
  }
}

extension Tableau {
  /// Opens the log: records the checkpoint that ``rollback()`` returns to. Rows are saved only
  /// once ``Journal/isActive`` is set.
  mutating func beginTransaction() {
    journal.epoch &+= 1
    if journal.epoch == 0 {
      // The stamps wrapped around: clear them so that no stale stamp matches.
      for i in journal.rowEpoch.indices { journal.rowEpoch[i] = 0 }
      for i in journal.symbolEpoch.indices { journal.symbolEpoch[i] = 0 }
      journal.epoch = 1
    }
    journal.isOpen = true
    journal.isActive = false
    journal.rowCount = rows.count
    journal.symbolCount = kinds.count
    journal.freeRows = freeRows
    journal.freeSymbols = freeSymbols
  }

  /// Keeps the changes and empties the log.
  mutating func commit() {
    journal.isOpen = false
    journal.isActive = false
    // Most additions save nothing (no phase one, no recycled symbol), and emptying an empty list
    // still runs the generic `removeAll` path: 5.3 M of a `mix-1000` build's 278 M instructions.
    if !journal.savedRows.isEmpty { journal.savedRows.removeAll(keepingCapacity: true) }
    if !journal.savedCosts.isEmpty { journal.savedCosts.removeAll(keepingCapacity: true) }
    if !journal.savedEntries.isEmpty { journal.savedEntries.removeAll(keepingCapacity: true) }
    if !journal.reusedSymbols.isEmpty { journal.reusedSymbols.removeAll(keepingCapacity: true) }
    journal.freeRows = []
    journal.freeSymbols = []
  }

  /// Saves row `r` before its first change in the current addition.
  @inline(__always)
  mutating func touchRow(_ r: Int32) {
    guard journal.isActive, Int(r) < journal.rowCount, journal.rowEpoch[Int(r)] != journal.epoch else {
      return
    }
    journal.rowEpoch[Int(r)] = journal.epoch
    journal.savedRows.append((r, rows[Int(r)]))
  }

  /// Saves the objective entries of `s` before their first change in the current addition.
  @inline(__always)
  mutating func touchCost(_ s: Int32) {
    guard journal.isActive, Int(s) < journal.symbolCount, journal.symbolEpoch[Int(s)] != journal.epoch
    else { return }
    journal.symbolEpoch[Int(s)] = journal.epoch
    let start = journal.savedEntries.count
    objective.appendEntries(of: s, to: &journal.savedEntries)
    journal.savedCosts.append((s, Int32(start), Int32(journal.savedEntries.count - start)))
  }

  /// Undoes every change since ``beginTransaction()``: rows, column index, objective, symbols.
  /// Valid when rows changed only while ``Journal/isActive`` was set.
  mutating func rollback() {
    let saved = journal.savedRows
    // Unhook the current content of every changed or new row from the indexes.
    for (r, _) in saved { unhook(r) }
    for r in journal.rowCount..<rows.count { unhook(Int32(r)) }
    rows.removeLast(rows.count - journal.rowCount)
    freeRows = journal.freeRows
    // Put the saved rows back, latest save last (each row is saved once per addition).
    for (r, row) in saved {
      rows[Int(r)] = row
      attachCells(of: r)
      if row.basic >= 0 {
        rowOf[Int(row.basic)] = r
        noteChanged(row.basic)
      }
    }
    // Objective: new symbols lose their entries, touched ones get theirs back.
    for s in journal.symbolCount..<kinds.count { objective.clear(Int32(s)) }
    for (s, start, count) in journal.savedCosts {
      objective.clear(s)
      for e in journal.savedEntries[Int(start)..<Int(start + count)] { objective.add(s, level: e.level, e.coefficient) }
    }
    for s in journal.reusedSymbols {
      rowOf[Int(s)] = -1
      columns[Int(s)].removeAll(keepingCapacity: true)
      objective.clear(s)
    }
    enteringCandidates.removeAll()
    infeasibleRows.removeAll()
    let n = journal.symbolCount
    if kinds.count > n {
      kinds.removeLast(kinds.count - n)
      rowOf.removeLast(rowOf.count - n)
      columns.removeLast(columns.count - n)
      variableOf.removeLast(variableOf.count - n)
      changedFlags.removeLast(changedFlags.count - n)
      objective.truncate(to: n)
      infeasibleRows.truncate(to: n)
    }
    freeSymbols = journal.freeSymbols
    artificialObjective = -1
    commit()
  }

  /// Removes row `r` from the column index and the basic map, leaving its content.
  private mutating func unhook(_ r: Int32) {
    for cell in rows[Int(r)].cells { detach(cell) }
    let b = rows[Int(r)].basic
    if b >= 0 && rowOf[Int(b)] == r {
      rowOf[Int(b)] = -1
      if Int(b) < journal.symbolCount { noteChanged(b) }
    }
  }
}
