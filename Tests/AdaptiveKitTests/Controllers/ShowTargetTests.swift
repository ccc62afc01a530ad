import AdaptiveKit
import Testing

/// An app's own action, as Adaptive Photos declares "will showing push" on containers.
@MainActor
protocol WillShowingPush: AnyObject {
  func pushesWhenShowing(sender: Any?) -> Bool
}

extension UINavigationController: WillShowingPush {
  func pushesWhenShowing(sender: Any?) -> Bool { true }
}

extension UIViewController {
  static let willShowPushAction = Selector("aapl_willShowingViewControllerPushWithSender:")

  /// Adaptive Photos' query: asks the controller that would handle `show` whether it pushes.
  func willShowingViewControllerPush(sender: Any?) -> Bool {
    guard let target = targetViewController(forAction: UIViewController.willShowPushAction, sender: sender) else {
      return false
    }
    return (target as? WillShowingPush)?.pushesWhenShowing(sender: sender) ?? false
  }
}

/// A container that implements `show` and can refuse it.
@MainActor
final class RefusingContainer: UIViewController {
  var accepts = true
  var shown: [UIViewController] = []

  override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }

  override func responds(to aSelector: Selector?) -> Bool {
    aSelector == .showViewController || super.responds(to: aSelector)
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    accepts && super.canPerformAction(action, withSender: sender)
  }
}

@MainActor
@Suite("targetViewController(forAction:sender:) finds the controller that implements an action")
struct ShowTargetTests {
  @Test("Selectors are values named like Objective-C's")
  func selectorValues() {
    #expect(Selector("showViewController:sender:") == .showViewController)
    #expect(NSStringFromSelector(.showDetailViewController) == "showDetailViewController:sender:")
    #expect(NSSelectorFromString("foo:") == Selector("foo:"))
    let literal: Selector = "bar"
    #expect(literal.description == "bar")
  }

  @Test("The base class does not count as implementing show; navigation and split controllers do")
  func frameworkTargets() {
    let plain = UIViewController()
    #expect(!plain.responds(to: .showViewController))
    #expect(plain.targetViewController(forAction: .showViewController, sender: nil) == nil)
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    #expect(content.targetViewController(forAction: .showViewController, sender: nil) === navigation)
    #expect(content.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
    let split = UISplitViewController()
    split.viewControllers = [navigation, UIViewController()]
    #expect(content.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
    #expect(split.targetViewController(forAction: .showViewController, sender: nil) === split)
  }

  @Test("A declared app action is found on the classes it was declared for (Adaptive Photos)")
  func declaredAction() {
    UINavigationController.declareAction(UIViewController.willShowPushAction)
    let content = UIViewController()
    #expect(!content.willShowingViewControllerPush(sender: nil), "no container: nothing pushes")
    let navigation = UINavigationController(rootViewController: content)
    #expect(content.willShowingViewControllerPush(sender: nil))
    #expect(navigation.topViewController === content)
    #expect(UINavigationController().responds(to: UIViewController.willShowPushAction))
    #expect(!UITabBarController().responds(to: UIViewController.willShowPushAction))
  }

  @Test("canPerformAction(_:withSender:) lets a container decline, and the search goes on upwards")
  func declining() {
    let refusing = RefusingContainer()
    let navigation = UINavigationController(rootViewController: refusing)
    let content = UIViewController()
    refusing.addChild(content)
    content.didMove(toParent: refusing)
    #expect(content.targetViewController(forAction: .showViewController, sender: nil) === refusing)
    refusing.accepts = false
    #expect(content.targetViewController(forAction: .showViewController, sender: nil) === navigation)
  }

  @Test("The search continues from a presented controller to its presenter (unconfirmed, chosen)")
  func throughPresentation() throws {
    let root = UINavigationController(rootViewController: UIViewController())
    let simulator = try hosted(root, on: "iPhone 8")
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    #expect(presented.targetViewController(forAction: .showViewController, sender: nil) === root)
    _ = simulator
  }
}
