/// The simplex tableau of the incremental Cassowary algorithm, in flat storage.
///
/// Symbols are `Int32` ids indexing parallel arrays; rows live in one arena (``rows``) and keep
/// their cells sorted by symbol. The *column index* (``columns``) lists, for every symbol, the rows
/// in which it is parametric, and is kept exact on every change, so substitution, the ratio tests
/// and edit propagation visit only the rows that contain the symbol at hand — kiwi walks every
/// row instead, which is what makes it quadratic on long layouts.
///
/// Required equalities carry no marker ("dummy") symbol. A dummy would be substituted into every
/// row that depends on its constraint, so a chain of N views would hold O(N²) dummy cells and cost
/// O(N²) to build; without them rows stay as short as the geometry (mostly constants) and building
/// is linear. The price is that removing a required equality rebuilds the tableau (see
/// ``Solver/removeConstraint(_:)``); everything else — inequalities, optional constraints, edits —
/// is removed incrementally through its slack or error symbols. The exception is the few required
/// equalities added with ``Solver/addConstraint(_:keepsMarker:)`` (a window's size): their dummy
/// lets a resize move their constant in place (Tableau+ConstantChanges.swift) and removes them
/// incrementally, at the price of one cell in each row they reach.
struct Tableau {
  // MARK: Symbols (indexed by symbol id)

  /// What each symbol stands for.
  var kinds: [SymbolKind] = []
  /// The row where each symbol is basic, or -1.
  var rowOf: [Int32] = []
  /// The rows where each symbol is parametric (unordered).
  var columns: [[Int32]] = []
  /// For an external symbol, its variable id; otherwise -1.
  var variableOf: [Int32] = []
  /// Recycled ids of removed constraints' symbols, reused before new ids.
  var freeSymbols: [Int32] = []

  // MARK: Variables (indexed by variable id)

  /// The external symbol of each variable.
  var externalOf: [Int32] = []

  // MARK: Rows

  /// The row arena.
  var rows: [Row] = []
  /// Unused arena slots.
  var freeRows: [Int32] = []
  /// The phase-one objective row while a constraint is being added, or -1.
  var artificialObjective: Int32 = -1

  // MARK: Objective and work lists

  /// The lexicographic objective.
  var objective = Objective()
  /// Symbols whose reduced cost may be negative (primal entering candidates).
  var enteringCandidates = EnteringQueue()
  /// Whether the primal simplex fell back to Bland's rule after a long degenerate run.
  var blandMode = false
  /// Restricted basic symbols whose row constant may be negative (dual leaving candidates).
  var infeasibleRows = SymbolHeap()

  // MARK: Changed values, so that reading back touches only what moved

  /// Per symbol: whether it is listed in `changedExternals`.
  var changedFlags: [Bool] = []
  /// External symbols whose value may have changed since the last ``readValues(into:all:)``.
  var changedExternals: [Int32] = []
  /// Set when so much changed that reading every value is cheaper than tracking each one.
  var allValuesChanged = false

  // MARK: Scratch buffers, reused so that pivots do not allocate

  var mergeBuffer: [Cell] = []
  var sourceBuffer: [Cell] = []
  var buildBuffer: [Cell] = []
  var targetBuffer: [Int32] = []

  // MARK: Chained variable rows (see Tableau+Chains.swift)

  /// Per symbol: its rank while it is a basic variable; a variable's row names only lower ranks.
  var rank: [Double] = []
  /// A rank above every rank given so far.
  var nextRank = 1.0
  /// Chaining starts once a new row would be longer than this (tests lower it to chain always).
  var chainingRowLength = Tableau.defaultChainingRowLength
  /// Whether a required equality deciding one fresh variable from constants skips the simplex
  /// (Tableau+DirectResolution.swift); tests turn it off to compare with the general path.
  var resolvesDirectly = true
  /// Whether a new inequality makes its own slack basic whenever that is feasible, so that
  /// variables only inequalities reach stay parametric (at 0) and both simplex loops move such
  /// free variables in either direction (``Solver/prefersSlackSubjects``).
  var prefersSlackSubjects = false
  /// Whether any variable row was left chained; until then every row is fully substituted.
  var hasChains = false
  /// Memoised values of basic variables, valid where `valueStamp` equals `valueGeneration`.
  var valueCache: [Double] = []
  var valueStamp: [UInt64] = []
  var valueGeneration: UInt64 = 1
  /// The depth-first stack of ``evaluate(_:)`` and the order of ``readChangedChainedValues(into:)``, reused.
  var evaluationStack: [Int32] = []
  /// What reading every value back evaluates, in rank order (see ``EvaluationOrder``); rebuilt
  /// lazily after anything but a suggestion changed the tableau.
  var evaluationOrder = EvaluationOrder()
  var evaluationOrderIsStale = true
  /// The value generation at which ``valueCache`` was filled for every basic variable at once.
  var valueCacheCompleteGeneration: UInt64 = 0
  /// The sparse accumulator of ``expandChains(constant:cells:)`` and its reused work lists.
  var expandCoefficient: [Double] = []
  var expandStamp: [UInt64] = []
  var expandCeiling: [Double] = []
  var expandGeneration: UInt64 = 0
  var expandTouched: [Int32] = []
  var expandPending: [(rank: Double, symbol: Int32)] = []
  var expandEligible: [Int32] = []

