// Arithmetic on variables, terms and expressions, so that layouts read as equations:
// `2 * x + y - 10`. Every combination of Variable, Term, Expression and Double is spelled out
// (no generics) so the type checker resolves each operator in one step.

// MARK: Negation

/// `-x`.
public prefix func - (v: Variable) -> Term { Term(v, -1) }
/// `-(c * x)`.
public prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }
/// `-(e)`.
public prefix func - (e: Expression) -> Expression { e * -1 }

// MARK: Scaling

/// `c * x`.
public func * (c: Double, v: Variable) -> Term { Term(v, c) }
/// `x * c`.
public func * (v: Variable, c: Double) -> Term { Term(v, c) }
/// `c * (k * x)`.
public func * (c: Double, t: Term) -> Term { Term(t.variable, c * t.coefficient) }
/// `(k * x) * c`.
public func * (t: Term, c: Double) -> Term { Term(t.variable, c * t.coefficient) }
/// `c * e`.
public func * (c: Double, e: Expression) -> Expression { e * c }
/// `e * c`.
public func * (e: Expression, c: Double) -> Expression {
  Expression(e.terms.map { Term($0.variable, $0.coefficient * c) }, constant: e.constant * c)
}
/// `x / c`.
public func / (v: Variable, c: Double) -> Term { Term(v, 1 / c) }
/// `(k * x) / c`.
public func / (t: Term, c: Double) -> Term { Term(t.variable, t.coefficient / c) }
/// `e / c`.
public func / (e: Expression, c: Double) -> Expression { e * (1 / c) }

// MARK: Sums

/// `a + b`.
public func + (a: Expression, b: Expression) -> Expression {
  Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
/// `e + t`.
public func + (e: Expression, t: Term) -> Expression {
  Expression(e.terms + [t], constant: e.constant)
}
/// `t + e`.
public func + (t: Term, e: Expression) -> Expression {
  Expression([t] + e.terms, constant: e.constant)
}
/// `e + x`.
public func + (e: Expression, v: Variable) -> Expression { e + Term(v) }
/// `x + e`.
public func + (v: Variable, e: Expression) -> Expression { Term(v) + e }
/// `e + c`.
public func + (e: Expression, c: Double) -> Expression {
  Expression(e.terms, constant: e.constant + c)
}
/// `c + e`.
public func + (c: Double, e: Expression) -> Expression { e + c }
/// `s + t`.
public func + (a: Term, b: Term) -> Expression { Expression([a, b]) }
/// `t + x`.
public func + (t: Term, v: Variable) -> Expression { Expression([t, Term(v)]) }
/// `x + t`.
public func + (v: Variable, t: Term) -> Expression { Expression([Term(v), t]) }
/// `x + y`.
public func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
/// `t + c`.
public func + (t: Term, c: Double) -> Expression { Expression([t], constant: c) }
/// `c + t`.
public func + (c: Double, t: Term) -> Expression { Expression([t], constant: c) }
/// `x + c`.
public func + (v: Variable, c: Double) -> Expression { Expression([Term(v)], constant: c) }
/// `c + x`.
public func + (c: Double, v: Variable) -> Expression { Expression([Term(v)], constant: c) }

// MARK: Differences

/// `a - b`.
public func - (a: Expression, b: Expression) -> Expression { a + -b }
/// `e - t`.
public func - (e: Expression, t: Term) -> Expression { e + -t }
/// `t - e`.
public func - (t: Term, e: Expression) -> Expression { t + -e }
/// `e - x`.
public func - (e: Expression, v: Variable) -> Expression { e + -v }
/// `x - e`.
public func - (v: Variable, e: Expression) -> Expression { Term(v) + -e }
/// `e - c`.
public func - (e: Expression, c: Double) -> Expression { e + -c }
/// `c - e`.
public func - (c: Double, e: Expression) -> Expression { c + -e }
/// `s - t`.
public func - (a: Term, b: Term) -> Expression { a + -b }
/// `t - x`.
public func - (t: Term, v: Variable) -> Expression { t + -v }
/// `x - t`.
public func - (v: Variable, t: Term) -> Expression { Term(v) + -t }
/// `x - y`.
public func - (a: Variable, b: Variable) -> Expression { Term(a) + -b }
/// `t - c`.
public func - (t: Term, c: Double) -> Expression { t + -c }
/// `c - t`.
public func - (c: Double, t: Term) -> Expression { c + -t }
/// `x - c`.
public func - (v: Variable, c: Double) -> Expression { Term(v) + -c }
/// `c - x`.
public func - (c: Double, v: Variable) -> Expression { c + -v }
