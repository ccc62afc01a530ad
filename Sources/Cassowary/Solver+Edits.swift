// Edit variables: the interactive part of Cassowary (window resizes, rotations, drags).

extension Solver {
  /// Makes `variable` an edit variable at an optional `strength`, held at its current value until
  /// the first ``suggestValue(_:for:)``.
  ///
  /// - Throws: ``CassowaryError/requiredEditVariable(_:)`` for a required strength,
  ///   ``CassowaryError/duplicateEditVariable(_:)`` if it already is one.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
    try validate(Expression(variable))
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    guard editIndex[variable.id] < 0 else { throw .duplicateEditVariable(variable) }
    let start = value(of: variable)
    let tag: Tag
    do {
      tag = try tableau.addConstraint(
        Expression(variable) - start, .equal, level: strength.value)
    } catch {
      throw failure(error, adding: nil)
    }
    editIndex[variable.id] = Int32(edits.count)
    edits.append(EditRecord(variable: variable, strength: strength, tag: tag, constant: start))
  }

  /// Stops editing `variable`, removing its edit constraint incrementally.
  ///
  /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` if it is not an edit variable.
  public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
    guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
    let i = Int(editIndex[variable.id])
    let record = edits.remove(at: i)
    editIndex[variable.id] = -1
    for k in i..<edits.count { editIndex[edits[k].variable.id] = Int32(k) }
    do {
      try tableau.removeConstraint(record.tag)
    } catch {
      throw failure(error, adding: nil)
    }
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    variable.id >= 0 && variable.id < editIndex.count && editIndex[variable.id] >= 0
  }

  /// Suggests a value for an edit variable and re-solves incrementally: only the rows holding the
  /// edit's error symbols shift, and the dual simplex repairs those that become infeasible.
  ///
  /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` if it is not an edit variable.
  public func suggestValue(_ value: Double, for variable: Variable) throws(CassowaryError) {
    guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
    let i = Int(editIndex[variable.id])
    let delta = value - edits[i].constant
    edits[i].constant = value
    do {
      try tableau.suggest(edits[i].tag, delta: delta)
    } catch {
      throw failure(error, adding: nil)
    }
  }
}
