/// A linear constraint `expression <relation> 0` at a ``Strength``.
///
/// Constraints are reference objects: a solver knows them by identity, as Auto Layout knows
/// `NSLayoutConstraint`s, and errors hand the same objects back. They are immutable, so they are
/// `Sendable` and can sit in errors.
public final class Constraint: Sendable, CustomStringConvertible {
  /// The left-hand side, compared with zero.
  public let expression: Expression
  /// How the expression compares with zero.
  public let relation: Relation
  /// How much the constraint matters.
  public let strength: Strength

  /// Creates `expression <relation> 0` at `strength` (required unless told).
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// Creates `lhs <relation> rhs`, stored as `lhs - rhs <relation> 0`.
  public convenience init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
  ) {
    self.init(lhs - rhs, relation, strength: strength)
  }

  /// A copy of this constraint at another strength (a new constraint object):
  /// `(w >= 44).withStrength(.priority(750))`.
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// The constraint as written, e.g. `x + -1.0 * y + -10.0 >= 0 (required)`.
  public var description: String { "\(expression) \(relation) 0 (\(strength))" }
}

extension Constraint: Hashable {
  /// Identity: two constraint objects are the same constraint only if they are one object.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  /// Hashes the identity, consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
