import AdaptiveKit
import TestSupport
import Testing

/// A half-height drawer: a custom presentation controller recording its hooks.
@MainActor
final class DrawerPresentationController: UIPresentationController {
  let log: CallbackLog

  init(presented: UIViewController, presenting: UIViewController?, log: CallbackLog) {
    self.log = log
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() { log.record("presentationTransitionWillBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) { log.record("presentationTransitionDidEnd(\(completed))") }
  override func dismissalTransitionWillBegin() { log.record("dismissalTransitionWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) { log.record("dismissalTransitionDidEnd(\(completed))") }
  override func containerViewWillLayoutSubviews() { log.record("containerViewWillLayoutSubviews") }
}

@MainActor
final class DrawerTransitioningDelegate: UIViewControllerTransitioningDelegate {
  let log: CallbackLog
  init(log: CallbackLog) { self.log = log }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    log.record("presentationController(forPresented:)")
    return DrawerPresentationController(presented: presented, presenting: presenting, log: log)
  }
}

@MainActor
@Suite("Custom presentations use the transitioning delegate's presentation controller")
struct CustomPresentationTests {
  @Test("Hooks run in order; the frame comes from frameOfPresentedViewInContainerView; the presenter stays")
  func customDrawer() throws {
    let log = CallbackLog()
    let root = NamedController("Root", log: log)
    let simulator = try hosted(root, on: "iPhone 15")
    let delegate = DrawerTransitioningDelegate(log: log)
    let drawer = NamedController("Drawer", log: log)
    drawer.modalPresentationStyle = .custom
    drawer.transitioningDelegate = delegate
    log.clear()
    var completed = false
    root.present(drawer, animated: true) {
      log.record("completion")
      completed = true
    }
    #expect(completed)
    #expect(drawer.presentationController is DrawerPresentationController)
    #expect(drawer.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
    #expect(root.view.window === simulator.window)
    #expect(log.entries == [
      "presentationController(forPresented:)",
      "presentationTransitionWillBegin",
      "Drawer.viewWillAppear",
      "containerViewWillLayoutSubviews",
      "Drawer.viewDidAppear",
      // The container's layout pass during the transition lays it out again.
      "containerViewWillLayoutSubviews",
      "presentationTransitionDidEnd(true)",
      "completion",
    ])
    log.clear()
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(drawer.view.frame == CGRect(x: 0, y: 196.5, width: 852, height: 196.5))
    log.clear()
    root.dismiss(animated: true) { log.record("completion") }
    #expect(log.entries == [
      "dismissalTransitionWillBegin",
      "Drawer.viewWillDisappear",
      "Drawer.viewDidDisappear",
      "dismissalTransitionDidEnd(true)",
      "completion",
    ])
    #expect(drawer.presentingViewController == nil)
    #expect(drawer.viewIfLoaded?.window == nil)
  }

  @Test("A custom style whose delegate supplies no controller presents full screen")
  func customWithoutController() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 15")
    let presented = NamedController("P")
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: false)
    #expect(presented.view.frame == simulator.window.bounds)
  }
}

