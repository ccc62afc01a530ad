import Foundation

/// Shows one of several view controllers, chosen with a tab bar at the bottom.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var storedSelectedIndex = NSNotFound

  /// The bar at the bottom.
  public let tabBar = UITabBar()

  /// Hears of the user's selections.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Creates an empty tab bar controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Archives are not supported; storyboards build tab bar controllers through `UIStoryboard`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The tabs' controllers, in order. Setting them keeps the selected controller when it is still
  /// among them, and otherwise selects the first.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
      if controller === self || isDescendantController(of: controller) || controller === storedMoreNavigationController {
        AdaptiveKitLog.shared.report(.containment, "setViewControllers: \(controller) cannot be its own tab")
        continue
      }
      unique.append(controller)
    }
    let oldSelected = selectedViewController
    let oldDisplayed = displayedController
    placeInMoreList(nil)
    for old in tabs where !unique.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    for controller in unique where controller.storedParent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    tabs = unique
    // UIKit resets the customizable tabs to all of them whenever the tabs change.
    customizableViewControllers = unique.isEmpty ? nil : unique
    showsMoreList = false
    if let oldSelected, let index = unique.firstIndex(where: { $0 === oldSelected }) {
      storedSelectedIndex = index
    } else {
      storedSelectedIndex = unique.isEmpty ? NSNotFound : 0
    }
    updateMoreTab()
    showSelected(previous: oldDisplayed)
  }

  /// The index of the selected tab; `NSNotFound` with no tabs, or while the More list itself is
  /// shown. Out-of-range values are ignored.
  open var selectedIndex: Int {
    get { showsMoreList ? NSNotFound : storedSelectedIndex }
    set {
      guard tabs.indices.contains(newValue) else {
        AdaptiveKitLog.shared.report(.containment, "selectedIndex \(newValue) is out of range for \(tabs.count) tabs")
        return
      }
      guard newValue != storedSelectedIndex || showsMoreList else { return }
      let old = displayedController
      storedSelectedIndex = newValue
      showsMoreList = false
      showSelected(previous: old)
    }
  }

  /// The selected tab's controller, or `moreNavigationController` while the More list is shown;
  /// setting a controller that is neither is ignored.
  open var selectedViewController: UIViewController? {
    get {
      if showsMoreList { return moreNavigationController }
      return tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil
    }
    set {
      if let newValue, newValue === storedMoreNavigationController, hasMoreTab {
        guard !showsMoreList else { return }
        let old = displayedController
        showsMoreList = true
        showSelected(previous: old)
        return
      }
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
        AdaptiveKitLog.shared.report(.containment, "selectedViewController must be one of the tabs")
        return
      }
      selectedIndex = index
    }
  }

  // MARK: The More tab

  /// The navigation controller of the More tab, which lists the tabs that do not fit on the bar.
  /// It always exists, is never among `viewControllers`, and is shown only when needed.
  public var moreNavigationController: UINavigationController {
    if let existing = storedMoreNavigationController { return existing }
    let list = MoreListController()
    list.tabBarOwner = self
    let navigation = UINavigationController(rootViewController: list)
    navigation.tabBarItem = list.tabBarItem
    storedMoreNavigationController = navigation
    return navigation
  }

  /// The tabs a user may rearrange in the More list's editing interface (reset to all the tabs
  /// whenever they change, as in UIKit; AdaptiveKit has no editing interface to show).
  open var customizableViewControllers: [UIViewController]?

  private var storedMoreNavigationController: UINavigationController?
  private var showsMoreList = false

  /// How many tabs the bar holds before it needs a More tab: five in compact width, as UIKit
  /// documents (six or more tabs show the first four and More); in regular width eight
  /// (unconfirmed: iPad tab bars space fixed-width items and fit more; chosen from observation).
  var maximumTabsOnBar: Int { traitCollection.horizontalSizeClass == .regular ? 8 : 5 }

  /// Whether the bar shows a More tab for the tabs that do not fit.
  var hasMoreTab: Bool { tabs.count > maximumTabsOnBar }

  /// How many tabs have their own item on the bar; the rest are reached through the More list.
  var tabsOnBar: Int { hasMoreTab ? maximumTabsOnBar - 1 : tabs.count }

  /// The tabs reached through the More list.
  var overflowTabs: [UIViewController] { Array(tabs[tabsOnBar...]) }

  /// Whether `controller` is a tab reached through the More list.
  private func isInMoreList(_ controller: UIViewController) -> Bool {
    guard let index = tabs.firstIndex(where: { $0 === controller }) else { return false }
    return index >= tabsOnBar
  }

  /// The controller whose view the container shows: the selected tab, or the More navigation
  /// controller while it shows the list or a tab from it.
  var displayedController: UIViewController? {
    if showsMoreList { return moreNavigationController }
    guard let selected = selectedViewController else { return nil }
    return isInMoreList(selected) ? moreNavigationController : selected
  }

  /// Adds the More navigation controller as a child while the bar needs it, and refreshes the items.
  private func updateMoreTab() {
    if hasMoreTab {
      let more = moreNavigationController
      if more.storedParent !== self {
        addChild(more)
        more.didMove(toParent: self)
      }
    } else if let more = storedMoreNavigationController, more.storedParent === self {
      placeInMoreList(nil)
      showsMoreList = false
      more.willMove(toParent: nil)
      more.viewIfLoaded?.removeFromSuperview()
      more.removeFromParent()
    }
    childTabBarItemDidChange()
  }

  /// Pushes `tab` on the More list (nil: just the list), giving a tab that leaves it back to this
  /// controller as a child.
  private func placeInMoreList(_ tab: UIViewController?) {
    guard let more = storedMoreNavigationController, let list = more.viewControllers.first else { return }
    let shown = more.viewControllers.dropFirst().first
    guard shown !== tab else { return }
    more.setViewControllers(tab.map { [list, $0] } ?? [list], animated: false)
    if let shown, shown.storedParent == nil, tabs.contains(where: { $0 === shown }) {
      addChild(shown)
      shown.didMove(toParent: self)
    }
    // Children stay in tab order, the More navigation controller last.
    storedChildren = tabs.filter { $0.storedParent === self } + (more.storedParent === self ? [more] : [])
  }

  /// Selects a tab as a user's tap on the bar's item at `index` does: asks the delegate, then
  /// tells it; the More item selects the More list (AdaptiveKit addition).
  public func _selectTabAsUser(at index: Int) {
    let visible = tabsOnBar
    let controller: UIViewController
    if index < visible, tabs.indices.contains(index) {
      controller = tabs[index]
    } else if hasMoreTab, index == visible {
      controller = moreNavigationController
    } else {
      return
    }
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    if controller === storedMoreNavigationController {
      // Tapping More again goes back to the list.
      placeInMoreList(nil)
      selectedViewController = controller
    } else {
      selectedIndex = index
    }
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// A container view holding the selected tab's view above the tab bar.
  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.arrange = { [weak self] in self?.arrangeViews() }
    view = container
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelected(previous: nil)
  }

  /// Refreshes the bar's items from the tabs: those that fit, then More when some do not.
  func childTabBarItemDidChange() {
    let more: [UITabBarItem] = hasMoreTab ? [moreNavigationController.tabBarItem] : []
    tabBar.items = tabs[..<tabsOnBar].map { $0.tabBarItem } + more
    tabBar.selectedItem = displayedController?.tabBarItem
  }

  private func showSelected(previous: UIViewController?) {
    let selected = selectedViewController
    if let selected, isInMoreList(selected) {
      placeInMoreList(selected)
    } else if storedMoreNavigationController != nil, !showsMoreList {
      placeInMoreList(nil)
    }
    tabBar.selectedItem = displayedController?.tabBarItem
    guard let container = storedView else { return }
    let displayed = displayedController
    if let previous, previous !== displayed, let oldView = previous.viewIfLoaded, oldView.superview === container {
      oldView.removeFromSuperview()
    }
    if let displayed { container.installContentView(displayed.view) }
    if tabBar.superview !== container { container.addSubview(tabBar) }
    arrangeViews()
  }

  /// The tab bar sits at the bottom, above the home indicator's inset (49 points on an iPhone, 50
  /// or 45 on an iPad: `BarMetrics.tabBarHeight(for:bottomInset:)`); the tabs' views
  /// fill the container and get the bar's height as extra bottom safe area.
  func arrangeViews() {
    guard let container = storedView else { return }
    let top = (displayedController as? UINavigationController)?.topViewController
    let stackDepth = (displayedController as? UINavigationController)?.viewControllers.count ?? 0
    // UIKit hides the bar for a pushed controller that asks, not for a stack's root.
    let hidesBar = top?.hidesBottomBarWhenPushed == true && stackDepth > 1
    if tabBar.isHidden != hidesBar { tabBar.isHidden = hidesBar }
    let bottom = BarMetrics.bottomInset(of: container)
    let barHeight = BarMetrics.tabBarHeight(for: container.traitCollection, bottomInset: bottom)
    let height = barHeight + bottom
    tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    if let selectedView = displayedController?.viewIfLoaded, selectedView.superview === container,
      selectedView.frame != container.bounds
    {
      selectedView.frame = container.bounds
    }
    let inset: CGFloat = tabBar.isHidden ? 0 : barHeight
    // Tabs shown in the More list get theirs from the More navigation controller.
    for controller in storedChildren {
      controller.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
    }
  }

  override func traitsDidChangeInternally(previous: UITraitCollection) {
    super.traitsDidChangeInternally(previous: previous)
    if previous.horizontalSizeClass != traitCollection.horizontalSizeClass, !tabs.isEmpty {
      // A width change can move tabs between the bar and the More list.
      let old = displayedController
      if !hasMoreTab { showsMoreList = false }
      updateMoreTab()
      showSelected(previous: old)
    }
    arrangeViews()
  }
}
