// What Auto Layout's engine prints when things go wrong: ambiguous layouts (variables the
// constraints do not pin) and "Unable to simultaneously satisfy constraints" (the set of
// required constraints that contradict each other).

extension Solver {
  /// The variables that the constraints do not pin down, by id.
  ///
  /// A variable is reported when it could take other values with every required constraint
  /// satisfied and no optional constraint of any level more violated: nothing determines it (a
  /// parametric variable), it depends on such a variable, or it depends on a slack or error whose
  /// reduced cost is zero at every level (an inequality with room to move, or a tie between optional
  /// constraints). This is UIKit's `hasAmbiguousLayout`, per variable.
  public func ambiguousVariables() -> [Variable] {
    tableau.ambiguousVariableIDs().map { Variable(id: $0, name: names[$0]) }
  }

  /// The required constraints already in the solver that `constraint` contradicts, or `nil` if it
  /// could be added. The solver is not changed.
  ///
  /// The set is minimal: removing any one of its members (or `constraint`) makes the rest
  /// satisfiable. An empty array means `constraint` contradicts itself (e.g. `0 == 1`).
  public func conflicts(with constraint: Constraint) -> [Constraint]? {
    guard constraint.strength.isRequired, (try? validate(constraint.expression)) != nil else {
      return nil
    }
    var probe = tableau
    let feasible: Bool
    do {
      _ = try probe.addConstraint(constraint.expression, constraint.relation, level: .infinity)
      feasible = true
    } catch {
      feasible = !(error == .unsatisfiable)
    }
    return feasible ? nil : conflictingConstraints(with: constraint)
  }

  /// A minimal set of required constraints in the solver that contradicts `constraint`
  /// (QuickXplain, Junker 2004), searched among the constraints that share variables with it
  /// directly or through others; every test solves a candidate subset from scratch.
  func conflictingConstraints(with constraint: Constraint) -> [Constraint] {
    var candidates = connectedRequiredConstraints(to: constraint)
    if candidates.isEmpty || isSatisfiable([constraint]) == false { return [] }
    if isSatisfiable([constraint] + candidates) { return [] }
    candidates = quickXplain(background: [constraint], hasDelta: false, candidates)
    let order = Dictionary(uniqueKeysWithValues: records.enumerated().compactMap { i, r in
      r.map { (ObjectIdentifier($0.constraint), i) }
    })
    return candidates.sorted { (order[ObjectIdentifier($0)] ?? 0) < (order[ObjectIdentifier($1)] ?? 0) }
  }

  private func quickXplain(
    background: [Constraint], hasDelta: Bool, _ candidates: [Constraint]
  ) -> [Constraint] {
    if hasDelta && !isSatisfiable(background) { return [] }
    if candidates.count == 1 { return candidates }
    let half = candidates.count / 2
    let first = Array(candidates[..<half])
    let second = Array(candidates[half...])
    let fromSecond = quickXplain(background: background + first, hasDelta: !first.isEmpty, second)
    let fromFirst = quickXplain(
      background: background + fromSecond, hasDelta: !fromSecond.isEmpty, first)
    return fromFirst + fromSecond
  }

  /// Whether the required constraints can hold together (solved in a scratch tableau).
  private func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    var scratch = Tableau()
    for _ in names { scratch.addVariable() }
    for c in constraints {
      do {
        _ = try scratch.addConstraint(c.expression, c.relation, level: .infinity)
      } catch {
        if error == .unsatisfiable { return false }
      }
    }
    return true
  }

  /// The required constraints in the solver linked to `constraint` through shared variables.
  private func connectedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
    var parent = Array(0..<names.count)
    func find(_ x: Int) -> Int {
      var x = x
      while parent[x] != x {
        parent[x] = parent[parent[x]]
        x = parent[x]
      }
      return x
    }
    func unite(_ e: Expression) {
      guard let first = e.terms.first?.variable.id else { return }
      let root = find(first)
      for t in e.terms.dropFirst() {
        let other = find(t.variable.id)
        if other != root { parent[other] = root }
      }
    }
    let required = records.compactMap { $0?.constraint }.filter { $0.strength.isRequired }
    for c in required { unite(c.expression) }
    unite(constraint.expression)
    guard let anchor = constraint.expression.terms.first?.variable.id else { return [] }
    let root = find(anchor)
    return required.filter { c in c.expression.terms.first.map { find($0.variable.id) == root } ?? false }
  }

  // MARK: Introspection for tests and benchmarks

  /// The number of (symbol, level) entries in the objective; stays flat under add/remove churn.
  public var _objectiveEntryCount: Int { tableau.objectiveEntryCount }

  /// Whether required equalities that decide a fresh variable from constants skip the simplex
  /// (on by default); benchmarks and tests turn it off to measure and compare the general path.
  public var _resolvesDirectly: Bool {
    get { tableau.resolvesDirectly }
    set { tableau.resolvesDirectly = newValue }
  }

  /// The number of simplex pivots since the solver was made or last rebuilt.
  public var _pivotCount: Int { tableau.pivotCount }

  /// How many times the tableau was rebuilt from the constraints (removals of required equalities
  /// without markers, recoveries from failures). For tests.
  public var _rebuildCount: Int { rebuildCount }

  /// The number of tableau rows in use.
  public var _rowCount: Int { tableau.rowCount }

  /// The tableau's shape, for benchmarks that look for where time goes: rows and cells split by
  /// whether the row's basic symbol is a variable (unrestricted) or a slack or error (restricted),
  /// the longest row, and the number of distinct strength levels in the objective.
  public var _tableauStatistics: [String: Int] { tableau.statistics() }

  /// The number of symbol ids allocated (live or recycled).
  public var _symbolCount: Int { tableau.symbolCount }

  /// Broken internal invariants (empty when sound), for tests.
  public var _invariantViolations: [String] { tableau.invariantViolations() }

  /// A canonical dump of the tableau, for tests that compare states exactly.
  public var _tableauDump: String { tableau.dump() }
}
