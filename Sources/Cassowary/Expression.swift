/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build one with operators (`2 * x + y - 10`) or from terms. Terms are kept as written; the
/// solver merges repeated variables when it turns the expression into a tableau row.
public struct Expression: Sendable, CustomStringConvertible {
  /// The summands, in the order they were written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates `terms + constant`.
  @inlinable
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the constant expression `constant`.
  @inlinable
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// Creates the expression `1 * variable`.
  @inlinable
  public init(_ variable: Variable) {
    self.init([Term(variable)], constant: 0)
  }

  /// Creates the expression holding the single term.
  @inlinable
  public init(_ term: Term) {
    self.init([term], constant: 0)
  }

  /// The value of the expression for the given variable values.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * valueOf(term.variable) }
    return sum
  }

  /// The expression as written, e.g. `2.0 * x + y - 10.0`.
  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
