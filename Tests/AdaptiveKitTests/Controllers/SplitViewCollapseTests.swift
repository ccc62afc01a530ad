import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// Records every delegate call and answers as configured.
@MainActor
final class RecordingSplitDelegate: UISplitViewControllerDelegate {
  var calls: [String] = []
  var collapseReturns = false
  var primaryForCollapsing: UIViewController?
  var primaryForExpanding: UIViewController?
  var separated: UIViewController?
  var handlesShow = false
  var handlesShowDetail = false
  var log: CallbackLog?

  private func record(_ call: String) {
    calls.append(call)
    log?.record("delegate.\(call)")
  }

  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
    record("primaryForCollapsing")
    return primaryForCollapsing
  }
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
    record("primaryForExpanding")
    return primaryForExpanding
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    record("collapseSecondary")
    return collapseReturns
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    record("separateSecondary")
    return separated
  }
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
    record("show")
    return handlesShow
  }
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
    record("showDetail")
    return handlesShowDetail
  }
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    record("willChangeTo(\(displayMode.rawValue))")
  }
}

/// The classic master–detail setup: a navigation controller around a list, and a detail.
@MainActor
struct MasterDetail {
  let list = NamedController("List")
  let detail = NamedController("Detail")
  let primary: UINavigationController
  let split = UISplitViewController()

  init(delegate: RecordingSplitDelegate? = nil) {
    primary = UINavigationController(rootViewController: list)
    split.delegate = delegate
    split.viewControllers = [primary, detail]
  }
}

@MainActor
@Suite("UISplitViewController collapses in compact width and expands in regular width")
struct SplitViewCollapseTests {
  @Test("iPad landscape: primary 320 points beside the secondary")
  func iPadLandscape() throws {
    let setup = MasterDetail()
    let simulator = try hosted(setup.split, on: "iPad Air 2", .landscapeLeft)
    #expect(!setup.split.isCollapsed)
    #expect(ids(setup.split.viewControllers) == ids([setup.primary, setup.detail]))
    #expect(setup.split.displayMode == .allVisible)
    #expect(setup.split.primaryColumnWidth == 320)
    #expect(setup.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(setup.detail.view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
    #expect(setup.detail.splitViewController === setup.split)
    _ = simulator
  }

  @Test("iPad portrait: the primary is hidden; the display-mode button overlays it")
  func iPadPortrait() throws {
    let setup = MasterDetail()
    let simulator = try hosted(setup.split, on: "iPad Air 2")
    #expect(setup.split.displayMode == .primaryHidden)
    #expect(setup.primary.viewIfLoaded?.superview == nil)
    #expect(setup.detail.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
    let button = setup.split.displayModeButtonItem
    #expect(button === setup.split.displayModeButtonItem)
    #expect(button._sendAction())
    #expect(setup.split.displayMode == .primaryOverlay)
    #expect(setup.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
    #expect(setup.split.view.subviews.last === setup.primary.view, "the overlay is on top")
    #expect(button._sendAction())
    #expect(setup.split.displayMode == .primaryHidden)
    _ = simulator
  }

  @Test("Column width: fraction, minimum and maximum")
  func columnWidths() throws {
    let setup = MasterDetail()
    let simulator = try hosted(setup.split, on: "iPad Air 2", .landscapeLeft)
    setup.split.preferredPrimaryColumnWidthFraction = 0.5
    #expect(setup.split.primaryColumnWidth == 512)
    setup.split.maximumPrimaryColumnWidth = 400
    #expect(setup.split.primaryColumnWidth == 400)
    setup.split.preferredPrimaryColumnWidthFraction = 0.1
    setup.split.minimumPrimaryColumnWidth = 200
    #expect(setup.split.primaryColumnWidth == 200)
    #expect(setup.primary.view.frame.width == 200)
    _ = simulator
  }

  @Test("iPhone portrait: collapses at launch, the navigation primary pushes the secondary")
  func iPhoneCollapsesShowingSecondary() throws {
    let delegate = RecordingSplitDelegate()
    let setup = MasterDetail(delegate: delegate)
    let simulator = try hosted(setup.split, on: "iPhone 15")
    #expect(setup.split.isCollapsed)
    #expect(ids(setup.split.viewControllers) == ids([setup.primary]))
    #expect(ids(setup.primary.viewControllers) == ids([setup.list, setup.detail]))
    #expect(setup.detail.navigationController === setup.primary)
    #expect(setup.primary.view.frame == simulator.window.bounds)
    #expect(setup.detail.view.window === simulator.window)
    #expect(delegate.calls == ["primaryForCollapsing", "collapseSecondary"])
  }

