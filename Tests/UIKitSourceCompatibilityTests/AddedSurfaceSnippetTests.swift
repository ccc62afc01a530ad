// UIKit-style code using the symbols added for the API-coverage sweep (issue 30), written as iOS
// code writes it, in Swift 5 language mode: subclasses overriding drawing, hit testing, status
// bar and text-rectangle members; closures for control actions; notifications by name.
import AdaptiveKit
import Foundation
import Testing

/// A ring drawn in draw(_:), redrawn when its progress changes.
final class ProgressRing: UIView {
  var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
  var drawCount = 0

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    drawCount += 1
  }
}

/// A button whose touch area is 44 points at least, as Apple's guidelines ask.
final class MinimumTargetButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let dx = max(0, 44 - bounds.width) / 2
    let dy = max(0, 44 - bounds.height) / 2
    return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
  }
}

/// A pass-through overlay: touches on the overlay itself fall through to what is below.
final class PassthroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A padded text field, as apps write one.
final class PaddedTextField: UITextField {
  let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
  override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    super.leftViewRect(forBounds: bounds).offsetBy(dx: 8, dy: 0)
  }
}

/// A screen with a dark header, an Edit button and a refresh control.
final class InboxViewController: UIViewController, UITextFieldDelegate {
  let scrollView = UIScrollView()
  let searchField = PaddedTextField()
  var refreshes = 0
  var becameActive = 0
  var observers: [NSObjectProtocol] = []

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var prefersStatusBarHidden: Bool { false }
  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

  override func viewDidLoad() {
    super.viewDidLoad()
    edgesForExtendedLayout = []
    navigationItem.rightBarButtonItem = editButtonItem
    view.addSubview(scrollView)
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
    scrollView.refreshControl = refresh
    searchField.delegate = self
    searchField.leftView = UIImageView(image: UIImage())
    searchField.leftViewMode = .always
    searchField.rightViewMode = .whileEditing
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.becameActive += 1 }
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
      ) { note in
        _ = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
      })
    registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("themeChanged"))
    setNeedsStatusBarAppearanceUpdate()
  }

  func reload() {
    refreshes += 1
    scrollView.refreshControl?.endRefreshing()
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}

/// Colour helpers of the kind apps keep in an extension.
extension UIColor {
  func lighter(by amount: CGFloat) -> UIColor {
    var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
    guard getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha) else { return self }
    return UIColor(hue: hue, saturation: saturation, brightness: min(brightness + amount, 1), alpha: alpha)
  }

  var grayLevel: CGFloat? {
    var white: CGFloat = 0
    return getWhite(&white, alpha: nil) ? white : nil
  }
}

/// The inbox's own navigation controller, whose bars the styling below is scoped to.
final class InboxNavigationController: UINavigationController {}

/// Bar styling as apps do it since iOS 13/15 (scoped to one container so it stays in this test).
func styleBars() {
  let appearance = UINavigationBarAppearance()
  appearance.configureWithOpaqueBackground()
  appearance.backgroundColor = .systemIndigo
  appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
  appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
  appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
  let bars = UINavigationBar.appearance(whenContainedInInstancesOf: [InboxNavigationController.self])
  bars.standardAppearance = appearance
  bars.compactAppearance = appearance
  bars.scrollEdgeAppearance = appearance
  let tabs = UITabBarAppearance()
  tabs.configureWithDefaultBackground()
  tabs.stackedLayoutAppearance.selected.iconColor = .systemIndigo
  let tabBars = UITabBar.appearance(whenContainedInInstancesOf: [InboxNavigationController.self])
  tabBars.standardAppearance = tabs
  tabBars.scrollEdgeAppearance = tabs
}

/// Builds a button with a closure action, from a nonisolated helper.
func makeButton(title: String, onTap: @escaping () -> Void) -> UIButton {
  let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in onTap() })
  button.addAction(UIAction(identifier: UIAction.Identifier("log")) { action in _ = action.sender }, for: .touchUpInside)
  return button
}

@MainActor
@Suite("UIKit-style code using the added surface compiles in Swift 5 mode and behaves")
struct AddedSurfaceSnippetTests {
  @Test("Drawing, hit-testing and text-rectangle overrides are called by AdaptiveKit")
  func overrides() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    simulator.window.addSubview(ring)
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    ring.progress = 0.5
    simulator.layoutIfNeeded()
    #expect(ring.drawCount == 2)

    let overlay = PassthroughView(frame: simulator.window.bounds)
    let small = MinimumTargetButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    overlay.addSubview(small)
    simulator.window.addSubview(overlay)
    #expect(simulator.window.hitTest(CGPoint(x: 95, y: 95), with: nil) === small)
    #expect(simulator.window.hitTest(CGPoint(x: 300, y: 300), with: nil) === simulator.window)

    let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    #expect(field.textRect(forBounds: field.bounds).minX == 12)
  }

  @Test("Controller code: edit item, status bar, refresh action, notifications and colours")
  func controller() throws {
    ActionRegistry.register("themeChanged", on: InboxViewController.self) { _, _ in }
    let controller = InboxViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    simulator.window.rootViewController = navigation
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(controller.navigationItem.rightBarButtonItem === controller.editButtonItem)
    #expect(controller.view.frame.minY == 64)
    controller.scrollView.refreshControl?._pullToRefresh()
    #expect(controller.refreshes == 1)
    #expect(controller.scrollView.refreshControl?.isRefreshing == false)
    #expect(UIColor(white: 0.5, alpha: 1).grayLevel == 0.5)
    #expect(UIColor.red.lighter(by: 0.1) == UIColor.red)
    var taps = 0
    let button = makeButton(title: "Go") { taps += 1 }
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
    #expect(UIApplication.shared.sendAction(Selector("themeChanged"), to: controller, from: nil, for: nil))
    #expect(Bundle.main.loadNibNamed("NoSuchNibAnywhere", owner: nil) == nil)
    styleBars()
    let edge: UINavigationBarAppearance = navigation.navigationBar.standardAppearance.copy()
    edge.configureWithTransparentBackground()
    controller.navigationItem.scrollEdgeAppearance = edge
    #expect(controller.navigationItem.scrollEdgeAppearance?.backgroundColor == nil)
    for observer in controller.observers { NotificationCenter.default.removeObserver(observer) }
  }
}
