/// Why the tableau refused an operation; ``Solver`` turns it into a ``CassowaryError``.
enum TableauFailure: Error, Equatable {
  /// A required constraint cannot hold.
  case unsatisfiable
  /// The pivot budget ran out.
  case pivotBudget
  /// An invariant broke.
  case internalError(String)
}
