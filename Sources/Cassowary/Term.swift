/// A variable multiplied by a coefficient: one summand of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// Creates `coefficient * variable`.
  @inlinable
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term as written, e.g. `2 * x`.
  public var description: String {
    coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
  }
}
