// Replacing a constraint by one that differs only in its constant: a window resize or rotation
// changes the constants of the root's size constraints and nothing else.

extension Solver {
  /// Replaces `constraint` by `replacement` and re-solves, as removing the one and adding the other
  /// would, but in place when it can.
  ///
  /// When `constraint` was added with ``addConstraint(_:keepsMarker:)`` and `replacement` has the
  /// same terms, relation and strength, only the rows the constraint reached move (as for an edit's
  /// ``suggestValue(_:for:)``) and the dual simplex repairs them: no rebuild. Otherwise, or when the
  /// new constant conflicts with the required constraints, it removes and adds, and reports a
  /// conflict exactly as ``addConstraint(_:)`` does (`constraint` is then removed and
  /// `replacement` not added). `replacement` keeps a marker when `constraint` had one.
  ///
  /// - Throws: ``CassowaryError/unknownConstraint(_:)`` if `constraint` is not in the solver,
  ///   ``CassowaryError/duplicateConstraint(_:)`` if `replacement` already is, and what
  ///   ``addConstraint(_:)`` throws for `replacement`.
  public func replaceConstraint(_ constraint: Constraint, with replacement: Constraint) throws(CassowaryError) {
    let key = ObjectIdentifier(constraint)
    guard let i = recordIndex[key], let record = records[i] else { throw .unknownConstraint(constraint) }
    guard recordIndex[ObjectIdentifier(replacement)] == nil else { throw .duplicateConstraint(replacement) }
    try validate(replacement.expression)
    guard record.keepsMarker, tableau.isParametricDummy(record.tag),
      Self.differsOnlyInConstant(constraint, replacement)
    else {
      try removeConstraints([constraint])
      try addConstraint(replacement, keepsMarker: record.keepsMarker)
      return
    }
    let delta = replacement.expression.constant - constraint.expression.constant
    do {
      try tableau.shiftConstant(ofMarked: record.tag, by: delta)
    } catch {
      // The moved constraint conflicts (or the budget ran out): drop it, rebuild from the rest and
      // add the replacement, which reports the conflict as any addition does.
      records[i] = nil
      recordIndex[key] = nil
      try rebuild()
      try addConstraint(replacement, keepsMarker: true)
      return
    }
    records[i] = Record(constraint: replacement, tag: record.tag, keepsMarker: true)
    recordIndex[key] = nil
    recordIndex[ObjectIdentifier(replacement)] = i
  }

  /// Whether two constraints have the same variables, coefficients, relation and strength.
  static func differsOnlyInConstant(_ a: Constraint, _ b: Constraint) -> Bool {
    let x = a.expression.terms
    let y = b.expression.terms
    guard x.count == y.count, a.relation == b.relation, a.strength.value == b.strength.value else { return false }
    for k in x.indices where x[k].variable.id != y[k].variable.id || x[k].coefficient != y[k].coefficient {
      return false
    }
    return true
  }
}
