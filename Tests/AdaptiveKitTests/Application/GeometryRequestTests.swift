import AdaptiveKit
import TestSupport
import Testing

/// A controller that records size transitions and supports what it is told to.
@MainActor
private final class OrientationController: UIViewController {
  var supported = UIInterfaceOrientationMask.allButUpsideDown
  var sizes: [CGSize] = []
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
  }
}

@MainActor
@Suite("UIWindowScene.requestGeometryUpdate rotates through the simulator or reports UIKit's error")
struct GeometryRequestTests {
  @Test("a supported orientation rotates the interface with the size transition; effectiveGeometry follows")
  func rotates() throws {
    let controller = OrientationController()
    let simulator = try hosted(controller, on: "iPhone 8")
    let scene = simulator.windowScene
    #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
    #expect(scene.effectiveGeometry.systemFrame == CGRect(x: 0, y: 0, width: 375, height: 667))
    var errors: [any Error] = []
    scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeRight)) { errors.append($0) }
    #expect(errors.isEmpty)
    #expect(simulator.orientation == .landscapeRight)
    #expect(controller.sizes == [CGSize(width: 667, height: 375)])
    #expect(scene.effectiveGeometry.interfaceOrientation == .landscapeRight)
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 667, height: 375))
    // Asking for a set that holds the current orientation changes nothing.
    scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape))
    #expect(controller.sizes.count == 1)
  }

  @Test("an orientation the controller does not support fails with UISceneError 101 and does not rotate")
  func refused() throws {
    let controller = OrientationController()
    controller.supported = .portrait
    let simulator = try hosted(controller, on: "iPhone 8")
    var errors: [any Error] = []
    simulator.windowScene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeRight)) { errors.append($0) }
    #expect(simulator.orientation == .portrait)
    let error = try #require(errors.first as? UISceneError)
    #expect(error.code == .geometryRequestDenied)
    #expect((error as NSError).domain == "UISceneErrorDomain")
    #expect((error as NSError).code == 101)
    #expect(
      error.reason
        == "None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait")
    simulator.windowScene.requestGeometryUpdate(UIWindowScene.GeometryPreferences()) { errors.append($0) }
    #expect((errors.last as? UISceneError)?.code == .geometryRequestUnsupported)
  }

  @Test("setNeedsUpdateOfSupportedInterfaceOrientations rotates away from an orientation no longer supported")
  func supportedChanged() throws {
    let controller = OrientationController()
    let simulator = try hosted(controller, on: "iPhone 8", .landscapeLeft)
    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
    #expect(simulator.orientation == .landscapeLeft)
    controller.supported = .portrait
    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
    #expect(simulator.orientation == .portrait)
  }
}
