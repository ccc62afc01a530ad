/// An incremental linear constraint solver: the Cassowary algorithm with strict priority levels.
///
/// Make variables with ``makeVariable(_:)``, add ``Constraint``s built from expressions
/// (`try solver.addConstraint(x + w <= y - 8)`), then read results with ``value(of:)`` or, after
/// ``updateVariables()``, the flat ``values`` array indexed by ``Variable/id``. Constraints can be
/// added and removed at any time; edit variables (``addEditVariable(_:strength:)``) take suggested
/// values that are re-solved incrementally by the dual simplex.
///
/// Optional strengths are compared lexicographically (see ``Strength``): the solver minimises the
/// violation of the strongest level first, then the next, so a priority-751 constraint beats any
/// number of priority-750 ones.
public final class Solver {
  struct Record {
    let constraint: Constraint
    var tag: Tag
    /// Whether a required equality was added with a marker (``addConstraint(_:keepsMarker:)``).
    var keepsMarker = false
  }

  struct EditRecord {
    let variable: Variable
    let strength: Strength
    var tag: Tag
    /// The last suggested value (initially the variable's value when it became an edit variable).
    var constant: Double
  }

  // The solver's state is exempt from run-time exclusivity checks: no method calls out to other
  // code while it holds one of these, so overlapping accesses cannot arise, and the checks (five
  // or more per `addConstraint`, each a thread-local lookup) were a measurable part of every
  // build (Benchmarks/README.md, session 27).
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var names: [String] = []
  /// Constraints in insertion order; `nil` marks a removed one until the next compaction.
  @exclusivity(unchecked) var records: [Record?] = []
  @exclusivity(unchecked) var recordIndex: [ObjectIdentifier: Int] = [:]
  /// Edit variables in the order they were added.
  @exclusivity(unchecked) var edits: [EditRecord] = []
  /// Per variable id: its index in `edits`, or -1.
  @exclusivity(unchecked) var editIndex: [Int32] = []

  /// The value of every variable by ``Variable/id`` as of the last ``updateVariables()``.
  @exclusivity(unchecked) public private(set) var values: [Double] = []
  /// Set when the tableau was replaced, so that the next update reads every value.
  @exclusivity(unchecked) var valuesAreStale = false
  /// How many times the tableau was rebuilt from the constraints (a diagnostic).
  @exclusivity(unchecked) var rebuildCount = 0

  /// Creates an empty solver.
  public init() {}

  /// Whether an inequality's own slack becomes basic whenever that is feasible, so that a variable
  /// only inequalities hold rests at 0 instead of at its bound (`width <= c - 52` alone leaves
  /// `width` at 0, as UIKit's engine does at run time). Off by default: Interface Builder's canvas
  /// shows such sizes at their bounds. Set it before adding constraints.
  public var prefersSlackSubjects: Bool {
    get { tableau.prefersSlackSubjects }
    set { tableau.prefersSlackSubjects = newValue }
  }

  // MARK: Variables

  /// Makes a new variable of this solver; its ``Variable/id`` is the number of variables made before.
  public func makeVariable(_ name: String = "") -> Variable {
    let v = Variable(id: names.count, name: name)
    names.append(name)
    editIndex.append(-1)
    values.append(0)
    tableau.addVariable()
    return v
  }

  /// The number of variables made by this solver.
  public var variableCount: Int { names.count }

  /// The current value of a variable (0 for one that nothing determines).
  ///
  /// This reads the tableau directly, so it is current even without ``updateVariables()``.
  @inlinable
  public func value(of variable: Variable) -> Double { _value(variable.id) }

  @usableFromInline
  func _value(_ id: Int) -> Double {
    guard id >= 0 && id < names.count else { return 0 }
    return tableau.value(ofVariable: id)
  }

