/// The errors a ``Solver`` throws. Each carries the offending constraint or variable.
public enum CassowaryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  ///
  /// `conflicts` lists the already-added required constraints that together with `constraint`
  /// cannot hold (a minimal set when it could be determined; empty otherwise). The solver is left
  /// exactly as it was before the call.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint object is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint object is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: a required edit could never yield to other constraints.
  case requiredEditVariable(Variable)
  /// The variable was not made by this solver.
  case unknownVariable(Variable)
  /// The simplex exceeded its pivot budget, which points at numerical trouble rather than a hang.
  /// The solver is left as it was before the call when that call added a constraint.
  case pivotBudgetExceeded(Constraint?)
  /// An invariant of the tableau broke (a bug or extreme numerical trouble), with a short reason.
  case internalError(String)

  /// A one-line explanation naming the constraint or variable.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let c, let conflicts):
      "unable to satisfy \(c) together with \(conflicts.count) other required constraint(s)"
    case .duplicateConstraint(let c): "duplicate constraint \(c)"
    case .unknownConstraint(let c): "unknown constraint \(c)"
    case .duplicateEditVariable(let v): "duplicate edit variable \(v)"
    case .unknownEditVariable(let v): "unknown edit variable \(v)"
    case .requiredEditVariable(let v): "edit variable \(v) cannot be required"
    case .unknownVariable(let v): "variable \(v) does not belong to this solver"
    case .pivotBudgetExceeded(let c): "pivot budget exceeded" + (c.map { " adding \($0)" } ?? "")
    case .internalError(let reason): "internal solver error: \(reason)"
    }
  }
}
