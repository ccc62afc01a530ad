/// Manages a view hierarchy: loading it, its place among other view controllers, traits,
/// transitions and appearance.
@preconcurrency @MainActor
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
  /// Set while the controller's appearance callbacks belong to a presentation, a dismissal, or a
  /// container adding or removing it (`isBeingPresented`, `isMovingToParent`, …).
  var transitionFlags: TransitionFlags = []

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

  /// A localized title; setting it also titles the navigation item and the tab bar item.
  open var title: String? {
    didSet {
      guard oldValue != title else { return }
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
      (parent as? UINavigationController)?.childNavigationItemDidChange(self)
    }
  }

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
    storedPresentedViewController?.activePresentationController
  }

  /// Internal work after the traits changed, before `traitCollectionDidChange(_:)` runs:
  /// containers collapse, expand and re-place their children here.
  func traitsDidChangeInternally(previous: UITraitCollection) {}

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

  // MARK: Container items

  var storedNavigationItem: UINavigationItem?
  var storedTabBarItem: UITabBarItem?

  /// Insets the containing controller's bars add to this controller's root view's safe area
  /// (UIKit keeps these apart from the public `additionalSafeAreaInsets`).
  var containerSafeAreaInsets = UIEdgeInsets.zero {
    didSet { if oldValue != containerSafeAreaInsets { storedView?.constraintsDidChange() } }
  }

  /// The item that represents the controller in its navigation controller's bar, created on
  /// first use with the controller's title.
  open var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem()
    item.title = title
    item.owningViewController = self
    storedNavigationItem = item
    return item
  }

  /// The item that represents the controller in a tab bar, created on first use with its title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = storedTabBarItem { return item }
      let item = UITabBarItem()
      item.title = title
      storedTabBarItem = item
      return item
    }
    set {
      storedTabBarItem = newValue
      (parent as? UITabBarController)?.childTabBarItemDidChange()
    }
  }

  private var storedEditing = false

  /// Whether the controller's content is being edited; setting it calls `setEditing(_:animated:)`.
  open var isEditing: Bool {
    get { storedEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode (a table view controller takes its table along, and
  /// `editButtonItem` turns to Done or back to Edit); call `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    storedEditing = editing
    storedEditButtonItem?.showEditing(editing)
  }

  /// The Edit/Done item made by `editButtonItem`, once asked for.
  var storedEditButtonItem: UIBarButtonItem?
  /// The edit item's target: a bar button item does not retain its target.
  var editButtonTarget: EditButtonTarget?

  /// An Edit item (Done while editing) whose tap calls `setEditing(!isEditing, animated: true)`;
  /// the same item every time.
  open var editButtonItem: UIBarButtonItem { makeEditButtonItem() }

  // MARK: Status bar and extended layout (see UIViewController+StatusBar.swift)

  /// The status bar style this controller wants (read by `setNeedsStatusBarAppearanceUpdate()`).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether this controller wants the status bar hidden.
  open var prefersStatusBarHidden: Bool { false }
  /// The animation used when the status bar's hiding changes.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// A child whose `preferredStatusBarStyle` is used instead of this controller's.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// A child whose `prefersStatusBarHidden` is used instead of this controller's.
  open var childForStatusBarHidden: UIViewController? { nil }

  /// The edges under which a navigation controller extends this controller's view (its bar on
  /// top, its toolbar at the bottom); all by default.
  open var edgesForExtendedLayout: UIRectEdge = .all {
    didSet { if oldValue != edgesForExtendedLayout { (storedParent as? UINavigationController)?.arrangeViews() } }
  }

  /// Whether the tab bar hides while this controller is on top of a navigation stack.
  open var hidesBottomBarWhenPushed = false

  /// The items a navigation controller's toolbar shows for this controller.
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { (storedParent as? UINavigationController)?.childToolbarItemsDidChange(self) }
  }

  /// Sets the items a navigation controller's toolbar shows for this controller.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  // MARK: Showing view controllers

  /// Shows `vc` in the nearest container that implements `show(_:sender:)` (a navigation
  /// controller pushes it, a split view installs it), otherwise presents it modally.
  open func show(_ vc: UIViewController, sender: Any?) {
    ShowRouting.show(vc, from: self, sender: sender)
  }

  /// Shows `vc` as the detail: a split view replaces its secondary (or, collapsed, shows it on its
  /// primary); without one it is presented modally.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    ShowRouting.showDetail(vc, from: self, sender: sender)
  }

  /// The controller that handles `action`: the receiver if it implements the action and can perform
  /// it, else the first such parent (or presenting controller) above it; nil if none.
  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    ShowRouting.target(forAction: action, from: self, sender: sender)
  }

  /// Merges a split view's secondary into this controller as the split view collapses; the base
  /// implementation keeps only the primary on screen.
  open func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {}

  /// The secondary to give back as a split view expands; the base implementation returns the
  /// secondary the split view had before it collapsed.
  open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
    splitViewController.secondaryBeforeCollapse
  }

  // MARK: Presenting view controllers

  /// The style `present(_:animated:completion:)` uses (iOS 13 default: `.automatic`, a page sheet).
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// The transition animation of a modal presentation.
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Whether a current-context presentation from this controller or its children covers this
  /// controller's view.
  open var definesPresentationContext = false
  /// Whether the context controller's transition style is used for current-context presentations.
  open var providesPresentationContextTransitionStyle = false
  /// Whether the presented sheet refuses interactive dismissal (iOS 13).
  open var isModalInPresentation = false
  /// Whether a controller presented in a style that does not cover the screen takes over the
  /// status bar's appearance, as full-screen presentations do (default false).
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Whether the keyboard stays up when the first responder in this presented controller resigns:
  /// UIKit's documented default, true for a form sheet and false for every other style.
  open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
  /// Supplies the presentation controller of a `.custom` presentation.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// Presents `viewControllerToPresent` in the style it asks for, adapted to the environment.
  /// UIKit's programmer errors (presenting a controller that is already presented or is a child,
  /// a popover without an anchor) are logged and ignored; `validatedPresent` throws them.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    do {
      try PresentationEngine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    } catch {
      AdaptiveKitLog.shared.report(.presentation, "\(error)")
    }
  }

  /// Dismisses the controller this one presented (with everything above it), or, when it presents
  /// nothing, this controller itself.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    PresentationEngine.dismiss(from: self, animated: flag, completion: completion)
  }

  /// The presentation controller created early, before `present`, when the app configured it.
  var preparedPresentationController: UIPresentationController?
  /// The coordinator of a presentation or dismissal running on this controller.
  var activeTransitionCoordinator: TransitionCoordinator?

  // MARK: Presentation state (filled in by presentation)

  var storedPresentedViewController: UIViewController?
  weak var storedPresentingViewController: UIViewController?

  /// The controller this one (or an ancestor on its behalf) presents.
  public var presentedViewController: UIViewController? {
    storedPresentedViewController ?? storedParent?.presentedViewController
  }

  /// The controller that presented this one, or its nearest presented ancestor.
  public var presentingViewController: UIViewController? {
    storedPresentingViewController ?? storedParent?.presentingViewController
  }

  /// The presentation controller managing this controller's presentation while it is presented.
  var activePresentationController: UIPresentationController?

  // MARK: Storyboards

  /// Where a storyboard-made controller came from (its scene); `nil` for controllers made in code.
  var storyboardScene: StoryboardScene?

  /// The layouts of views loaded from a storyboard or a nib this controller owns, kept so that
  /// their size-class variations are re-applied whenever the traits change (a layout only
  /// observes its root view weakly, to avoid a cycle).
  var retainedSceneLayouts: [StoryboardSceneBuilder] = []

  /// A nib to load the view from in place of `nibName` (a tool that made File's Owner for a
  /// nib it decoded: `UINib.makeFilesOwner()`).
  var nibToLoad: UINib?
  /// The views the controller's nib built by document id (held weakly: the view owns them).
  var nibViews: [String: WeakView] = [:]
  /// What loading the view from its nib made and connected (`NibLoadRecord`).
  var nibRecord: NibLoadRecord?

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
    responds(to: action)
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
