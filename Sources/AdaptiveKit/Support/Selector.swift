/// The name of a method, as Objective-C's selectors: `Selector("unwindToList:")`.
///
/// Without the Objective-C runtime a selector cannot call anything by itself; `ActionRegistry`
/// maps names to the closures that run them.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method name, with a colon per argument (`save:`).
  public let name: String

  /// Creates a selector from its name.
  public init(_ name: String) { self.name = name }

  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) { self.name = value }

  public var description: String { name }
}
