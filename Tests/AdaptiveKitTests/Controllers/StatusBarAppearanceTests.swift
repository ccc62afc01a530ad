import AdaptiveKit
import Testing

/// A controller whose status bar wishes change at run time.
@MainActor
private final class StatusController: UIViewController {
  var style = UIStatusBarStyle.default
  var hidden = false
  var styleChild: UIViewController?
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
  override var prefersStatusBarHidden: Bool { hidden }
  override var childForStatusBarStyle: UIViewController? { styleChild }
}

@MainActor
@Suite("The status bar follows preferredStatusBarStyle and prefersStatusBarHidden when asked to update")
struct StatusBarAppearanceTests {
  @Test("Read when first shown; later changes show only after setNeedsStatusBarAppearanceUpdate")
  func updateOnRequest() throws {
    let controller = StatusController()
    controller.style = .lightContent
    let simulator = try hosted(controller, on: "iPhone 8")
    let manager = try #require(simulator.windowScene.statusBarManager)
    #expect(manager.statusBarStyle == .lightContent)
    #expect(!manager.isStatusBarHidden)
    #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
    controller.style = .darkContent
    controller.hidden = true
    #expect(manager.statusBarStyle == .lightContent)
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(manager.statusBarStyle == .darkContent)
    #expect(manager.isStatusBarHidden)
    #expect(manager.statusBarFrame == .zero)
  }

  @Test("childForStatusBarStyle hands the choice to a child")
  func childDecides() throws {
    let parent = StatusController()
    let child = StatusController()
    child.style = .lightContent
    parent.addChild(child)
    parent.styleChild = child
    let simulator = try hosted(parent, on: "iPhone 8")
    #expect(simulator.windowScene.statusBarManager?.statusBarStyle == .lightContent)
    #expect(UIViewController().preferredStatusBarStyle == .default)
    #expect(UIViewController().preferredStatusBarUpdateAnimation == .fade)
  }
}