  @Test("iPhone portrait: the delegate's collapse returning true shows the primary")
  func iPhoneCollapsesShowingPrimary() throws {
    let delegate = RecordingSplitDelegate()
    delegate.collapseReturns = true
    let setup = MasterDetail(delegate: delegate)
    let simulator = try hosted(setup.split, on: "iPhone 15")
    #expect(setup.split.isCollapsed)
    #expect(ids(setup.primary.viewControllers) == ids([setup.list]))
    #expect(setup.detail.parent == nil)
    #expect(setup.list.view.window === simulator.window)
  }

  @Test("primaryViewController(forCollapsing:) chooses the controller shown when collapsed")
  func primaryForCollapsing() throws {
    let delegate = RecordingSplitDelegate()
    let setup = MasterDetail(delegate: delegate)
    delegate.primaryForCollapsing = setup.detail
    delegate.collapseReturns = true
    let simulator = try hosted(setup.split, on: "iPhone 15")
    #expect(ids(setup.split.viewControllers) == ids([setup.detail]))
    #expect(setup.primary.parent == nil)
    #expect(setup.detail.view.frame == simulator.window.bounds)
  }

  @Test("A Plus rotating to landscape expands: the navigation primary pops the secondary; back to portrait collapses")
  func plusRotation() throws {
    let delegate = RecordingSplitDelegate()
    let setup = MasterDetail(delegate: delegate)
    let notifications = NotificationRecorder(UIViewController.showDetailTargetDidChangeNotification)
    defer { notifications.stop() }
    let simulator = try hosted(setup.split, on: "iPhone 8 Plus")
    #expect(setup.split.isCollapsed)
    #expect(notifications.count(for: setup.split) == 1, "collapsing at launch posts")
    delegate.calls.removeAll()
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(!setup.split.isCollapsed)
    #expect(ids(setup.split.viewControllers) == ids([setup.primary, setup.detail]))
    #expect(ids(setup.primary.viewControllers) == ids([setup.list]))
    #expect(delegate.calls.prefix(2) == ["primaryForExpanding", "separateSecondary"])
    #expect(notifications.count(for: setup.split) == 2, "expanding posts")
    #expect(setup.detail.view.frame == CGRect(x: 321, y: 0, width: 736 - 321, height: 414))
    #expect(simulator.rotate(to: .portrait))
    #expect(setup.split.isCollapsed)
    #expect(ids(setup.primary.viewControllers) == ids([setup.list, setup.detail]))
    #expect(notifications.count(for: setup.split) == 3)
  }

  @Test("Delegate expansion: primaryViewController(forExpanding:) and separateSecondaryFrom choose the columns")
  func delegateExpansion() throws {
    let delegate = RecordingSplitDelegate()
    let setup = MasterDetail(delegate: delegate)
    let simulator = try hosted(setup.split, on: "iPhone 8 Plus")
    let newPrimary = NamedController("NewPrimary")
    let newSecondary = NamedController("NewSecondary")
    delegate.primaryForExpanding = newPrimary
    delegate.separated = newSecondary
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(ids(setup.split.viewControllers) == ids([newPrimary, newSecondary]))
    #expect(setup.primary.parent == nil)
  }

  @Test("Expanding with only the root on the primary stack brings back the earlier secondary")
  func expandFallback() throws {
    let delegate = RecordingSplitDelegate()
    delegate.collapseReturns = true
    let setup = MasterDetail(delegate: delegate)
    let simulator = try hosted(setup.split, on: "iPhone 8 Plus")
    #expect(ids(setup.primary.viewControllers) == ids([setup.list]))
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(ids(setup.split.viewControllers) == ids([setup.primary, setup.detail]))
  }

