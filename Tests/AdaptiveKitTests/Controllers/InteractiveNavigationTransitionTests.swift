import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// A controller that records its appearance and containment callbacks.
@MainActor
private final class StackController: UIViewController {
  let name: String
  let log: CallbackLog

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.record("\(name).viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(name).viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.record("\(name).viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.record("\(name).viewDidDisappear")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.record("\(name).willMove(\(parent == nil ? "nil" : "navigation"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.record("\(name).didMove(\(parent == nil ? "nil" : "navigation"))")
  }
}

/// A navigation delegate supplying a slide animator and a percent-driven interaction controller.
@MainActor
private final class InteractiveNavigationDelegate: UINavigationControllerDelegate {
  let log: CallbackLog
  let animator: SlideAnimator
  let interaction = UIPercentDrivenInteractiveTransition()

  init(log: CallbackLog) {
    self.log = log
    animator = SlideAnimator(log: log, presenting: false)
  }

  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
    log.record("willShow(\(viewController.title ?? ""))")
  }

  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    log.record("didShow(\(viewController.title ?? ""))")
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animator
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.record("interactionControllerFor")
    return interaction
  }
}

/// A navigation delegate's interaction controller drives pushes and pops; a cancelled one puts
/// the stack back. UIKit's order for a cancelled interactive pop (documented by Apple's
/// engineers' answers and observed since iOS 7): the popped controller gets viewWillDisappear
/// when the interaction begins, then viewWillAppear and viewDidAppear when it is cancelled, and
/// stays on the stack; the controller below appears and disappears again; `didShow` is not sent.
@MainActor
@Suite("An interactive push or pop follows its interaction controller; a cancelled one puts the stack back")
struct InteractiveNavigationTransitionTests {
  private static func stack(log: CallbackLog) throws
    -> (Simulator, UINavigationController, StackController, StackController, InteractiveNavigationDelegate)
  {
    let first = StackController("First", log: log)
    let second = StackController("Second", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let simulator = try hosted(navigation, on: "iPhone 15")
    navigation.pushViewController(second, animated: false)
    let delegate = InteractiveNavigationDelegate(log: log)
    navigation.delegate = delegate
    log.clear()
    return (simulator, navigation, first, second, delegate)
  }

  @Test("Nothing after the callbacks' start runs until the interaction ends; a finished pop completes")
  func finishedPop() throws {
    let log = CallbackLog()
    let (simulator, navigation, first, second, delegate) = try Self.stack(log: log)
    #expect(navigation.popViewController(animated: true) === second)
    #expect(log.entries == [
      "Second.willMove(nil)", "willShow(First)", "interactionControllerFor", "Second.viewWillDisappear", "First.viewWillAppear",
    ])
    #expect(navigation.viewControllers == [first], "the stack already shows the pop while it runs")
    #expect(second.parent === navigation, "the popped controller leaves its parent when the pop completes")
    log.clear()
    delegate.interaction.update(0.7)
    #expect(delegate.interaction.percentComplete == 0.7)
    #expect(log.entries.isEmpty)
    delegate.interaction.finish()
    #expect(log.entries == [
      "animateTransition", "completeTransition(true)", "Second.viewDidDisappear", "First.viewDidAppear", "didShow(First)",
      "animationEnded(true)", "Second.didMove(nil)",
    ])
    #expect(second.parent == nil)
    #expect(first.view.window === simulator.window)
    #expect(second.viewIfLoaded?.window == nil)
  }

  @Test("A cancelled pop leaves the popped controller on top, its view shown and its callbacks turned back")
  func cancelledPop() throws {
    let log = CallbackLog()
    let (simulator, navigation, first, second, delegate) = try Self.stack(log: log)
    navigation.popViewController(animated: true)
    delegate.interaction.update(0.3)
    delegate.interaction.cancel()
    #expect(log.entries == [
      "Second.willMove(nil)", "willShow(First)", "interactionControllerFor", "Second.viewWillDisappear", "First.viewWillAppear",
      "animateTransition", "completeTransition(false)", "Second.didMove(navigation)",
      "First.viewWillDisappear", "First.viewDidDisappear", "Second.viewWillAppear", "Second.viewDidAppear",
      "animationEnded(false)",
    ])
    #expect(navigation.viewControllers == [first, second])
    #expect(navigation.topViewController === second)
    #expect(second.parent === navigation)
    #expect(navigation.navigationBar.topItem === second.navigationItem)
    #expect(second.view.window === simulator.window)
    #expect(second.view.frame == navigation.view.bounds)
    #expect(first.viewIfLoaded?.window == nil)
    // The stack works on: a pop after the cancelled one completes.
    log.clear()
    navigation.delegate = nil
    navigation.popViewController(animated: false)
    #expect(navigation.viewControllers == [first])
    #expect(log.entries.contains("Second.didMove(nil)"))
  }

  @Test("A cancelled push takes the pushed controller off the stack again")
  func cancelledPush() throws {
    let log = CallbackLog()
    let (simulator, navigation, first, second, delegate) = try Self.stack(log: log)
    let third = StackController("Third", log: log)
    navigation.pushViewController(third, animated: true)
    #expect(navigation.viewControllers == [first, second, third])
    delegate.interaction.cancel()
    #expect(log.entries == [
      "Third.willMove(navigation)", "willShow(Third)", "interactionControllerFor", "Second.viewWillDisappear",
      "Third.viewWillAppear", "animateTransition", "completeTransition(false)", "Third.willMove(nil)", "Third.didMove(nil)",
      "Third.viewWillDisappear", "Third.viewDidDisappear", "Second.viewWillAppear", "Second.viewDidAppear",
      "animationEnded(false)",
    ])
    #expect(navigation.viewControllers == [first, second])
    #expect(third.parent == nil)
    #expect(second.view.window === simulator.window)
    #expect(third.viewIfLoaded?.window == nil)
  }

  @Test("A cancelled setViewControllers puts the old stack back: the new controllers leave, the removed ones stay")
  func cancelledReplacement() throws {
    let log = CallbackLog()
    let (simulator, navigation, first, second, delegate) = try Self.stack(log: log)
    let third = StackController("Third", log: log)
    navigation.setViewControllers([first, third], animated: true)
    #expect(navigation.viewControllers == [first, third], "the stack shows the change while it runs")
    #expect(second.parent === navigation, "the removed controller keeps its parent until the change completes")
    delegate.interaction.update(0.4)
    delegate.interaction.cancel()
    #expect(log.entries == [
      "Second.willMove(nil)", "Third.willMove(navigation)", "willShow(Third)", "interactionControllerFor",
      "Second.viewWillDisappear", "Third.viewWillAppear", "animateTransition", "completeTransition(false)",
      "Third.willMove(nil)", "Third.didMove(nil)", "Second.didMove(navigation)",
      "Third.viewWillDisappear", "Third.viewDidDisappear", "Second.viewWillAppear", "Second.viewDidAppear",
      "animationEnded(false)",
    ])
    #expect(navigation.viewControllers == [first, second])
    #expect(navigation.children == [first, second])
    #expect(third.parent == nil)
    #expect(second.parent === navigation)
    #expect(navigation.navigationBar.topItem === second.navigationItem)
    #expect(navigation.navigationBar.items?.count == 2)
    #expect(second.view.window === simulator.window)
    #expect(third.viewIfLoaded?.window == nil)
  }

  @Test("A completed interactive setViewControllers ends with the removed controllers out and the new ones in")
  func finishedReplacement() throws {
    let log = CallbackLog()
    let (simulator, navigation, first, second, delegate) = try Self.stack(log: log)
    let third = StackController("Third", log: log)
    navigation.setViewControllers([first, third], animated: true)
    log.clear()
    delegate.interaction.finish()
    #expect(log.entries == [
      "animateTransition", "completeTransition(true)", "Second.viewDidDisappear", "Third.viewDidAppear", "didShow(Third)",
      "animationEnded(true)", "Second.didMove(nil)", "Third.didMove(navigation)",
    ])
    #expect(navigation.viewControllers == [first, third])
    #expect(second.parent == nil)
    #expect(third.view.window === simulator.window)
  }

  @Test("The edge swipe pops interactively: short of the middle it is cancelled, past it the pop completes")
  func edgeSwipe() throws {
    let log = CallbackLog()
    let first = StackController("First", log: log)
    let second = StackController("Second", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let simulator = try hosted(navigation, on: "iPhone 8")
    navigation.pushViewController(second, animated: false)
    let gesture = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
    let width = navigation.view.bounds.width
    log.clear()
    gesture._simulateEdgePan(from: .left, at: CGPoint(x: 2, y: 300), by: [CGPoint(x: 10, y: 0), CGPoint(x: width * 0.3, y: 0)])
    #expect(log.entries == [
      "Second.willMove(nil)", "Second.viewWillDisappear", "First.viewWillAppear", "Second.didMove(navigation)",
      "First.viewWillDisappear", "First.viewDidDisappear", "Second.viewWillAppear", "Second.viewDidAppear",
    ])
    #expect(navigation.viewControllers == [first, second])
    #expect(second.view.window === simulator.window)
    log.clear()
    gesture._simulateEdgePan(from: .left, at: CGPoint(x: 2, y: 300), by: [CGPoint(x: 10, y: 0), CGPoint(x: width * 0.8, y: 0)])
    #expect(log.entries == [
      "Second.willMove(nil)", "Second.viewWillDisappear", "First.viewWillAppear", "Second.viewDidDisappear",
      "First.viewDidAppear", "Second.didMove(nil)",
    ])
    #expect(navigation.viewControllers == [first])
    #expect(first.view.window === simulator.window)
  }
}
