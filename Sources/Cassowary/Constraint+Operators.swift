// Relational operators build required constraints: `x + w == y`, `w >= 44`. Give another strength
// with `withStrength`: `(w == 120).withStrength(.priority(750))`.

// MARK: ==

/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs, .equal, rhs)
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs, .equal, Expression(rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs, .equal, Expression(rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs, .equal, Expression(constant: rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), .equal, rhs)
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint {
  Constraint(Expression(lhs), .equal, Expression(rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), .equal, Expression(rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), .equal, Expression(constant: rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), .equal, rhs)
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(Expression(lhs), .equal, Expression(rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), .equal, Expression(rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), .equal, Expression(constant: rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs), .equal, rhs)
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint {
  Constraint(Expression(constant: lhs), .equal, Expression(rhs))
}
/// A required constraint: `lhs` is equal to `rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(constant: lhs), .equal, Expression(rhs))
}

// MARK: <=

/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs, .lessThanOrEqual, rhs)
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs, .lessThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs, .lessThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), .lessThanOrEqual, rhs)
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), .lessThanOrEqual, rhs)
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs)
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(Expression(constant: lhs), .lessThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(constant: lhs), .lessThanOrEqual, Expression(rhs))
}

// MARK: >=

/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs)
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(Expression(constant: lhs), .greaterThanOrEqual, Expression(rhs))
}
/// A required constraint: `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(constant: lhs), .greaterThanOrEqual, Expression(rhs))
}
