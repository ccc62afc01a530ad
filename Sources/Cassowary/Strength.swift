/// How much a constraint matters: required, or one level of a strict (lexicographic) preference order.
///
/// Optional strengths are *levels*, not weights. The solver minimises the violation of the highest
/// level first and only then looks at the next one, so one priority-751 constraint beats any number
/// of priority-750 constraints, as Auto Layout documents ("higher priority constraints are satisfied
/// before lower priority ones"). Constraints of one level trade against each other with equal weight
/// (the sum of their violations is minimised).
///
/// Levels are ordered by ``value``, which uses kiwi's scale so that the named strengths and UIKit
/// priorities interleave as in kiwi: `strong` (1,000,000) > `medium` (1,000) > priority 999 > … >
/// priority 1 = `weak` (1).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The level's key on kiwi's scale; `infinity` for ``required``.
  public let value: Double

  @usableFromInline
  init(value: Double) {
    self.value = value
  }

  /// Must hold; a conflict between required constraints is an error.
  public static let required = Strength(value: .infinity)
  /// kiwi's `strong` (1,000,000): above every UIKit priority below 1000.
  public static let strong = Strength(value: 1_000_000)
  /// kiwi's `medium` (1,000): above priority 999.
  public static let medium = Strength(value: 1_000)
  /// kiwi's `weak` (1): the level of priority 1.
  public static let weak = Strength(value: 1)
  /// Below every UIKit priority: a preference that only chooses among the solutions every other
  /// constraint leaves equal, such as the value an ambiguous variable starts from. The solver's
  /// ambiguity report ignores it (``Solver/ambiguousVariables()``).
  public static let seed = Strength(value: 1e-3)

  /// A UIKit layout priority: 1000 (or more) is ``required``; `0 < p < 1000` is the optional level `p`.
  ///
  /// - Precondition: `p` is a finite number greater than zero, as UIKit requires.
  public static func priority(_ p: Double) -> Strength {
    precondition(p > 0 && p.isFinite, "a layout priority must be greater than 0")
    return p >= 1000 ? .required : Strength(value: p)
  }

  /// Whether the constraint must hold.
  @inlinable
  public var isRequired: Bool { value == .infinity }

  /// Orders by level: weaker < stronger < required.
  @inlinable
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  /// `required`, `strong`, `medium`, `weak`, or `priority(p)`.
  public var description: String {
    switch value {
    case .infinity: "required"
    case 1_000_000: "strong"
    case 1_000: "medium"
    case 1: "weak"
    case Strength.seed.value: "seed"
    default: "priority(\(value))"
    }
  }
}
