extension UIViewController {
  /// The controller's traits (see the trait-flow rules in the behavior reference §3.2).
  public var traitCollection: UITraitCollection { traitState.current }

  /// Trait values this controller applies on top of what it inherits (iOS 17).
  public var traitOverrides: UITraitOverrides {
    get { traitState.overrides }
    set { traitState.setOverrides(newValue, of: self) }
  }

  /// Forces this controller's traits (and its descendants') up to date now.
  public func updateTraitsIfNeeded() { TraitEngine.update(self) }

  /// The light/dark style this controller forces on itself and its descendants (iOS 13).
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get {
      traitState.overrides.contains(UITraitUserInterfaceStyle.self) ? traitState.overrides.userInterfaceStyle : .unspecified
    }
    set {
      var overrides = traitOverrides
      if newValue == .unspecified { overrides.remove(UITraitUserInterfaceStyle.self) } else { overrides.userInterfaceStyle = newValue }
      traitOverrides = overrides
    }
  }

  /// Gives a child the parent's traits combined with `collection` (its specified values win);
  /// nil removes the override. A controller that is not a child is ignored with a logged warning
  /// (unconfirmed, chosen behaviour). Outside a transition the change applies at once, with
  /// `willTransition(to:with:)` on a non-animated coordinator; inside one it rides on it.
  @available(iOS, deprecated: 17.0, message: "Use traitOverrides")
  public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
    guard childViewController.storedParent === self else {
      AdaptiveKitLog.shared.report(
        .containment,
        "setOverrideTraitCollection(_:forChild:) ignored: \(childViewController) is not a child of \(self)")
      return
    }
    let key = ObjectIdentifier(childViewController)
    let old = childTraitOverrides[key]
    if old?.storage == collection?.storage { return }
    childTraitOverrides[key] = collection
    TraitEngine.update(childViewController)
  }

  /// The override set for a child, or nil.
  @available(iOS, deprecated: 17.0, message: "Use traitOverrides")
  public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    childTraitOverrides[ObjectIdentifier(childViewController)]
  }

  /// Runs `handler` when one of `traits` changes; the handler gets the controller and the previous traits.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitState.register(traits, handler: handler)
  }

  /// Removes a registration made on this controller.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.unregister(registration)
  }

  /// Whether a trait traversal reaches this controller at its root view (not through a
  /// presentation controller).
  var isReachedThroughItsView: Bool { !isDisplayedByPresentation }

  /// Whether a presentation controller shows this controller's view (it is the presented
  /// controller, or the delegate's replacement for it while adapted).
  var isDisplayedByPresentation: Bool {
    guard let presentation = activePresentationController else { return false }
    return presentation.displayedViewController === self
  }
}

extension UIViewController: TraitNode, TraitTransitionAnnouncing {
  func inheritedTraitStorage() -> TraitStorage? {
    if let presentation = activePresentationController, presentation.displayedViewController === self {
      return presentation.traitsForPresentedController(presentation.traitState.effective.storage)
    }
    if let parent = storedParent {
      // iOS 17: a child inherits from its view's superview when that is inside the parent's view.
      var base = parent.traitState.effective.storage
      if let superview = storedView?.superview, let parentView = parent.storedView,
        superview.isDescendant(of: parentView)
      {
        base = superview.traitState.effective.storage
      }
      if let override = parent.childTraitOverrides[ObjectIdentifier(self)] {
        base = UITraitCollection.combined([base, override.storage])
      }
      return base
    }
    if let window = windowForRoot, window.rootViewController === self {
      return window.traitState.effective.storage
    }
    if let superview = storedView?.superview { return superview.traitState.effective.storage }
    return nil
  }

  func traitChildren() -> [any TraitNode] {
    var result: [any TraitNode] = []
    if let view = storedView { result.append(view) }
    for child in storedChildren {
      if let childView = child.storedView, let view = storedView, childView.isDescendant(of: view) { continue }
      result.append(child)
    }
    if let presentation = presentationControllerForForwarding { result.append(presentation) }
    return result
  }

  var isAttachedToWindow: Bool {
    if let window = windowForRoot, window.rootViewController === self { return true }
    if storedView?.window != nil { return true }
    if let parent = storedParent { return parent.isAttachedToWindow }
    if let presenting = presentingViewController, activePresentationController != nil {
      return presenting.isAttachedToWindow
    }
    return false
  }

  func announceTraitTransition(to collection: UITraitCollection, with coordinator: TransitionCoordinator) {
    willTransition(to: collection, with: coordinator)
  }
}