  // MARK: Bookkeeping

  /// Undo log of the constraint being added.
  var journal = Journal()
  /// Pivots left in the current operation.
  var pivotsLeft = 0
  /// A fixed pivot budget per operation, for tests of the budget path.
  var pivotBudgetOverride: Int?
  /// Required equalities resolved directly since the tableau was made (a diagnostic).
  var directResolutionCount = 0
  /// Pivots done since the tableau was made (a diagnostic).
  var pivotCount = 0
  /// Set when an operation failed half-way (pivot budget, broken invariant); the solver rebuilds.
  var isDamaged = false

  /// An empty tableau.
  init() {}

  /// The number of symbol ids in use or recycled.
  var symbolCount: Int { kinds.count }

  // MARK: Variables

  /// Registers a new variable (id = the current variable count) and its external symbol.
  mutating func addVariable() {
    invalidateValues()
    evaluationOrderIsStale = true
    let s = newSymbol(.external)
    variableOf[Int(s)] = Int32(externalOf.count)
    externalOf.append(s)
  }

  /// The current value of a variable: its row evaluated when basic, else 0.
  @inline(__always)
  mutating func value(ofVariable id: Int) -> Double {
    hasChains ? evaluate(externalOf[id]) : constantValue(ofVariable: id)
  }

  /// A variable's value while no row is chained: its row's constant when basic, else 0.
  @inline(__always)
  func constantValue(ofVariable id: Int) -> Double {
    let r = rowOf[Int(externalOf[id])]
    return r >= 0 ? rows[Int(r)].constant : 0
  }

  // MARK: Symbols

