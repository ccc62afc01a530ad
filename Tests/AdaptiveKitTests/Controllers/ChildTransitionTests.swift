import AdaptiveKit
import TestSupport
import Testing

@MainActor
@Suite("UIViewController.transition(from:to:…) swaps two children's views as UIKit does")
struct ChildTransitionTests {
  /// A container showing `first` in its view, hosted in a window, with `second` added as a child.
  private func container(log: CallbackLog) throws -> (Simulator, UIViewController, NamedController, NamedController) {
    let parent = UIViewController()
    let first = NamedController("First", log: log)
    let second = NamedController("Second", log: log)
    parent.addChild(first)
    parent.view.addSubview(first.view)
    first.didMove(toParent: parent)
    let simulator = try hosted(parent, on: "iPhone 8")
    parent.addChild(second)
    log.clear()
    return (simulator, parent, first, second)
  }

  @Test("the new child's view replaces the old one's; appearance brackets the animations; completion last")
  func swapsViews() throws {
    let log = CallbackLog()
    let (_, parent, first, second) = try container(log: log)
    parent.transition(
      from: first, to: second, duration: 0.3, options: .transitionCrossDissolve,
      animations: { log.record("animations") }, completion: { log.record("completion \($0)") })
    #expect(second.view.superview === parent.view)
    #expect(first.view.superview == nil)
    #expect(
      log.entries == [
        "First.viewWillDisappear", "Second.viewWillAppear", "animations", "Second.viewDidAppear",
        "First.viewDidDisappear", "completion true",
      ])
  }

  @Test("controllers that are not both children are refused with UIKit's exception, and nothing moves")
  func refusesStrangers() throws {
    let log = CallbackLog()
    let (_, parent, first, _) = try container(log: log)
    let stranger = NamedController("Stranger", log: log)
    #expect(throws: UIViewControllerHierarchyError.self) {
      try parent.validatedTransition(from: first, to: stranger, duration: 0, animations: nil)
    }
    do {
      try parent.validatedTransition(from: first, to: stranger, duration: 0, animations: nil)
    } catch {
      #expect(error.exceptionName == "NSInvalidArgumentException")
      #expect(error.description.hasPrefix("Children view controllers <First> and <Stranger> must have a common parent"))
    }
    var ran = false
    parent.transition(from: first, to: stranger, duration: 0, animations: { ran = true })
    #expect(!ran)
    #expect(first.view.superview === parent.view)
    #expect(log.entries.isEmpty)
  }
}

@MainActor
@Suite("modalPresentationCapturesStatusBarAppearance hands the status bar to a presented controller that does not cover the screen")
struct StatusBarCaptureTests {
  /// A controller that wants a light status bar.
  private final class LightController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  }

  @Test("a controller presented over the current context decides the status bar only when it captures it")
  func capture() throws {
    let root = UIViewController()
    let simulator = try hosted(root, on: "iPhone 8")
    let manager = try #require(simulator.windowScene.statusBarManager)
    let sheet = LightController()
    sheet.modalPresentationStyle = .overCurrentContext
    root.present(sheet, animated: false)
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(manager.statusBarStyle == .default)
    sheet.modalPresentationCapturesStatusBarAppearance = true
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(manager.statusBarStyle == .lightContent)
  }
}

@MainActor
@Suite("disablesAutomaticKeyboardDismissal defaults to true for form sheets only")
struct KeyboardDismissalDefaultTests {
  @Test("UIKit's documented default follows the presentation style")
  func defaults() {
    let controller = UIViewController()
    #expect(!controller.disablesAutomaticKeyboardDismissal)
    controller.modalPresentationStyle = .formSheet
    #expect(controller.disablesAutomaticKeyboardDismissal)
    controller.modalPresentationStyle = .pageSheet
    #expect(!controller.disablesAutomaticKeyboardDismissal)
  }
}
