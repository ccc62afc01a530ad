import AdaptiveKit
import Testing

/// `UINavigationController.interactivePopGestureRecognizer`: an edge pan on the controller's view
/// that pops the top controller when it ends past the middle.
@MainActor
@Suite("The interactive pop gesture pops the top controller when a left-edge pan crosses the middle")
struct InteractivePopGestureTests {
  private func stack() throws -> (UINavigationController, Simulator, UIScreenEdgePanGestureRecognizer) {
    let navigation = UINavigationController(rootViewController: NamedController("A"))
    let simulator = try hosted(navigation, on: "iPhone 8")
    navigation.pushViewController(NamedController("B"), animated: false)
    let gesture = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
    return (navigation, simulator, gesture)
  }

  @Test("It is an enabled left-edge pan attached to the controller's view")
  func attached() throws {
    let (navigation, _, gesture) = try stack()
    #expect(gesture.view === navigation.view)
    #expect(gesture.edges == .left)
    #expect(gesture.isEnabled)
    #expect(navigation.view.gestureRecognizers?.contains { $0 === gesture } == true)
  }

  @Test("A pan past the middle pops; a short one, another edge or a disabled gesture does not")
  func pops() throws {
    let (navigation, _, gesture) = try stack()
    let width = navigation.view.bounds.width
    gesture._simulateEdgePan(from: .left, at: CGPoint(x: 2, y: 300), by: [CGPoint(x: 10, y: 0), CGPoint(x: width * 0.3, y: 0)])
    #expect(navigation.viewControllers.count == 2)
    gesture._simulateEdgePan(from: .right, at: CGPoint(x: width - 2, y: 300), by: [CGPoint(x: 10, y: 0), CGPoint(x: width * 0.8, y: 0)])
    #expect(navigation.viewControllers.count == 2)
    gesture.isEnabled = false
    gesture._simulateEdgePan(from: .left, at: CGPoint(x: 2, y: 300), by: [CGPoint(x: 10, y: 0), CGPoint(x: width * 0.8, y: 0)])
    #expect(navigation.viewControllers.count == 2)
    gesture.isEnabled = true
    gesture._simulateEdgePan(from: .left, at: CGPoint(x: 2, y: 300), by: [CGPoint(x: 10, y: 0), CGPoint(x: width * 0.8, y: 0)])
    #expect((navigation.topViewController as? NamedController)?.name == "A")
  }

  @Test("At the root it never pops")
  func root() throws {
    let (navigation, _, gesture) = try stack()
    _ = navigation.popViewController(animated: false)
    let width = navigation.view.bounds.width
    gesture._simulateEdgePan(from: .left, at: CGPoint(x: 2, y: 300), by: [CGPoint(x: 10, y: 0), CGPoint(x: width * 0.8, y: 0)])
    #expect(navigation.viewControllers.count == 1)
  }
}
