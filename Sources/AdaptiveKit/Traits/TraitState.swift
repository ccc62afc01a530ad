/// The mutable trait bookkeeping every trait environment carries.
@MainActor
final class TraitState {
  /// The collection the object reports now.
  var current = UITraitCollection()
  /// Whether the object ever had traits from a window (the first callback gets nil, iOS 8 style).
  var hasBeenInHierarchy = false
  /// The collection computed for an update in progress, not yet stored.
  var pending: UITraitCollection?
  /// The collection a view controller was last told about in `willTransition(to:with:)`.
  var announced: UITraitCollection?
  /// iOS 17 trait overrides applied on top of what the object inherits.
  var overrides = UITraitOverrides()
  /// The inherited traits last seen while attached; detached objects keep them.
  var lastInherited = TraitStorage()
  /// iOS 17 trait-change registrations.
  var registrations: [TraitChangeRegistration] = []
  /// Values the object keeps per trait (a storyboard's size-class variations), brought up to
  /// date whenever its traits change, in a window or not, before any callback runs.
  var traitDependentValues: [TraitChangeRegistration] = []

  /// The collection children should inherit from: the pending one during an update.
  var effective: UITraitCollection { pending ?? current }

  /// Adds a registration whose handler receives the environment as the caller's type.
  func register<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      if let environment = object as? Environment { handler(environment, previous) }
    }
    registrations.append(registration)
    return registration
  }

  /// Removes a registration.
  func unregister(_ registration: any UITraitChangeRegistration) {
    registrations.removeAll { $0 === registration }
  }

  /// Replaces the overrides and updates the node's traits when they changed.
  func setOverrides(_ newValue: UITraitOverrides, of node: any TraitNode) {
    guard newValue != overrides else { return }
    overrides = newValue
    TraitEngine.update(node)
  }
}

/// The internal interface the trait engine walks: every trait environment implements it.
@MainActor
protocol TraitNode: AnyObject {
  var traitState: TraitState { get }
  /// What the node inherits (using pending values of ancestors), or nil when it is detached.
  func inheritedTraitStorage() -> TraitStorage?
  /// Children in notification order (parents before children, a view controller right before
  /// its root view, views in subview order).
  func traitChildren() -> [any TraitNode]
  /// Whether the node is in a window's hierarchy, so it receives callbacks.
  var isAttachedToWindow: Bool { get }
  /// Internal work after a change and before app code hears of it (layout invalidation,
  /// size-class variations, image re-resolution).
  func traitsDidChangeInternally(previous: UITraitCollection)
  /// The public callback.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension TraitNode {
  func traitsDidChangeInternally(previous: UITraitCollection) {}
}
