/// A variable of a linear system, made by a ``Solver`` and meaningful only to that solver.
///
/// A variable is a small handle: its `id` indexes the solver's flat storage, so reading a value is
/// an array access. Two variables are equal when their ids are equal; the name is for diagnostics.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The dense index of the variable in the solver that made it (0, 1, 2, …).
  public let id: Int
  /// The name given at creation, used in descriptions and diagnostics.
  public let name: String

  @usableFromInline
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// Compares identities only: names are labels, not part of identity.
  @inlinable
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the identity only, consistently with `==`.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The name, or `v<id>` for an unnamed variable.
  public var description: String { name.isEmpty ? "v\(id)" : name }
}