@MainActor
@Suite("Presenting and dismissing: links, appearance order and UIKit's errors")
struct PresentDismissTests {
  @Test("Full-screen presentation: links, presenter disappears, dismissal restores it")
  func linksAndAppearance() throws {
    let log = CallbackLog()
    let root = NamedController("Root", log: log)
    let simulator = try hosted(root, on: "iPhone 8")
    let presented = NamedController("Modal", log: log)
    presented.modalPresentationStyle = .fullScreen
    log.clear()
    root.present(presented, animated: true)
    #expect(root.presentedViewController === presented)
    #expect(presented.presentingViewController === root)
    #expect(log.entries == ["Root.viewWillDisappear", "Modal.viewWillAppear", "Root.viewDidDisappear", "Modal.viewDidAppear"])
    log.clear()
    presented.dismiss(animated: true)
    #expect(log.entries == ["Modal.viewWillDisappear", "Root.viewWillAppear", "Modal.viewDidDisappear", "Root.viewDidAppear"])
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === simulator.window)
  }

  @Test("Children of a presented navigation controller see its presenter; dismissing from them ends it")
  func childrenOfPresented() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 8")
    let content = NamedController("Content")
    let navigation = UINavigationController(rootViewController: content)
    root.present(navigation, animated: true)
    #expect(content.presentingViewController === root)
    #expect(content.view.window === simulator.window)
    content.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(navigation.presentingViewController == nil)
  }

  @Test("Dismissing a controller in the middle of a chain dismisses everything above it")
  func dismissChain() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 8")
    let first = NamedController("1"), second = NamedController("2")
    root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(first.presentedViewController === second)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
    #expect(second.viewIfLoaded?.window == nil)
    _ = simulator
  }

  @Test("Presenting a presented controller, a child, or itself throws UIKit's exception; present logs it")
  func programmerErrors() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 8")
    let presented = NamedController("P")
    root.present(presented, animated: false)
    let other = NamedController("Other")
    #expect(throws: UIViewControllerHierarchyError.alreadyPresented(
      "Application tried to present modally a view controller <P> that is already being presented by <Root>.")) {
      try other.validatedPresent(presented, animated: false)
    }
    let (_, messages) = AdaptiveKitLog.shared.capture { presented.present(presented, animated: false) }
    #expect(messages.count == 1)
    let child = NamedController("Child")
    let parent = NamedController("Parent")
    parent.addChild(child)
    #expect(throws: UIViewControllerHierarchyError.presentedActiveController(
      "Application tried to present modally an active controller <Child>.")) {
      try presented.validatedPresent(child, animated: false)
    }
    #expect(child.presentingViewController == nil)
    #expect(presented.presentedViewController == nil)
    _ = simulator
  }

  @Test("Presenting while already presenting, or from outside a window, is ignored with a warning")
  func ignoredPresentations() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 8")
    let first = NamedController("1")
    root.present(first, animated: false)
    let second = NamedController("2")
    let (_, messages) = AdaptiveKitLog.shared.capture { root.present(second, animated: false) }
    #expect(messages.map(\.text) == ["Attempt to present <2> on <Root> (from <Root>) which is already presenting <1>."])
    #expect(second.presentingViewController == nil)
    let loose = NamedController("Loose")
    let (_, more) = AdaptiveKitLog.shared.capture { loose.present(NamedController("X"), animated: false) }
    #expect(more.count == 1)
    #expect(loose.presentedViewController == nil)
    _ = simulator
  }

  @Test("A popover with no anchor raises in a regular environment; on an iPhone it adapts and needs none")
  func popoverWithoutAnchor() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPad Air 2")
    let content = NamedController("Content")
    content.modalPresentationStyle = .popover
    #expect(throws: UIViewControllerHierarchyError.self) { try root.validatedPresent(content, animated: false) }
    #expect(root.presentedViewController == nil)
    #expect(content.presentingViewController == nil)
    #expect(simulator.window.subviews.count == 1, "no container view left behind")
    content.popoverPresentationController?.barButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
    try root.validatedPresent(content, animated: false)
    #expect(root.presentedViewController === content)

    let phoneRoot = NamedController("PhoneRoot")
    let phone = try hosted(phoneRoot, on: "iPhone 8")
    let phoneContent = NamedController("PhoneContent")
    phoneContent.modalPresentationStyle = .popover
    try phoneRoot.validatedPresent(phoneContent, animated: false)
    #expect(phoneContent.view.frame == phone.window.bounds)
  }

  @Test("A popover anchored to a bar button item points at it in the navigation bar")
  func barButtonAnchor() throws {
    let content = NamedController("List")
    let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    content.navigationItem.rightBarButtonItem = item
    let navigation = UINavigationController(rootViewController: content)
    let simulator = try hosted(navigation, on: "iPad Air 2")
    let popover = NamedController("Popover")
    popover.preferredContentSize = CGSize(width: 320, height: 300)
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.barButtonItem = item
    content.present(popover, animated: false)
    #expect(popover.popoverPresentationController?.arrowDirection == .up)
    // Below the iPad's 50-point bar (20 + 50) and the 13-point arrow.
    #expect(popover.view.frame == CGRect(x: 438, y: 83, width: 320, height: 300))
    _ = simulator
  }
}