  @Test("The delegate's show and showDetail handlers take over when they return true")
  func delegateShowHandlers() throws {
    let delegate = RecordingSplitDelegate()
    let setup = MasterDetail(delegate: delegate)
    let simulator = try hosted(setup.split, on: "iPad Air 2", .landscapeLeft)
    delegate.handlesShowDetail = true
    setup.list.showDetailViewController(NamedController("X"), sender: nil)
    #expect(setup.split.viewControllers.last === setup.detail)
    delegate.handlesShowDetail = false
    let photo = NamedController("Photo")
    setup.list.showDetailViewController(photo, sender: nil)
    #expect(setup.split.viewControllers.last === photo)
    delegate.handlesShow = true
    let other = NamedController("Other")
    setup.split.show(other, sender: nil)
    #expect(setup.split.viewControllers.first === setup.primary)
    #expect(delegate.calls.filter { $0.hasPrefix("show") } == ["showDetail", "showDetail", "show"])
    _ = simulator
  }

  @Test("Adaptive Photos: a container overriding the width to regular above 320 points expands it on an iPhone in landscape")
  func adaptivePhotosOverride() throws {
    let setup = MasterDetail()
    let container = TraitOverridingContainer(child: setup.split)
    let notifications = NotificationRecorder(UIViewController.showDetailTargetDidChangeNotification)
    defer { notifications.stop() }
    // A 320-point-wide iPhone, as in the sample's day: portrait stays compact.
    let simulator = try hosted(container, on: "iPhone SE (1st generation)")
    #expect(setup.split.isCollapsed)
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(setup.split.traitCollection.horizontalSizeClass == .regular)
    #expect(setup.split.traitCollection.verticalSizeClass == .compact)
    #expect(!setup.split.isCollapsed)
    #expect(setup.split.displayMode == .allVisible)
    #expect(setup.primary.view.frame.width == 320)
    #expect(notifications.count(for: setup.split) == 2)
    #expect(simulator.rotate(to: .portrait))
    #expect(setup.split.isCollapsed)
  }

  @Test("willChangeTo reports display mode changes")
  func displayModeChanges() throws {
    let delegate = RecordingSplitDelegate()
    let setup = MasterDetail(delegate: delegate)
    let simulator = try hosted(setup.split, on: "iPad Air 2", .landscapeLeft)
    delegate.calls.removeAll()
    setup.split.preferredDisplayMode = .primaryHidden
    #expect(delegate.calls == ["willChangeTo(1)"])
    #expect(setup.primary.viewIfLoaded?.superview == nil)
    #expect(setup.detail.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    _ = simulator
  }

  @Test("Collapse and expansion ride on the rotation's transition coordinator, in order")
  func collapseInsideTransition() throws {
    let log = CallbackLog()
    let delegate = RecordingSplitDelegate()
    delegate.log = log
    let list = RecorderViewController(name: "List", log: log)
    let primary = UINavigationController(rootViewController: list)
    let split = UISplitViewController()
    split.delegate = delegate
    split.viewControllers = [primary, RecorderViewController(name: "Detail", log: log)]
    let simulator = try hosted(split, on: "iPhone 8 Plus", .landscapeLeft)
    #expect(!split.isCollapsed)
    log.clear()
    #expect(simulator.rotate(to: .portrait))
    let entries = log.entries.filter { !$0.contains("Layout") && !$0.contains("Appear") }
    let collapse = try #require(entries.firstIndex(of: "delegate.collapseSecondary"))
    let listWill = try #require(entries.firstIndex(of: "List.willTransition(to: wC hR)"))
    let sizes = try #require(entries.firstIndex(of: "List.viewWillTransition(to: 414x736)"))
    let alongside = try #require(entries.firstIndex(of: "List.alongside"))
    let completion = try #require(entries.firstIndex(of: "List.completion"))
    #expect(listWill < sizes && sizes < collapse && collapse < alongside && alongside < completion)
    #expect(split.isCollapsed)
  }
}

/// Adaptive Photos' root: gives its child split view a regular width whenever it is wider than
/// 320 points, from `viewWillTransition(to:with:)` and at first layout.
@MainActor
final class TraitOverridingContainer: UIViewController {
  let child: UIViewController

  init(child: UIViewController) {
    self.child = child
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.view.frame = view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    child.didMove(toParent: self)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    let traits = size.width > 320 ? UITraitCollection(horizontalSizeClass: .regular) : nil
    setOverrideTraitCollection(traits, forChild: child)
    super.viewWillTransition(to: size, with: coordinator)
  }
}
