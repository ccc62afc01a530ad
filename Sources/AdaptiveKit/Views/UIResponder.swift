/// The base of views, view controllers and windows: the responder chain.
///
/// Not an `NSObject` subclass: Swift 6 cannot give a main-actor class NSObject's nonisolated
/// initializers. `description` is declared here so subclasses can override it as in UIKit.
@MainActor
open class UIResponder: @MainActor CustomStringConvertible {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain: a view's superview or view controller, a view
  /// controller's view's superview or presenting controller.
  open var next: UIResponder? { nil }

  /// Whether the responder is the first responder.
  open var isFirstResponder: Bool { false }

  /// A textual description of the object.
  open var description: String { "<\(type(of: self))>" }

  /// Called once a storyboard or nib has created the object and connected its outlets; call `super`.
  open func awakeFromNib() {}
}
