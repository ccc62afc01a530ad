/// Manages a view hierarchy: loading it, its place among other view controllers, traits,
/// transitions and appearance.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer, UITraitChangeObservable {
  var storedView: UIView?
  let traitState = TraitState()
  /// The window whose root view controller this is.
  weak var windowForRoot: UIWindow?
  weak var storedParent: UIViewController?
  var storedChildren: [UIViewController] = []
  /// Trait overrides this controller set for its children with `setOverrideTraitCollection`.
  var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
  var appearanceState = AppearanceState.disappeared

  /// The nib's name (AdaptiveKit loads xibs through `UINib`).
  public let nibName: String?
  /// The bundle of the nib.
  public let nibBundle: Bundle?

  /// Creates a view controller; the view loads lazily on first access to `view`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller with no nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Archives are not supported; storyboards instantiate controllers through `UIStoryboard`.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  // MARK: The view

  /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set { setView(newValue) }
  }

  /// The root view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { storedView }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { setView(UIView(frame: UIScreen.main.bounds)) }
    viewDidLoad()
  }

  /// Creates the root view: the storyboard scene's or nib's view when the controller came from
  /// one, otherwise a plain view the size of the screen.
  open func loadView() {
    if loadStoryboardView() { return }
    setView(UIView(frame: UIScreen.main.bounds))
  }

  /// Called after the view loaded.
  open func viewDidLoad() {}

  private func setView(_ newView: UIView?) {
    if let old = storedView, old !== newView { old.owningViewController = nil }
    storedView = newView
    newView?.owningViewController = self
    if let newView { TraitEngine.update(newView.traitRoot) }
  }

  /// Extra insets added to the root view's safe area (iOS 11), as bars the controller draws would.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { if oldValue != additionalSafeAreaInsets { storedView?.constraintsDidChange() } }
  }

  /// A localized title.
  open var title: String?

  /// The size this controller's content prefers (for popovers and form sheets).
  open var preferredContentSize = CGSize.zero {
    didSet {
      if oldValue != preferredContentSize { parent?.preferredContentSizeDidChange(forChildContentContainer: self) }
    }
  }

  // MARK: Orientation

  /// The orientations this controller supports: all on iPad, all but upside down elsewhere.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Whether the controller's content may rotate.
  open var shouldAutorotate: Bool { true }

  /// The orientation to present in.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  // MARK: Content container

  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// The size for a child: by default the parent's size (unconfirmed, chosen default).
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// The view is about to change size; the default passes the change on to the children
  /// (call `super`).
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in storedChildren {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
    }
    if let presentation = presentationControllerForForwarding {
      presentation.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// The traits are about to change; the default passes the change on to children whose traits
  /// change too (call `super`).
  open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    traitState.announced = newCollection
    for child in storedChildren where TraitEngine.needsAnnouncement(child) {
      if let pending = child.traitState.pending {
        child.willTransition(to: pending, with: coordinator)
      }
    }
    if let presentation = presentationControllerForForwarding, TraitEngine.needsAnnouncement(presentation),
      let pending = presentation.traitState.pending
    {
      presentation.willTransition(to: pending, with: coordinator)
    }
  }

  open override var next: UIResponder? {
    storedView?.superview ?? storedParent ?? presentingViewController
  }

  open override var description: String { "<\(type(of: self))>" }

  /// Updates the view's constraints before layout; call `super` last.
  open func updateViewConstraints() { storedView?.updateConstraints() }

  /// The legacy guide below the status bar and top bars (iOS 7–10; the safe area's top edge now).
  public var topLayoutGuide: any UILayoutSupport { view.systemGuide(.topLayout) }
  /// The legacy guide above bottom bars.
  public var bottomLayoutGuide: any UILayoutSupport { view.systemGuide(.bottomLayout) }

  /// Called when the traits changed; call `super` first.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The presentation controller of the controller this one presents, which receives forwarded
  /// transitions (set by presentation).
  var presentationControllerForForwarding: UIPresentationController? {
    presentedViewController?.activePresentationController
  }

  /// The view is about to be added to a visible window.
  open func viewWillAppear(_ animated: Bool) {}

  /// The view is in the window and its traits are final; layout has not run yet (iOS 17, back to 13).
  open func viewIsAppearing(_ animated: Bool) {}

  /// The view appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// The view is about to leave the visible window.
  open func viewWillDisappear(_ animated: Bool) {}

  /// The view left the visible window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// The view is about to lay out its subviews.
  open func viewWillLayoutSubviews() {}

  /// The view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Whether the controller forwards appearance callbacks to its children automatically.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Adds a child; calls `willMove(toParent:)` on it. Call `didMove(toParent:)` once the
  /// child's view is in place.
  open func addChild(_ childController: UIViewController) {
    if childController === self || isDescendantController(of: childController) {
      AdaptiveKitLog.shared.report(
        .containment, "Can't add \(childController) as a child of itself or of one of its descendants")
      return
    }
    guard childController.storedParent !== self else { return }
    if childController.storedParent != nil { childController.removeFromParent() }
    if let window = childController.windowForRoot { window.rootViewController = nil }
    childController.willMove(toParent: self)
    storedChildren.append(childController)
    childController.storedParent = self
    TraitEngine.update(childController)
  }

  /// Removes this controller from its parent and calls `didMove(toParent: nil)`. Call
  /// `willMove(toParent: nil)` first. A controller with no parent is left as it is.
  open func removeFromParent() {
    guard let parent = storedParent else { return }
    parent.storedChildren.removeAll { $0 === self }
    parent.childTraitOverrides[ObjectIdentifier(self)] = nil
    storedParent = nil
    didMove(toParent: nil)
    TraitEngine.update(self)
  }

  /// Called before the controller is added to or removed from a container.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a container.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Presentation state (filled in by presentation)

  /// The controller this one presents.
  public internal(set) var presentedViewController: UIViewController?
  /// The controller that presented this one.
  public internal(set) weak var presentingViewController: UIViewController?
  /// The presentation controller managing this controller's presentation while it is presented.
  var activePresentationController: UIPresentationController?

  // MARK: Storyboards

  /// Where a storyboard-made controller came from (its scene); `nil` for controllers made in code.
  var storyboardScene: StoryboardScene?

  /// The storyboard this controller was instantiated from.
  open var storyboard: UIStoryboard? { storyboardScene?.isNib == true ? nil : storyboardScene?.storyboard }

  /// Runs the segue `identifier` of this controller's scene (without asking
  /// `shouldPerformSegue`); stops with UIKit's message when there is none
  /// (`performValidatedSegue(withIdentifier:sender:)` throws instead).
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    do { try performValidatedSegue(withIdentifier: identifier, sender: sender) } catch {
      preconditionFailure(error.description)
    }
  }

  /// Whether the triggered segue `identifier` should run; the default is `true`.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called before a segue from this controller performs; the destination's view is not loaded yet.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether this controller is the destination for the unwind `action`: by default, whether it
  /// responds to the action (see `ActionRegistry`).
  open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    ActionRegistry.responds(self, to: action.name)
  }

  /// The children an unwind search may descend into: all but the one the search came from.
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    storedChildren.filter { $0 !== childContaining(source) }
  }

  /// The child that contains the unwind's source, if any.
  open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    storedChildren.first { child in
      var current: UIViewController? = source.source
      while let controller = current {
        if controller === child { return true }
        current = controller.storedParent ?? controller.presentingViewController
      }
      return false
    }
  }

  /// Called on each controller between the unwind's source and destination as the unwind
  /// transition passes it; containers override it to pop or dismiss.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
}
