import Foundation

/// Shows a primary and a secondary view controller side by side when the width is regular and
/// collapses to one of them when it is compact (behavior reference §8); with `init(style:)`, the
/// iOS 14 column interface.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The classic interface's primary and secondary.
  var primary: UIViewController?
  var secondary: UIViewController?
  var collapsed = false
  /// The secondary the split view had when it last collapsed, reused when it expands.
  var secondaryBeforeCollapse: UIViewController?
  /// The mode the display-mode button or `show(_:)`/`hide(_:)` chose; cleared when the size changes.
  var chosenDisplayMode: DisplayMode?
  var lastReportedDisplayMode: DisplayMode?
  /// The column-style interface's controllers (as given) and their navigation wrappers.
  var columnControllers: [Column: UIViewController] = [:]
  var columnWrappers: [Column: UIViewController] = [:]
  /// The column a collapsed column-style split view shows.
  var collapsedTopColumn: Column = .secondary
  private var storedDisplayModeButtonItem: UIBarButtonItem?

  /// The interface the split view uses.
  public let style: Style

  /// Customizes collapsing, expanding and showing.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// Creates a classic split view controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a split view controller with the iOS 14 column interface.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Archives are not supported; storyboards build split views through `UIStoryboard`.
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  // MARK: Classic interface

  /// `[primary, secondary]` when expanded, `[primary]` when collapsed. Setting it installs the
  /// controllers expanded and collapses again at once when the width is compact.
  open var viewControllers: [UIViewController] {
    get {
      if style != .unspecified { return children }
      if collapsed { return primary.map { [$0] } ?? [] }
      return [primary, secondary].compactMap { $0 }
    }
    set { setClassicControllers(newValue) }
  }

  /// Whether only one column is shown: true in a horizontally compact environment.
  open var isCollapsed: Bool { collapsed }

  /// The mode the app prefers; `.automatic` shows the primary beside the secondary in landscape
  /// and hides it (available as an overlay) in portrait.
  open var preferredDisplayMode = DisplayMode.automatic {
    didSet {
      chosenDisplayMode = nil
      arrangeViews()
    }
  }

  /// The mode in effect.
  open var displayMode: DisplayMode { resolvedDisplayMode() }

  /// Whether a swipe shows and hides the primary.
  open var presentsWithGesture = true

  /// The side of the primary column.
  open var primaryEdge = PrimaryEdge.leading {
    didSet { arrangeViews() }
  }

  /// The primary column's share of the width; `automaticDimension` uses 320 points.
  open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension {
    didSet { arrangeViews() }
  }
  /// The narrowest the primary column may be.
  open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { arrangeViews() }
  }
  /// The widest the primary column may be.
  open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { arrangeViews() }
  }
  /// The preferred width of the primary column in points (iOS 14); `automaticDimension` defers to the fraction.
  open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { arrangeViews() }
  }
  /// The supplementary column's share of the width (iOS 14).
  open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension {
    didSet { arrangeViews() }
  }

  /// The primary column's width now.
  open var primaryColumnWidth: CGFloat { SplitLayout.primaryWidth(of: self) }

  /// The supplementary column's width now (iOS 14).
  open var supplementaryColumnWidth: CGFloat { style == .tripleColumn ? SplitLayout.supplementaryWidth(of: self) : 0 }

  /// A button that switches display modes; put it in the secondary's navigation item.
  open var displayModeButtonItem: UIBarButtonItem {
    if let item = storedDisplayModeButtonItem { return item }
    let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: UISplitViewController.displayModeAction)
    storedDisplayModeButtonItem = item
    return item
  }

  /// The action of `displayModeButtonItem`, sent to the split view when the button is tapped.
  static let displayModeAction = Selector("_triggerDisplayModeAction:")

  /// Implements `show(_:sender:)`, `showDetailViewController(_:sender:)` and the display-mode action.
  open override func responds(to aSelector: Selector?) -> Bool {
    aSelector == .showViewController || aSelector == .showDetailViewController
      || aSelector == UISplitViewController.displayModeAction || super.responds(to: aSelector)
  }

  /// Installs `vc` as the primary when expanded (or as the secondary when it is already a child
  /// of the primary); presents it when collapsed; the delegate may handle it first.
  open override func show(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    SplitShowing.show(vc, in: self, sender: sender)
  }

  /// Replaces the secondary with `vc` when expanded, shows it on the primary when collapsed; the
  /// delegate may handle it first.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if !collapsed, style == .unspecified, vc === secondary { return }
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    SplitShowing.showDetail(vc, in: self, sender: sender)
  }

  // MARK: Column interface (iOS 14)

  /// Puts `vc` in `column`, wrapped in a navigation controller unless it is one (the compact
  /// column's controller is not wrapped: unconfirmed, chosen behaviour). Ignored with a logged
  /// warning on a classic split view.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    SplitColumns.setViewController(vc, for: column, in: self)
  }

  /// The controller set for `column` (not its navigation wrapper).
  open func viewController(for column: Column) -> UIViewController? { columnControllers[column] }

  /// Shows a column: in an expanded split view it changes the display mode, in a collapsed one it
  /// brings the column to the top.
  open func show(_ column: Column) { SplitColumns.show(column, in: self) }

  /// Hides a column.
  open func hide(_ column: Column) { SplitColumns.hide(column, in: self) }

  /// Whether a column is visible (iOS 14.5).
  open func isShowing(_ column: Column) -> Bool { SplitColumns.isShowing(column, in: self) }

  /// The split behaviour the app prefers (iOS 14).
  open var preferredSplitBehavior = SplitBehavior.automatic {
    didSet { arrangeViews() }
  }

  /// The split behaviour in effect: tiled in landscape, overlaid in portrait when automatic.
  open var splitBehavior: SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    return SplitLayout.isLandscapeShaped(self) ? .tile : .overlay
  }

  // MARK: Views and traits

  /// A container view holding the columns.
  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.arrange = { [weak self] in self?.arrangeViews() }
    view = container
  }

  override func traitsDidChangeInternally(previous: UITraitCollection) {
    super.traitsDidChangeInternally(previous: previous)
    updateCollapsedState()
    arrangeViews()
  }

  open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    chosenDisplayMode = nil
    super.viewWillTransition(to: size, with: coordinator)
  }

  /// Collapses when the horizontal size class is compact and expands when it is regular.
  func updateCollapsedState() {
    let sizeClass = traitCollection.horizontalSizeClass
    if sizeClass == .compact && !collapsed {
      SplitCollapsing.collapse(self)
    } else if sizeClass == .regular && collapsed {
      SplitCollapsing.expand(self)
    }
  }

  /// Places the visible columns' views.
  func arrangeViews() { SplitLayout.arrange(self) }

  /// Posts `showDetailTargetDidChangeNotification`.
  func postShowDetailTargetDidChange() {
    NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
  }

  private func setClassicControllers(_ controllers: [UIViewController]) {
    guard style == .unspecified else {
      AdaptiveKitLog.shared.report(
        .containment, "viewControllers of a column-style split view is read-only; use setViewController(_:for:)")
      return
    }
    let wanted = Array(controllers.prefix(2))
    if controllers.count > 2 {
      AdaptiveKitLog.shared.report(.containment, "A split view controller shows two view controllers; ignoring the rest")
    }
    for old in children where !wanted.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    for controller in wanted where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    primary = wanted.first
    secondary = wanted.count > 1 ? wanted[1] : nil
    collapsed = false
    secondaryBeforeCollapse = nil
    arrangeViews()
    updateCollapsedState()
  }
}
