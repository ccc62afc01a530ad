import Foundation

/// The handler behind `registerForTraitChanges(_:target:action:)`: it sends `action` to a target
/// held weakly (UIKit does not retain it) through `ActionRegistry`, the trait environment as sender.
@MainActor
enum TraitChangeAction {
  static func handler<Environment: UITraitEnvironment>(
    target: AnyObject, action: Selector
  ) -> (Environment, UITraitCollection) -> Void {
    { [weak target] environment, _ in
      guard let target else { return }
      if !ActionRegistry.perform(action.description, on: target, sender: environment) {
        AdaptiveKitLog.shared.report(
          .action, "\(type(of: target)) does not respond to \(action) (register it with ActionRegistry)")
      }
    }
  }
}

// UIKit's action method takes nothing, the environment, or the environment and the previous
// traits; Linux cannot call a method by name, so the registered handler gets the environment as
// its sender and the previous traits are not passed.

extension UIView {
  /// Sends `action` (registered with `ActionRegistry`) to `target` when one of `traits` changes;
  /// the target is not retained (iOS 17).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
    let handler: (UIView, UITraitCollection) -> Void = TraitChangeAction.handler(target: target as AnyObject, action: action)
    return registerForTraitChanges(traits, handler: handler)
  }

  /// Sends `action` to this view when one of `traits` changes (iOS 17).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: self, action: action)
  }
}

extension UIViewController {
  /// Sends `action` (registered with `ActionRegistry`) to `target` when one of `traits` changes;
  /// the target is not retained (iOS 17).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
    let handler: (UIViewController, UITraitCollection) -> Void = TraitChangeAction.handler(
      target: target as AnyObject, action: action)
    return registerForTraitChanges(traits, handler: handler)
  }

  /// Sends `action` to this controller when one of `traits` changes (iOS 17).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: self, action: action)
  }
}

extension UIPresentationController {
  /// Sends `action` (registered with `ActionRegistry`) to `target` when one of `traits` changes;
  /// the target is not retained (iOS 17).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
    let handler: (UIPresentationController, UITraitCollection) -> Void = TraitChangeAction.handler(
      target: target as AnyObject, action: action)
    return registerForTraitChanges(traits, handler: handler)
  }

  /// Sends `action` to this presentation controller when one of `traits` changes (iOS 17).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: self, action: action)
  }
}

extension UIScreen {
  /// Sends `action` (registered with `ActionRegistry`) to `target` when one of `traits` changes;
  /// the target is not retained (iOS 17).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
    let handler: (UIScreen, UITraitCollection) -> Void = TraitChangeAction.handler(target: target as AnyObject, action: action)
    return registerForTraitChanges(traits, handler: handler)
  }

  /// Sends `action` to this screen when one of `traits` changes (iOS 17).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: self, action: action)
  }
}