  /// Allocates a symbol, reusing a recycled id when there is one.
  mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
    if let s = freeSymbols.popLast() {
      journal.noteSymbolReused(s)
      kinds[Int(s)] = kind
      return s
    }
    let s = Int32(kinds.count)
    kinds.append(kind)
    rowOf.append(-1)
    columns.append([])
    variableOf.append(-1)
    changedFlags.append(false)
    let count = kinds.count
    objective.grow(to: count)
    growChains(to: count)
    infeasibleRows.grow(to: count)
    journal.growSymbols(to: count)
    return s
  }

  /// Returns a symbol that no row and no objective entry mentions any more to the free list.
  mutating func recycle(_ s: Int32) {
    if s < 0 { return }
    freeSymbols.append(s)
  }

  // MARK: Rows

  /// Puts a row in the arena, indexing its cells and its basic symbol.
  /// Takes the row: a caller that kept its own copy made the cells below copy on write.
  mutating func insertRow(_ row: consuming Row) -> Int32 {
    let r = freeRows.last ?? Int32(rows.count)
    row.cells.withUnsafeMutableBufferPointer { cells in
      for j in cells.indices {
        cells[j].position = appendToColumn(Int(cells[j].symbol), r)
      }
    }
    let basic = row.basic
    if freeRows.popLast() != nil {
      touchRow(r)
      rows[Int(r)] = row
    } else {
      rows.append(row)
      journal.growRows(to: rows.count)
    }
    if basic >= 0 {
      rowOf[Int(basic)] = r
      noteChanged(basic)
      if kinds[Int(basic)] == .external { evaluationOrderIsStale = true }
    }
    return r
  }

  /// Room a column gets when its first row arrives: columns grew from Swift's smallest buffer one
  /// reallocation at a time, a cost session 26's profile of `mix-1000` named (Benchmarks/README.md).
  static let initialColumnCapacity = 8

  /// Appends row `r` to the column of `s` and returns its position there.
  @inline(__always)
  mutating func appendToColumn(_ s: Int, _ r: Int32) -> Int32 {
    let p = columns[s].count
    if p == 0 && columns[s].capacity == 0 { columns[s].reserveCapacity(Tableau.initialColumnCapacity) }
    columns[s].append(r)
    return Int32(p)
  }

  /// Adds row `r` to the column of each of its cells, recording the positions.
  mutating func attachCells(of r: Int32) {
    for j in rows[Int(r)].cells.indices {
      let p = appendToColumn(Int(rows[Int(r)].cells[j].symbol), r)
      rows[Int(r)].cells[j].position = p
    }
  }

  /// Removes a row from the arena and from the column index.
  mutating func deleteRow(_ r: Int32) {
    touchRow(r)
    let basic = rows[Int(r)].basic
    for cell in rows[Int(r)].cells { detach(cell) }
    if basic >= 0 && rowOf[Int(basic)] == r {
      rowOf[Int(basic)] = -1
      noteChanged(basic)
      if kinds[Int(basic)] == .external { evaluationOrderIsStale = true }
    }
    rows[Int(r)].basic = Row.freeBasic
    rows[Int(r)].constant = 0
    rows[Int(r)].cells.removeAll(keepingCapacity: true)
    freeRows.append(r)
  }

  /// Records that the value of `s` may have changed, if it is a variable's symbol.
  @inline(__always)
  mutating func noteChanged(_ s: Int32) {
    if !allValuesChanged && s >= 0 && kinds[Int(s)] == .external && !changedFlags[Int(s)] {
      changedFlags[Int(s)] = true
      changedExternals.append(s)
    }
  }

  /// Writes the current value of every variable whose value may have changed since the last
  /// call (or, with `all`, of every variable) into `values`, indexed by variable id.
  ///
  /// `values` must hold what the previous call wrote (or `all` be set): with chains, the values of
  /// variables that did not change are read from it.
  mutating func readValues(into values: inout [Double], all: Bool) {
    if !hasChains {
      if all || allValuesChanged {
        for id in externalOf.indices { values[id] = constantValue(ofVariable: id) }
      } else {
        for s in changedExternals {
          let r = rowOf[Int(s)]
          values[Int(variableOf[Int(s)])] = r >= 0 ? rows[Int(r)].constant : 0
        }
      }
    } else if all || allValuesChanged || !closeChangedOverChains() {
      readAllChainedValues(into: &values)
    } else {
      readChangedChainedValues(into: &values)
    }
    if !changedExternals.isEmpty {
      for s in changedExternals { changedFlags[Int(s)] = false }
      changedExternals.removeAll(keepingCapacity: true)
    }
    allValuesChanged = false
  }

  /// Removes a row from the column of one of its cells in O(1): the column's last entry moves
  /// into the vacated slot, and that row's cell learns its new position.
  ///
  /// The moved row is never the one whose cell is detached, so callers may hold that row's cells
  /// outside the arena while they rewrite it.
  @inline(__always)
  mutating func detach(_ cell: Cell) {
    let s = Int(cell.symbol)
    let p = Int(cell.position)
    let last = columns[s].removeLast()
    if p < columns[s].count {
      columns[s][p] = last
      let q = Row.position(of: cell.symbol, in: rows[Int(last)].cells)
      rows[Int(last)].cells[q].position = Int32(p)
    }
  }

  /// Whether the row's basic symbol is restricted to be non-negative.
  @inline(__always)
  func isRestrictedRow(_ r: Int32) -> Bool {
    let b = rows[Int(r)].basic
    return b >= 0 && kinds[Int(b)].isRestricted
  }

  // MARK: Objective (journaled)

  /// `cost(s)[level] += delta`, queueing `s` if its cost turned negative.
  mutating func addCost(_ s: Int32, level: Double, _ delta: Double) {
    touchCost(s)
    objective.add(s, level: level, delta)
    queueIfNegative(s)
  }

  /// Queues `s` as an entering candidate if its reduced cost is negative, or, for a free
  /// variable when slack subjects are preferred, non-zero.
  @inline(__always)
  mutating func queueIfNegative(_ s: Int32) {
    if objective.isNegative(s) || (prefersSlackSubjects && kinds[Int(s)] == .external && !objective.isZero(s)) {
      enteringCandidates.push(blandMode ? 0 : objective.leadingLevel(s), s)
    }
  }

  /// Whether `s` is a variable that is parametric: unrestricted in sign, so the simplex may move
  /// it either way (only while slack subjects are preferred; otherwise variables stay basic).
  @inline(__always)
  func isFreeParametric(_ s: Int32) -> Bool {
    kinds[Int(s)] == .external && rowOf[Int(s)] < 0
  }

  /// Clears the cost of `s`.
  mutating func clearCost(_ s: Int32) {
    if objective.isZero(s) { return }
    touchCost(s)
    objective.clear(s)
  }
}
