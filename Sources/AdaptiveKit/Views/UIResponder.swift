/// The base of views, view controllers and windows: the responder chain. An `NSObject`, as in
/// UIKit: equality and hashing are identity, and `description` can be overridden.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  // Values attached with objc_setAssociatedObject go with the object, as in the runtime.
  deinit { AssociatedObjects.release(ObjectIdentifier(self)) }

  /// The next responder in the chain: a view's superview or view controller, a view
  /// controller's view's superview or presenting controller.
  open var next: UIResponder? { nil }

  /// Whether the responder is the first responder.
  open var isFirstResponder: Bool { false }

  /// Whether the responder can become the first responder (text inputs say yes).
  open var canBecomeFirstResponder: Bool { false }

  /// Asks to become the first responder; returns whether it did (false unless a subclass edits).
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Whether the responder will give up first-responder status when asked.
  open var canResignFirstResponder: Bool { true }

  /// Gives up first-responder status; returns whether it did.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// A textual description of the object, read on the main thread (see `describedOnMainActor`).
  open override var description: String { describedOnMainActor { stateDescription } }

  /// The description built from main-actor state; framework subclasses refine it.
  var stateDescription: String { "<\(type(of: self))>" }

  /// Called once a storyboard or nib has created the object and connected its outlets; call `super`.
  open func awakeFromNib() {}

  /// Whether the responder implements `aSelector`: true for actions its class declared with
  /// `declareAction(_:)`; framework containers override it for the actions they implement.
  open func responds(to aSelector: Selector?) -> Bool {
    guard let aSelector else { return false }
    return ActionRegistry.responds(self, to: aSelector)
  }

  /// Whether the responder can perform `action` now; by default, whether it implements it.
  /// Unlike the edit-menu use on Apple platforms, the default does not ask the next responder,
  /// so a view controller's target search stops only at controllers that implement the action.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    responds(to: action)
  }
}
