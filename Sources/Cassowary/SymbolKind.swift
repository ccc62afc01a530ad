/// What a tableau symbol stands for. Symbols themselves are plain `Int32` ids indexing flat arrays.
enum SymbolKind: UInt8 {
  /// A user ``Variable``: unrestricted in sign, never in the objective while it is parametric.
  case external
  /// The slack of an inequality: non-negative.
  case slack
  /// The violation of an optional constraint: non-negative, and costed in the objective.
  case error
  /// The phase-one helper of a required constraint that found no subject; lives only while it is added.
  case artificial
  /// The marker of a required equality that keeps one (``Solver/addConstraint(_:keepsMarker:)``):
  /// fixed at zero, so it never enters the basis, but its column tells which rows the constraint
  /// reached, so that its constant can change and it can be removed without a rebuild.
  case dummy

  /// Whether the symbol may enter the basis in a simplex pivot.
  @inline(__always)
  var isPivotable: Bool { self == .slack || self == .error }

  /// Whether a row with this basic symbol must keep a non-negative constant.
  @inline(__always)
  var isRestricted: Bool { self != .external }
}
