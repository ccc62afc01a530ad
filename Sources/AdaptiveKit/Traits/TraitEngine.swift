/// Computes and stores trait collections top-down and delivers the change callbacks in UIKit's
/// order: `willTransition(to:with:)` to view controllers whose traits will change, then the new
/// values stored everywhere, then `traitCollectionDidChange(_:)` and registrations, parents first.
@MainActor
enum TraitEngine {
  /// The transition whose set-up phase is running; trait changes made now ride on it.
  static var transitionInSetUp: TransitionCoordinator?

  /// Upper bound on re-propagation rounds when callbacks change traits again.
  static let maximumRounds = 8

  /// Recomputes the traits of `root` and its descendants after something they inherit changed.
  static func update(_ root: any TraitNode) {
    if let coordinator = transitionInSetUp {
      // Inside a transition's set-up: compute and announce now; the transition stores and
      // notifies everything together in its own step.
      computePending(root)
      announce(root, coordinator: coordinator)
      return
    }
    let coordinator = TransitionCoordinator(animated: false, size: nil, transform: .identity)
    for _ in 0..<maximumRounds {
      computePending(root)
      guard hasPendingChange(root) else {
        clearPending(root)
        break
      }
      announce(root, coordinator: coordinator)
      let changes = commit(root)
      deliver(changes)
    }
    coordinator.runAnimationPhase()
    coordinator.runCompletionPhase()
  }

  /// Computes every pending collection of the subtree, top-down.
  static func computePending(_ node: any TraitNode) {
    let state = node.traitState
    let base: TraitStorage
    if let inherited = node.inheritedTraitStorage() {
      base = inherited
      state.lastInherited = inherited
    } else {
      base = state.lastInherited
    }
    let storage = state.overrides.applied(to: base)
    state.pending = storage == state.current.storage ? state.current : UITraitCollection(storage: storage)
    for child in node.traitChildren() { computePending(child) }
  }

  static func hasPendingChange(_ node: any TraitNode) -> Bool {
    let state = node.traitState
    if let pending = state.pending {
      if pending.storage != state.current.storage { return true }
      if isFirstAttachment(node, traits: pending) { return true }
    }
    return node.traitChildren().contains { hasPendingChange($0) }
  }

  /// A node entering a window for the first time with real traits hears of them (previous nil),
  /// even when it already got those values while detached inside a controller's hierarchy.
  static func isFirstAttachment(_ node: any TraitNode, traits: UITraitCollection) -> Bool {
    !node.traitState.hasBeenInHierarchy && node.isAttachedToWindow && traits.storage != TraitStorage()
  }

  static func clearPending(_ node: any TraitNode) {
    node.traitState.pending = nil
    for child in node.traitChildren() { clearPending(child) }
  }

  /// Sends `willTransition(to:with:)` to the top-most view controllers whose traits will change;
  /// their base implementation forwards it to their children.
  static func announce(_ node: any TraitNode, coordinator: TransitionCoordinator) {
    if let container = node as? TraitTransitionAnnouncing, node.isAttachedToWindow,
      let pending = node.traitState.pending, needsAnnouncement(node)
    {
      container.announceTraitTransition(to: pending, with: coordinator)
      return
    }
    for child in node.traitChildren() { announce(child, coordinator: coordinator) }
  }

  /// Whether a view controller's traits will change and it has not been told of this value yet.
  static func needsAnnouncement(_ node: any TraitNode) -> Bool {
    let state = node.traitState
    guard let pending = state.pending, pending.storage != state.current.storage else { return false }
    if let announced = state.announced, announced.storage == pending.storage { return false }
    return true
  }

  /// What one commit changed: the nodes whose trait-dependent values must follow their new
  /// traits, and the nodes that hear of the change, each with its previous collection.
  struct Changes {
    /// Nodes with trait-dependent values whose stored traits changed, in a window or not.
    var storedValues: [(any TraitNode, UITraitCollection)] = []
    /// Nodes that receive callbacks (in a window), with nil the first time they get traits.
    var callbacks: [(any TraitNode, UITraitCollection?)] = []
  }

  /// Stores pending values, returning the nodes that changed with their previous collections.
  static func commit(_ root: any TraitNode) -> Changes {
    var changes = Changes()
    commit(root, into: &changes)
    return changes
  }

  private static func commit(_ node: any TraitNode, into changes: inout Changes) {
    let state = node.traitState
    if let pending = state.pending {
      state.pending = nil
      state.announced = nil
      let previous = state.current
      let changed = pending.storage != previous.storage
      if changed {
        state.current = pending
        // Traits decide margins, directions and fonts: a cell's engine must solve again.
        (node as? UIView)?.layoutInputsDidChange()
        if !state.traitDependentValues.isEmpty { changes.storedValues.append((node, previous)) }
      }
      if isFirstAttachment(node, traits: state.current) {
        changes.callbacks.append((node, nil))
        state.hasBeenInHierarchy = true
      } else if changed && node.isAttachedToWindow && state.hasBeenInHierarchy {
        changes.callbacks.append((node, previous))
      }
    }
    for child in node.traitChildren() { commit(child, into: &changes) }
  }

  /// Brings trait-dependent values up to date on every node whose traits changed (parents
  /// first, whether or not it is in a window: a storyboard's size-class variations follow the
  /// object's traits, not its callbacks), then runs internal hooks, the public callback and
  /// registrations for each node that hears of the change, in order.
  static func deliver(_ changes: Changes) {
    for (node, previous) in changes.storedValues {
      let collection = node.traitState.current
      let changed = collection.storage.changedTraits(comparedTo: previous.storage)
      collection.performAsCurrent {
        for update in node.traitState.traitDependentValues where !update.traits.isDisjoint(with: changed) {
          update.handler(node, previous)
        }
      }
    }
    for (node, previous) in changes.callbacks {
      let collection = node.traitState.current
      let old = previous ?? UITraitCollection()
      collection.performAsCurrent {
        node.traitsDidChangeInternally(previous: old)
        node.traitCollectionDidChange(previous)
        // The changed traits only matter to registrations, which most nodes have none of: a set
        // per node for every view entering a window was most of this loop on a long form.
        let registrations = node.traitState.registrations
        guard !registrations.isEmpty else { return }
        let changed = collection.storage.changedTraits(comparedTo: old.storage)
        for registration in registrations where !registration.traits.isDisjoint(with: changed) {
          registration.handler(node, old)
        }
      }
    }
  }
}

/// View controllers and presentation controllers receive `willTransition(to:with:)`.
@MainActor
protocol TraitTransitionAnnouncing: AnyObject {
  func announceTraitTransition(to collection: UITraitCollection, with coordinator: TransitionCoordinator)
}
