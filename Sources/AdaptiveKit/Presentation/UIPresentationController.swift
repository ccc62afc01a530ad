/// Manages one presentation, from `present` until the dismissal ends: it is the presented
/// controller's trait environment and forwards size and trait transitions to it.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer, UITraitChangeObservable {
  /// The controller being presented.
  public let presentedViewController: UIViewController
  /// The controller that presents.
  public internal(set) weak var presentingViewController: UIViewController?
  let traitState = TraitState()
  /// The view the presentation takes place in (set while presenting).
  public internal(set) var containerView: UIView?

  /// Creates a presentation controller.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
    let requested = presentedViewController.modalPresentationStyle
    // iOS 13: `.automatic` is a page sheet for ordinary controllers (unconfirmed for system ones).
    initialStyle = requested == .automatic ? .pageSheet : requested
    currentStyle = initialStyle
  }

  // MARK: Adaptation state

  /// The style the presentation was asked for.
  let initialStyle: UIModalPresentationStyle
  /// The style it shows in now, after adaptation.
  var currentStyle: UIModalPresentationStyle
  /// The controller the delegate supplied for the adapted style, shown in place of the presented one.
  var adaptiveReplacement: UIViewController?
  /// The presenter's view, taken out of its superview while a full-screen presentation covers it.
  var removedPresenterView: (view: UIView, superview: UIView, index: Int)?
  /// The traits adaptation is judged against (the environment's, before popover adjustments).
  var adaptationTraits: UITraitCollection?
  /// The controller that called `present` (the source of the presentation).
  weak var sourceViewController: UIViewController?
  /// Whether the presented view is in the container.
  var isInstalled = false
  /// Whether trait changes re-evaluate the style (from the presentation's own first evaluation on).
  var adaptsOnTraitChange = false

  /// The traits adaptation is judged against now.
  var traitsForAdaptation: UITraitCollection { adaptationTraits ?? traitCollection }

  /// The controller whose view the container shows.
  var displayedViewController: UIViewController { adaptiveReplacement ?? presentedViewController }

  /// The delegate that may change how the presentation adapts.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The style of the presentation as asked for (`.automatic` resolved to `.pageSheet`).
  open var presentationStyle: UIModalPresentationStyle { initialStyle }

  /// The style this controller adapts to in the current environment.
  open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitsForAdaptation) }

  /// The style this controller adapts to in `traitCollection`; `.none` means no adaptation. The
  /// base class does not adapt (custom presentations: unconfirmed, chosen behaviour).
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    switch initialStyle {
    case .formSheet, .pageSheet:
      // iOS 8–12: sheets become full screen when horizontally compact (the seeds' rule).
      return traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    default:
      return .none
    }
  }

  // MARK: Geometry and hooks

  /// Where the presented view goes in the container view; the built-in styles' frames by default.
  open var frameOfPresentedViewInContainerView: CGRect { PresentationFrames.frame(for: self) }

  /// Whether the presenter's view is removed while the presentation covers it (full screen and
  /// current context).
  open var shouldRemovePresentersView: Bool {
    currentStyle == .fullScreen || currentStyle == .currentContext
  }

  /// Whether the presentation covers the whole screen.
  open var shouldPresentInFullscreen: Bool { true }

  /// The container view is about to lay out its subviews.
  open func containerViewWillLayoutSubviews() {}
  /// The container view laid out its subviews.
  open func containerViewDidLayoutSubviews() {}
  /// The presentation transition is about to start.
  open func presentationTransitionWillBegin() {}
  /// The presentation transition ended.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// The dismissal transition is about to start.
  open func dismissalTransitionWillBegin() {}
  /// The dismissal transition ended.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Internal work after the environment's traits changed.
  func traitsDidChangeInternally(previous: UITraitCollection) {}

  /// The traits the presented controller inherits: a real popover's content is horizontally and
  /// vertically compact (unconfirmed, chosen behaviour, §3.2).
  func traitsForPresentedController(_ base: TraitStorage) -> TraitStorage {
    guard currentStyle == .popover else { return base }
    var storage = base
    storage.horizontalSizeClass = .compact
    storage.verticalSizeClass = .compact
    return storage
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
  open var presentedView: UIView? { displayedViewController.viewIfLoaded }

  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Forwards a size change to the presented controller (call `super`).
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    let presented = displayedViewController
    presented.viewWillTransition(
      to: self.size(forChildContentContainer: presented, withParentContainerSize: PresentationFrames.presentedSize(for: self, containerSize: size)),
      with: coordinator)
  }

  /// Forwards a trait change to the presented controller (call `super`).
  open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    traitState.announced = newCollection
    // Adapt before the presented controller hears of its new traits, so it hears the final ones.
    if adaptsOnTraitChange { PresentationAdaptation.adapt(self, to: newCollection, coordinator: coordinator) }
    let presented = displayedViewController
    if TraitEngine.needsAnnouncement(presented), let pending = presented.traitState.pending {
      presented.willTransition(to: pending, with: coordinator)
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

  func traitChildren() -> [any TraitNode] { [displayedViewController] }

  var isAttachedToWindow: Bool { presentingViewController?.isAttachedToWindow ?? false }

  func announceTraitTransition(to collection: UITraitCollection, with coordinator: TransitionCoordinator) {
    willTransition(to: collection, with: coordinator)
  }
}