  /// Brings ``values`` up to date with the solution.
  ///
  /// Only the variables whose row changed since the last call are read back, so after a small
  /// edit this costs what the edit touched, not the size of the layout.
  public func updateVariables() {
    tableau.readValues(into: &values, all: valuesAreStale)
    valuesAreStale = false
  }

  // MARK: Constraints

  /// Adds a constraint and re-solves.
  ///
  /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` if it is already in the solver;
  ///   ``CassowaryError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot hold
  ///   with the required constraints already added (the error lists them; the solver is unchanged);
  ///   ``CassowaryError/unknownVariable(_:)`` for a variable of another solver.
  public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
    try addConstraint(constraint, keepsMarker: false)
  }

  /// Adds a constraint and re-solves; with `keepsMarker`, a required equality keeps a marker
  /// symbol, so that ``replaceConstraint(_:with:)`` changes its constant in place and
  /// ``removeConstraint(_:)`` removes it without a rebuild.
  ///
  /// Meant for the few required equalities whose constants change while everything else stays (a
  /// window's size): a marker is substituted into every row its constraint reaches, so markers on
  /// every required equality would make chains of views quadratic to build (see ``Tableau``).
  /// Inequalities and optional constraints have markers anyway. Throws as ``addConstraint(_:)``.
  public func addConstraint(_ constraint: Constraint, keepsMarker: Bool) throws(CassowaryError) {
    let key = ObjectIdentifier(constraint)
    // One hash lookup both finds a duplicate and claims the constraint's slot (a lookup to check
    // and another to insert hashed every constraint twice); the claim is withdrawn on failure.
    if let existing = recordIndex.updateValue(records.count, forKey: key) {
      recordIndex[key] = existing
      throw .duplicateConstraint(constraint)
    }
    do {
      try validate(constraint.expression)
    } catch {
      recordIndex[key] = nil
      throw error
    }
    let tag: Tag
    do {
      tag = try tableau.addConstraint(
        constraint.expression, constraint.relation, level: constraint.strength.value, keepsMarker: keepsMarker)
    } catch {
      recordIndex[key] = nil
      throw failure(error, adding: constraint)
    }
    records.append(Record(constraint: constraint, tag: tag, keepsMarker: keepsMarker))
  }

  /// Adds constraints in order; stops at the first error (the earlier ones stay added).
  public func addConstraints(_ constraints: some Sequence<Constraint>) throws(CassowaryError) {
    for c in constraints { try addConstraint(c) }
  }

  /// Removes a constraint and re-solves.
  ///
  /// Inequalities and optional constraints are removed incrementally through their slack or error
  /// symbols, and so is a required equality added with ``addConstraint(_:keepsMarker:)``. Any
  /// other required equality has none (that is what keeps rows short and building linear,
  /// see the module notes), so removing one rebuilds the tableau from the remaining constraints:
  /// linear in their number. Use ``removeConstraints(_:)`` to remove several at the price of one
  /// rebuild.
  ///
  /// - Throws: ``CassowaryError/unknownConstraint(_:)`` if it is not in the solver.
  public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
    try removeConstraints([constraint])
  }

  /// Removes constraints, rebuilding the tableau at most once.
  ///
  /// - Throws: ``CassowaryError/unknownConstraint(_:)`` for the first one not in the solver, before
  ///   anything is removed.
  public func removeConstraints(_ constraints: [Constraint]) throws(CassowaryError) {
    var indices: [Int] = []
    var seen = Set<ObjectIdentifier>()
    for c in constraints {
      let key = ObjectIdentifier(c)
      guard let i = recordIndex[key], seen.insert(key).inserted else { throw .unknownConstraint(c) }
      indices.append(i)
    }
    var needsRebuild = false
    for i in indices {
      guard let record = records[i] else { continue }
      records[i] = nil
      recordIndex[ObjectIdentifier(record.constraint)] = nil
      if record.tag.marker < 0 {
        needsRebuild = true
      } else if !needsRebuild {
        do {
          try tableau.removeConstraint(record.tag)
        } catch {
          throw failure(error, adding: nil)
        }
      }
    }
    if needsRebuild { try rebuild() } else { compactIfSparse() }
  }

  /// Whether the constraint object is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    recordIndex[ObjectIdentifier(constraint)] != nil
  }

  /// The constraints in the solver, in the order they were added.
  public var constraints: [Constraint] { records.compactMap { $0?.constraint } }

  /// Removes every constraint and edit variable; variables stay valid and read 0.
  public func reset() {
    let prefersSlackSubjects = tableau.prefersSlackSubjects
    tableau = Tableau()
    tableau.prefersSlackSubjects = prefersSlackSubjects
    for _ in names { tableau.addVariable() }
    records = []
    recordIndex = [:]
    edits = []
    for i in editIndex.indices { editIndex[i] = -1 }
    valuesAreStale = true
  }

  // MARK: Internals

  func validate(_ expression: Expression) throws(CassowaryError) {
    for term in expression.terms where term.variable.id < 0 || term.variable.id >= names.count {
      throw .unknownVariable(term.variable)
    }
  }

  /// Maps a tableau failure to the public error, finding the conflicting set for a contradiction.
  ///
  /// A rejected constraint leaves the tableau as it was; any other failure may leave it half-way
  /// through a pivot sequence, so the solver rebuilds it from its constraints to stay usable.
  func failure(_ error: TableauFailure, adding constraint: Constraint?) -> CassowaryError {
    if error != .unsatisfiable || tableau.isDamaged {
      do { try rebuild() } catch {}
    }
    switch error {
    case .unsatisfiable:
      guard let constraint else { return .internalError("a removal made the tableau unsatisfiable") }
      return .unsatisfiableConstraint(constraint, conflicts: conflictingConstraints(with: constraint))
    case .pivotBudget:
      return .pivotBudgetExceeded(constraint)
    case .internalError(let reason):
      return .internalError(reason)
    }
  }

  /// Builds a new tableau from the remaining constraints and edits, in their original order.
  func rebuild() throws(CassowaryError) {
    rebuildCount += 1
    records.removeAll { $0 == nil }
    var fresh = Tableau()
    fresh.chainingRowLength = tableau.chainingRowLength
    fresh.resolvesDirectly = tableau.resolvesDirectly
    fresh.prefersSlackSubjects = tableau.prefersSlackSubjects
    for _ in names { fresh.addVariable() }
    var tags: [Tag] = []
    var editTags: [Tag] = []
    do {
      for record in records {
        guard let record else { continue }
        let c = record.constraint
        tags.append(
          try fresh.addConstraint(c.expression, c.relation, level: c.strength.value, keepsMarker: record.keepsMarker))
      }
      for e in edits {
        editTags.append(
          try fresh.addConstraint(Expression(e.variable) - e.constant, .equal, level: e.strength.value))
      }
    } catch {
      switch error {
      case .unsatisfiable: throw .internalError("the remaining constraints no longer hold together")
      case .pivotBudget: throw .pivotBudgetExceeded(nil)
      case .internalError(let reason): throw .internalError(reason)
      }
    }
    recordIndex.removeAll(keepingCapacity: true)
    for i in records.indices {
      records[i]?.tag = tags[i]
      if let c = records[i]?.constraint { recordIndex[ObjectIdentifier(c)] = i }
    }
    for i in edits.indices { edits[i].tag = editTags[i] }
    tableau = fresh
    valuesAreStale = true
  }

  /// Drops removed records once they are the majority, so insertion order stays cheap to keep.
  private func compactIfSparse() {
    guard records.count > 64 && recordIndex.count * 2 < records.count else { return }
    records.removeAll { $0 == nil }
    for (i, r) in records.enumerated() {
      if let c = r?.constraint { recordIndex[ObjectIdentifier(c)] = i }
    }
  }
}
