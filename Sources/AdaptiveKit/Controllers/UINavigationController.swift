/// A stack of view controllers, the top one shown below a navigation bar.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  /// True while a split view collapses a navigation controller secondary onto this one, the one
  /// case in which UIKit tolerates a navigation controller on the stack.
  var isCollapsingSplitSecondary = false

  /// The bar at the top.
  public let navigationBar = UINavigationBar()

  /// Hears of the top view controller changing.
  open weak var delegate: (any UINavigationControllerDelegate)?

  private lazy var popGesture = InteractivePopGestureRecognizer(navigationController: self)
  /// The edge pan that pops the top controller (attached to the view once it loads).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

  /// Creates a navigation controller with a root view controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller; custom bar classes are not supported (AdaptiveKit builds its
  /// own bar), so both arguments are accepted and ignored.
  public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Archives are not supported; storyboards build navigation controllers through `UIStoryboard`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The stack

  /// The stack, root first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is visible: the top controller, or the controller it presents.
  open var visibleViewController: UIViewController? {
    guard var visible = topViewController else { return nil }
    while let presented = visible.presentedViewController, presented !== visible { visible = presented }
    return visible
  }

  /// Replaces the stack. Duplicates are dropped (keeping the first) with a logged warning.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers {
      if unique.contains(where: { $0 === controller }) {
        AdaptiveKitLog.shared.report(
          .containment, "setViewControllers: ignoring \(controller), which appears more than once")
        continue
      }
      if controller === self || isDescendantController(of: controller) {
        AdaptiveKitLog.shared.report(.containment, "setViewControllers: \(controller) cannot be on its own stack")
        continue
      }
      unique.append(controller)
    }
    let before = stack
    let oldTop = stack.last
    let removed = stack.filter { old in !unique.contains { $0 === old } }
    let added = unique.filter { $0.storedParent !== self }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    stack = unique
    storedChildren = unique
    transitionTop(from: oldTop, animated: animated) { [weak self] didComplete in
      guard let self else { return }
      if didComplete {
        for controller in removed { controller.removeFromParent() }
        for case let nested as UINavigationController in removed { nested.outerNavigationController = nil }
        self.storedChildren = self.stack
        for controller in added { controller.didMove(toParent: self) }
      } else {
        // A cancelled replacement (its push or pop given up) puts the old stack back, as a
        // cancelled push or pop does: the new controllers leave, the removed ones stay.
        self.restoreStack(before)
        for controller in added {
          controller.willMove(toParent: nil)
          controller.removeFromParent()
        }
        for controller in removed { controller.didMove(toParent: self) }
      }
    }
  }

  /// Puts back the stack a cancelled transition changed, with the bar's items.
  private func restoreStack(_ controllers: [UIViewController]) {
    stack = controllers
    storedChildren = controllers
    refreshBarItems()
    toolbar.setItems(controllers.last?.toolbarItems, animated: false)
  }

  /// Pushes a controller; pushing one already on the stack or a navigation controller is a
  /// programmer error UIKit raises for: it is logged and ignored (see `validatedPushViewController`).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    do {
      try validatedPushViewController(viewController, animated: animated)
    } catch {
      AdaptiveKitLog.shared.report(.containment, "\(error)")
    }
  }

  /// Pushes a controller, throwing UIKit's exception for a controller already on the stack or a
  /// navigation controller (AdaptiveKit addition).
  public func validatedPushViewController(_ viewController: UIViewController, animated: Bool) throws {
    if stack.contains(where: { $0 === viewController }) {
      throw UIViewControllerHierarchyError.pushedTwice(
        "Pushing the same view controller instance more than once is not supported (\(viewController))")
    }
    // A collapsed split view's primary takes a detail navigation controller (Show Detail of a
    // storyboard's detail navigation controller on an iPhone, as Xcode's master-detail template
    // does); UIKit refuses nested navigation controllers everywhere else.
    if viewController is UINavigationController && !isCollapsingSplitSecondary && !isCollapsedSplitPrimary {
      throw UIViewControllerHierarchyError.pushedNavigationController("Pushing a navigation controller is not supported")
    }
    if viewController === self || isDescendantController(of: viewController) {
      throw UIViewControllerHierarchyError.pushedTwice(
        "Pushing a view controller that contains the navigation controller is not supported (\(viewController))")
    }
    let oldTop = stack.last
    addChild(viewController)
    stack.append(viewController)
    storedChildren = stack
    viewController.transitionFlags.insert(.movingToParent)
    transitionTop(from: oldTop, animated: animated) { [weak self] didComplete in
      viewController.transitionFlags.remove(.movingToParent)
      guard let self else { return }
      if didComplete {
        viewController.didMove(toParent: self)
      } else {
        // A cancelled push takes the controller off again.
        self.restoreStack(self.stack.filter { $0 !== viewController })
        viewController.willMove(toParent: nil)
        viewController.removeFromParent()
      }
    }
  }

  /// Pops the top controller and returns it; the root is never popped (returns nil).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return popTo(index: stack.count - 2, animated: animated).first
  }

  /// Pops every controller above the root and returns them, nearest the root first; nil when only
  /// the root is on the stack.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    return popTo(index: 0, animated: animated)
  }

  /// Pops the controllers above `viewController`; a controller not on the stack is ignored with a
  /// logged warning and nil is returned.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      AdaptiveKitLog.shared.report(.containment, "popToViewController: \(viewController) is not on the stack")
      return nil
    }
    return popTo(index: index, animated: animated)
  }

  private func popTo(index: Int, animated: Bool) -> [UIViewController] {
    let popped = Array(stack[(index + 1)...])
    let oldTop = stack.last
    for controller in popped {
      controller.willMove(toParent: nil)
      controller.transitionFlags.insert(.movingFromParent)
    }
    let before = stack
    stack.removeSubrange((index + 1)...)
    transitionTop(from: oldTop, animated: animated) { [weak self] didComplete in
      for controller in popped { controller.transitionFlags.remove(.movingFromParent) }
      guard let self else { return }
      if didComplete {
        for controller in popped { controller.removeFromParent() }
        for case let nested as UINavigationController in popped { nested.outerNavigationController = nil }
        self.storedChildren = self.stack
      } else {
        // A cancelled pop (an interactive pop given up) leaves the popped controllers on the stack.
        self.restoreStack(before)
        for controller in popped { controller.didMove(toParent: self) }
      }
    }
    return popped
  }

  // MARK: The bar

  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden: Bool {
    get { barHiddenByApp }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Shows or hides the navigation bar; the top controller's safe area follows.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    barHiddenByApp = hidden
    updateBarVisibility()
    arrangeViews()
  }

  private var barHiddenByApp = false

  /// The navigation controller whose stack holds this one: a collapsed split view's detail
  /// navigation controller pushed onto the primary's. While nested, this controller's own bar
  /// hides and the outer bar shows its items after the outer stack's, so the user sees one bar
  /// whose back button leads from the detail's root to the list (unconfirmed: UIKit's private
  /// nested-navigation handling is not documented; this is what its collapsed split views show).
  weak var outerNavigationController: UINavigationController? {
    didSet {
      guard outerNavigationController !== oldValue else { return }
      updateBarVisibility()
      arrangeViews()
    }
  }

  private func updateBarVisibility() {
    let hidden = barHiddenByApp || outerNavigationController != nil
    if navigationBar.isHidden != hidden { navigationBar.isHidden = hidden }
  }

  /// The items the bar shows: each controller's item, and for a nested navigation controller the
  /// items of its whole stack.
  var displayedNavigationItems: [UINavigationItem] {
    stack.flatMap { controller -> [UINavigationItem] in
      if let nested = controller as? UINavigationController, nested.outerNavigationController === self {
        return nested.displayedNavigationItems
      }
      return [controller.navigationItem]
    }
  }

  /// Refreshes the bar's items (and an outer navigation controller's, while nested).
  private func refreshBarItems() {
    navigationBar.items = displayedNavigationItems
    outerNavigationController?.refreshBarItems()
  }

  /// The toolbar at the bottom, showing the top controller's `toolbarItems`; hidden by default.
  public private(set) var toolbar: UIToolbar! = UIToolbar()

  /// Whether the toolbar is hidden (default true).
  open var isToolbarHidden: Bool {
    get { toolbarHiddenByApp }
    set { setToolbarHidden(newValue, animated: false) }
  }

  private var toolbarHiddenByApp = true

  /// Shows or hides the toolbar; the top controller's bottom safe area follows.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    toolbarHiddenByApp = hidden
    arrangeViews()
  }

  /// Refreshes the toolbar when the top controller's `toolbarItems` change.
  func childToolbarItemsDidChange(_ child: UIViewController) {
    if child === topViewController { toolbar.setItems(child.toolbarItems, animated: false) }
  }

  // MARK: Showing

  /// Pushes `vc`.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Implements `show(_:sender:)` (and whatever `declareAction(_:)` adds).
  open override func responds(to aSelector: Selector?) -> Bool {
    aSelector == .showViewController || super.responds(to: aSelector)
  }

  /// Pushes the split view's secondary onto this stack as the split view collapses; a
  /// navigation-controller secondary is pushed as one entry.
  open override func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {
    isCollapsingSplitSecondary = true
    pushViewController(secondaryViewController, animated: false)
    isCollapsingSplitSecondary = false
  }

  /// Pops the top controller and returns it as the split view's secondary; nil when only the root
  /// is on the stack (unconfirmed, chosen behaviour).
  open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return popViewController(animated: false)
  }

  /// Whether this is the primary of a collapsed split view controller.
  var isCollapsedSplitPrimary: Bool {
    guard let split = splitViewController, split.isCollapsed else { return false }
    return split.viewControllers.first === self
  }

  // MARK: Views

  /// A container view holding the top controller's view under the navigation bar.
  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.arrange = { [weak self] in self?.arrangeViews() }
    view = container
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    toolbar.isHidden = toolbarHiddenByApp
    navigationBar.barLayoutDidChange = { [weak self] in self?.arrangeViews() }
    view.addGestureRecognizer(popGesture)
    installTopView()
  }

  /// Re-titles the bar when a controller on the stack changes its title.
  func childNavigationItemDidChange(_ child: UIViewController) {
    refreshBarItems()
  }

  /// Moves from `oldTop`'s view to the new top's, with UIKit's appearance order (the old top's
  /// will-disappear, the new top's will-appear, then did-disappear and did-appear).
  /// `finish` runs once the change is over, told whether it completed (a custom transition may
  /// be cancelled, or end later than this call).
  private func transitionTop(
    from oldTop: UIViewController?, animated: Bool, finish: @escaping (Bool) -> Void = { _ in }
  ) {
    for case let nested as UINavigationController in stack where nested.outerNavigationController !== self {
      nested.outerNavigationController = self
    }
    refreshBarItems()
    toolbar.setItems(stack.last?.toolbarItems, animated: animated)
    let newTop = stack.last
    guard oldTop !== newTop else {
      arrangeViews()
      finish(true)
      return
    }
    if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
    if isViewLoaded {
      let visible = appearanceState == .appeared || appearanceState == .appearing
      let animation = visible ? customAnimation(from: oldTop, to: newTop) : nil
      if visible {
        oldTop?.beginAppearanceTransition(false, animated: animated)
        newTop?.beginAppearanceTransition(true, animated: animated)
      }
      if let animation, let oldTop, let newTop {
        runCustomTransition(animation, from: oldTop, to: newTop, animated: animated, finish: finish)
        return
      }
      if let oldView = oldTop?.viewIfLoaded, oldView.superview === storedView { oldView.removeFromSuperview() }
      installTopView()
    }
    if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
    // A tab bar hides while the top controller asks it to.
    tabBarController?.arrangeViews()
    finish(true)
  }

  func installTopView() {
    guard let container = storedView, let top = stack.last else { return }
    container.installContentView(top.view)
    if navigationBar.superview !== container { container.addSubview(navigationBar) }
    if toolbar.superview !== container { container.addSubview(toolbar) }
    arrangeViews()
  }

  /// Places the bar below the status bar (taller by the large-title row while it shows) and the
  /// toolbar above the home indicator, and gives the top controller both bars' heights as extra
  /// safe area; its view extends under the bars, as UIKit's default `edgesForExtendedLayout` does.
  func arrangeViews() {
    guard let container = storedView else { return }
    let top = BarMetrics.topInset(of: container)
    let height = navigationBar.barHeight
    navigationBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: height)
    // UIKit hides the toolbar under a pushed controller that hides bottom bars, as it does the tab bar.
    let hidesBottomBars = stack.count > 1 && stack.last?.hidesBottomBarWhenPushed == true
    let toolbarHidden = toolbarHiddenByApp || hidesBottomBars
    if toolbar.isHidden != toolbarHidden { toolbar.isHidden = toolbarHidden }
    let toolbarHeight = BarMetrics.toolbarHeight(for: container.traitCollection)
    // Alone, the bar reaches down behind the home indicator (as the tab bar does); inside a tab
    // bar controller it sits on top of the tab bar, whose inset this controller was given.
    let tabBarInset = containerSafeAreaInsets.bottom
    let below = tabBarInset > 0 ? tabBarInset + BarMetrics.bottomInset(of: container) : 0
    let extent = tabBarInset > 0 ? toolbarHeight : toolbarHeight + BarMetrics.bottomInset(of: container)
    toolbar.frame = CGRect(
      x: 0, y: container.bounds.height - below - extent, width: container.bounds.width, height: extent)
    let barInset: CGFloat = navigationBar.isHidden ? 0 : height
    let toolbarInset: CGFloat = toolbarHidden ? 0 : toolbarHeight
    for controller in stack {
      // A controller that keeps its view out from under a bar starts below (or ends above) it,
      // so that bar no longer insets its safe area.
      let edges = controller.edgesForExtendedLayout
      let underTop = edges.contains(.top) || navigationBar.isHidden
      let underBottom = edges.contains(.bottom) || toolbarHidden
      controller.containerSafeAreaInsets = UIEdgeInsets(
        top: underTop ? barInset : 0, left: 0, bottom: underBottom ? toolbarInset : 0, right: 0)
      guard controller === stack.last, let topView = controller.viewIfLoaded, topView.superview === container else { continue }
      var frame = container.bounds
      if !underTop { frame.origin.y = navigationBar.frame.maxY }
      frame.size.height = (underBottom ? container.bounds.maxY : toolbar.frame.minY) - frame.minY
      if topView.frame != frame { topView.frame = frame }
    }
  }

  override func traitsDidChangeInternally(previous: UITraitCollection) {
    super.traitsDidChangeInternally(previous: previous)
    arrangeViews()
  }
}
