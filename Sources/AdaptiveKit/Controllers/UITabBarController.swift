import Foundation

/// Shows one of several view controllers, chosen with a tab bar at the bottom.
@MainActor
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
      if controller === self || isDescendantController(of: controller) {
        AdaptiveKitLog.shared.report(.containment, "setViewControllers: \(controller) cannot be its own tab")
        continue
      }
      unique.append(controller)
    }
    let oldSelected = selectedViewController
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
    storedChildren = unique
    childTabBarItemDidChange()
    if let oldSelected, let index = unique.firstIndex(where: { $0 === oldSelected }) {
      storedSelectedIndex = index
    } else {
      storedSelectedIndex = unique.isEmpty ? NSNotFound : 0
    }
    showSelected(previous: oldSelected)
  }

  /// The index of the selected tab; `NSNotFound` with no tabs. Out-of-range values are ignored.
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard tabs.indices.contains(newValue) else {
        AdaptiveKitLog.shared.report(.containment, "selectedIndex \(newValue) is out of range for \(tabs.count) tabs")
        return
      }
      guard newValue != storedSelectedIndex else { return }
      let old = selectedViewController
      storedSelectedIndex = newValue
      showSelected(previous: old)
    }
  }

  /// The selected tab's controller; setting a controller that is not a tab is ignored.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
        AdaptiveKitLog.shared.report(.containment, "selectedViewController must be one of the tabs")
        return
      }
      selectedIndex = index
    }
  }

  /// Selects a tab as a user's tap does: asks the delegate, then tells it (AdaptiveKit addition).
  public func _selectTabAsUser(at index: Int) {
    guard tabs.indices.contains(index) else { return }
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    selectedIndex = index
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

  /// Refreshes the bar's items from the tabs.
  func childTabBarItemDidChange() {
    tabBar.items = tabs.map { $0.tabBarItem }
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }

  private func showSelected(previous: UIViewController?) {
    tabBar.selectedItem = selectedViewController?.tabBarItem
    guard let container = storedView else { return }
    let selected = selectedViewController
    if let previous, previous !== selected, let oldView = previous.viewIfLoaded, oldView.superview === container {
      oldView.removeFromSuperview()
    }
    if let selected { container.installContentView(selected.view) }
    if tabBar.superview !== container { container.addSubview(tabBar) }
    arrangeViews()
  }

  /// The tab bar sits at the bottom, above the home indicator's inset (49 points on an iPhone, 50
  /// or 45 on an iPad: `BarMetrics.tabBarHeight(for:bottomInset:)`); the tabs' views
  /// fill the container and get the bar's height as extra bottom safe area.
  func arrangeViews() {
    guard let container = storedView else { return }
    let top = (selectedViewController as? UINavigationController)?.topViewController
    let stackDepth = (selectedViewController as? UINavigationController)?.viewControllers.count ?? 0
    // UIKit hides the bar for a pushed controller that asks, not for a stack's root.
    let hidesBar = top?.hidesBottomBarWhenPushed == true && stackDepth > 1
    if tabBar.isHidden != hidesBar { tabBar.isHidden = hidesBar }
    let bottom = BarMetrics.bottomInset(of: container)
    let barHeight = BarMetrics.tabBarHeight(for: container.traitCollection, bottomInset: bottom)
    let height = barHeight + bottom
    tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    if let selectedView = selectedViewController?.viewIfLoaded, selectedView.superview === container,
      selectedView.frame != container.bounds
    {
      selectedView.frame = container.bounds
    }
    let inset: CGFloat = tabBar.isHidden ? 0 : barHeight
    for controller in tabs {
      controller.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
    }
  }

  override func traitsDidChangeInternally(previous: UITraitCollection) {
    super.traitsDidChangeInternally(previous: previous)
    arrangeViews()
  }
}
