import AdaptiveKit
import TestSupport
import Testing

/// Records the adaptive delegate calls and answers as configured.
@MainActor
final class RecordingPresentationDelegate: UIAdaptivePresentationControllerDelegate {
  var style: UIModalPresentationStyle?
  var wrapsInNavigation = false
  var calls: [String] = []
  var log: CallbackLog?

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    calls.append("adaptiveStyle(\(SizeClassPair(traitCollection)))")
    return style ?? controller.adaptivePresentationStyle(for: traitCollection)
  }

  func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    calls.append("viewControllerFor(\(style.rawValue))")
    return wrapsInNavigation ? UINavigationController(rootViewController: controller.presentedViewController) : nil
  }

  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    calls.append("willPresent(\(style.rawValue))")
    log?.record("delegate.willPresent(\(style.rawValue))")
  }
}

@MainActor
@Suite("Presentations adapt to their environment and back (§10.2)")
struct AdaptivePresentationTests {
  private func popover(on root: UIViewController, content: UIViewController) -> UIPopoverPresentationController? {
    let source = UIView(frame: CGRect(x: 20, y: 100, width: 60, height: 30))
    root.view.addSubview(source)
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.popoverPresentationController?.sourceView = source
    return content.popoverPresentationController
  }

  @Test("A delegate answering .none keeps a real popover on an iPhone")
  func noneKeepsPopover() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 15")
    let content = NamedController("Content")
    let delegate = RecordingPresentationDelegate()
    delegate.style = UIModalPresentationStyle.none
    popover(on: root, content: content)?.delegate = delegate
    root.present(content, animated: true)
    #expect(content.view.frame.size == CGSize(width: 300, height: 200))
    #expect(content.view.frame.minY == 143)
    #expect(root.view.window === simulator.window)
    #expect(delegate.calls == ["adaptiveStyle(wC hR)", "willPresent(-1)"])
  }

  @Test("The delegate's replacement controller is shown while adapted, and the original comes back")
  func replacementController() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 8 Plus")
    let content = NamedController("Content")
    let delegate = RecordingPresentationDelegate()
    delegate.wrapsInNavigation = true
    popover(on: root, content: content)?.delegate = delegate
    root.present(content, animated: true)
    let wrapper = try #require(content.navigationController)
    #expect(wrapper.view.frame == simulator.window.bounds)
    #expect(content.view.window === simulator.window)
    #expect(root.presentedViewController === content)
    #expect(delegate.calls == ["adaptiveStyle(wC hR)", "viewControllerFor(0)", "willPresent(0)"])
    delegate.calls.removeAll()
    delegate.wrapsInNavigation = false
    #expect(simulator.rotate(to: .landscapeLeft))
    // wR hC: a popover is shown like a form sheet (iOS 8–12 row), without the wrapper.
    #expect(delegate.calls == ["adaptiveStyle(wR hC)", "viewControllerFor(2)", "willPresent(2)"])
    #expect(content.navigationController == nil)
    #expect(content.view.frame == CGRect(x: 98, y: 0, width: 540, height: 414))
    #expect(root.view.window === simulator.window)
  }

  @Test("A popover on a Plus adapts on rotation: full screen in portrait, a popover-turned-sheet in landscape, and back")
  func plusRotation() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 8 Plus")
    let content = NamedController("Content")
    let controller = try #require(popover(on: root, content: content))
    root.present(content, animated: true)
    #expect(content.view.frame == simulator.window.bounds)
    #expect(root.view.window == nil)
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(controller.adaptivePresentationStyle == .formSheet)
    #expect(content.view.frame == CGRect(x: 98, y: 0, width: 540, height: 414))
    #expect(root.view.window === simulator.window, "the presenter's view comes back when no longer covered")
    #expect(simulator.rotate(to: .portrait))
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
    #expect(root.view.window == nil)
  }

  @Test("On iPad a popover becomes full screen when Split View makes the window compact, and a popover again after")
  func iPadMultitasking() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPad Air 2", .landscapeLeft)
    let content = NamedController("Content")
    let controller = try #require(popover(on: root, content: content))
    root.present(content, animated: true)
    #expect(content.view.frame.size == CGSize(width: 300, height: 200))
    #expect(simulator.resizeWindow(to: .splitHalf))
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 507, height: 768))
    #expect(content.traitCollection.horizontalSizeClass == .compact)
    #expect(content.traitCollection.verticalSizeClass == .regular)
    #expect(simulator.resizeWindow(to: .fullScreen))
    #expect(content.view.frame.size == CGSize(width: 300, height: 200))
    #expect(controller.arrowDirection == .up)
    #expect(content.traitCollection.verticalSizeClass == .compact, "back inside a popover")
  }

  @Test("Rotating while a popover is shown runs the callbacks, alongside blocks and completions in order")
  func rotationWhilePopoverShown() throws {
    let log = CallbackLog()
    let root = RecorderViewController(name: "Root", log: log)
    let simulator = try hosted(root, on: "iPhone 8 Plus", .landscapeLeft)
    let content = RecorderViewController(name: "Content", log: log)
    let delegate = RecordingPresentationDelegate()
    delegate.log = log
    popover(on: root, content: content)?.delegate = delegate
    root.present(content, animated: true)
    log.clear()
    #expect(simulator.rotate(to: .portrait))
    let entries = log.entries.filter { !$0.contains("Layout") && !$0.contains("Appear") && !$0.contains("appear") }
    #expect(entries == [
      "Root.willTransition(to: wC hR)",
      "delegate.willPresent(0)",
      "Content.willTransition(to: wC hR)",
      "Root.viewWillTransition(to: 414x736)",
      "Content.viewWillTransition(to: 414x736)",
      "Root.traitCollectionDidChange(previous: wR hC)",
      "Content.traitCollectionDidChange(previous: wR hC)",
      "Content.alongside",
      "Root.alongside",
      "Content.completion",
      "Root.completion",
    ])
    #expect(content.view.frame == simulator.window.bounds)
  }
}
