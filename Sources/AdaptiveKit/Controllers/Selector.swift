/// The name of an Objective-C method, as UIKit's action APIs take it. Linux has no Objective-C
/// runtime, so a selector is only its name (`Selector("showViewController:sender:")`); which
/// classes respond to it is declared with `UIResponder.declareAction(_:)` or by overriding
/// `UIResponder.responds(to:)`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  private let name: String

  /// Creates a selector from its Objective-C name, colons included.
  public init(_ name: String) { self.name = name }

  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// The selector's Objective-C name.
  public var description: String { name }
}

extension Selector {
  /// `show(_:sender:)`, whose target `UIViewController.show(_:sender:)` looks for (AdaptiveKit addition).
  public static let showViewController = Selector("showViewController:sender:")
  /// `showDetailViewController(_:sender:)`, whose target `showDetailViewController(_:sender:)`
  /// looks for (AdaptiveKit addition).
  public static let showDetailViewController = Selector("showDetailViewController:sender:")
}

/// The name of a selector, as Foundation's function returns it on Apple platforms.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.description }

/// A selector with the given name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
