/// The action methods responders implement, by selector name: Swift cannot ask whether a class
/// implements a method by name, nor call it, so classes state it.
///
/// `UIResponder.declareAction(_:)` declares that a class implements an action (as an
/// Objective-C category would), which is enough for `responds(to:)` and target searches.
/// `ActionRegistry.register(_:on:_:)` also gives the code that runs it, for target-action on
/// controls and storyboard actions: `ActionRegistry.register("save:", on: EditorController.self)
/// { controller, sender in controller.save(sender) }`. An unwind action (`@IBAction func
/// unwindToList(_ segue: UIStoryboardSegue)`) is registered the same way; its sender is the segue.
@preconcurrency @MainActor
public enum ActionRegistry {
  struct Entry {
    let accepts: @MainActor (AnyObject) -> Bool
    /// `nil` for declarations without code (`declareAction(_:)`).
    let call: (@MainActor (AnyObject, Any?) -> Void)?
  }

  private static var entries: [String: [Entry]] = [:]

  static func declare(_ action: Selector, matching test: @escaping @MainActor (UIResponder) -> Bool) {
    entries[action.description, default: []].append(
      Entry(accepts: { ($0 as? UIResponder).map(test) ?? false }, call: nil))
  }

  /// Declares that instances of `type` (and subclasses) respond to `action` (a selector name such
  /// as `"save:"`) by running `handler` with the receiver and the sender.
  public static func register<Target: AnyObject>(
    _ action: String, on type: Target.Type, _ handler: @escaping @MainActor (Target, Any?) -> Void
  ) {
    entries[action, default: []].insert(
      Entry(
        accepts: { $0 is Target },
        call: { object, sender in if let target = object as? Target { handler(target, sender) } }),
      at: 0)
  }

  static func responds(_ responder: UIResponder, to action: Selector) -> Bool {
    responds(responder, to: action.description)
  }

  /// Whether `target` implements `action` (declared or registered).
  public static func responds(_ target: AnyObject, to action: String) -> Bool {
    candidates(for: action).contains { $0.accepts(target) }
  }

  /// Runs `action` on `target`; returns `false` when no code was registered for it.
  @discardableResult
  public static func perform(_ action: String, on target: AnyObject, sender: Any?) -> Bool {
    guard let call = candidates(for: action).first(where: { $0.call != nil && $0.accepts(target) })?.call else {
      return false
    }
    call(target, sender)
    return true
  }

  /// The entries for `action`, then for the same method written with another argument form
  /// (`save:`, `save` and `save:forEvent:` name one Swift method).
  private static func candidates(for action: String) -> [Entry] {
    let base = baseName(action)
    var result = entries[action] ?? []
    for (name, list) in entries where name != action && baseName(name) == base { result += list }
    return result
  }

  private static func baseName(_ action: String) -> Substring {
    action.prefix { $0 != ":" }
  }
}

extension UIResponder {
  /// Declares that instances of this class (and its subclasses) implement `action`, so
  /// `responds(to:)`, `canPerformAction(_:withSender:)` and
  /// `UIViewController.targetViewController(forAction:sender:)` find them (AdaptiveKit addition;
  /// on Apple platforms the Objective-C runtime knows this). Declare an override of
  /// `show(_:sender:)` with `MyContainer.declareAction(.showViewController)`, and an app's own
  /// action — such as Adaptive Photos' "will showing push" query — the same way, also on UIKit
  /// classes: `UINavigationController.declareAction(Selector("willShowingViewControllerPush:"))`.
  /// To give the code that runs the action too, use `ActionRegistry.register(_:on:_:)`.
  public static func declareAction(_ action: Selector) {
    ActionRegistry.declare(action) { $0 is Self }
  }
}
