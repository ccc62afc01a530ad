/// Manages one presentation, from `present` until the dismissal ends: it is the presented
/// controller's trait environment and forwards size and trait transitions to it.
@MainActor
open class UIPresentationController: UITraitEnvironment, UIContentContainer, UITraitChangeObservable {
  /// The controller being presented.
  public let presentedViewController: UIViewController
  /// The controller that presents.
  public private(set) weak var presentingViewController: UIViewController?
  let traitState = TraitState()
  /// The view the presentation takes place in (set while presenting).
  public internal(set) var containerView: UIView?

  /// Creates a presentation controller.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }

  /// Traits applied to the presented controller in place of the environment's values; only the
  /// specified values replace inherited ones.
  @available(iOS, deprecated: 17.0, message: "Use traitOverrides")
  open var overrideTraitCollection: UITraitCollection? {
    didSet { TraitEngine.update(self) }
  }

  /// The traits of this presentation: the environment presented into, with overrides applied.
  public var traitCollection: UITraitCollection { traitState.current }

  /// Trait values applied on top of what the presentation inherits (iOS 17).
  public var traitOverrides: UITraitOverrides {
    get { traitState.overrides }
    set { traitState.setOverrides(newValue, of: self) }
  }

  /// Called after the traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The presented view (by default the presented controller's view).
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }

  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Forwards a size change to the presented controller (call `super`).
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    presentedViewController.viewWillTransition(
      to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size),
      with: coordinator)
  }

  /// Forwards a trait change to the presented controller (call `super`).
  open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    traitState.announced = newCollection
    if TraitEngine.needsAnnouncement(presentedViewController), let pending = presentedViewController.traitState.pending {
      presentedViewController.willTransition(to: pending, with: coordinator)
    }
  }

  /// Runs `handler` when one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitState.register(traits, handler: handler)
  }

  /// Removes a registration.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.unregister(registration)
  }
}

extension UIPresentationController: TraitNode, TraitTransitionAnnouncing {
  func inheritedTraitStorage() -> TraitStorage? {
    let window = containerView?.window ?? presentingViewController?.viewIfLoaded?.window
    guard let base = window?.traitState.effective.storage ?? presentingViewController?.traitState.effective.storage
    else { return nil }
    guard let override = overrideTraitCollection else { return base }
    return UITraitCollection.combined([base, override.storage])
  }

  func traitChildren() -> [any TraitNode] { [presentedViewController] }

  var isAttachedToWindow: Bool { presentingViewController?.isAttachedToWindow ?? false }

  func announceTraitTransition(to collection: UITraitCollection, with coordinator: TransitionCoordinator) {
    willTransition(to: collection, with: coordinator)
  }
}
