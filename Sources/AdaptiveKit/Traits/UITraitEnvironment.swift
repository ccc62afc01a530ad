/// An object with a trait collection that it inherits and passes on: screens, windows, view
/// controllers, views and presentation controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits of this environment. Do not override.
  var traitCollection: UITraitCollection { get }
  /// Called after the trait collection changed, with the previous collection (nil the first time
  /// the object gets real traits). Call `super` first so ancestors adapt before descendants.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration returned by `registerForTraitChanges`, used to unregister.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// Objects that run code when chosen traits change (iOS 17).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
  /// Stops a registration made on this object.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: the traits observed and the closure to run.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: Set<TraitKey>
  let handler: (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
    self.traits = Set(traits.map { TraitKey($0) })
    self.handler = handler
  }
}
