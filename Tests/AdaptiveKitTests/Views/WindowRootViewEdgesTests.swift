import AdaptiveKit
import Testing

/// A window's root view that translates no autoresizing mask into constraints still fills the
/// window: UIKit's window pins it to its edges (`H:|-(0)-[view]`, `view.right == window.right`)
/// rather than leaving its size to the constraints inside it.
@MainActor
@Suite("A window pins a root view that translates no mask to its edges")
struct WindowRootViewEdgesTests {
  /// A root view holding a 40-point-high box 16 points inside its leading, trailing and top edges
  /// that would rather be 500 wide (priority 750): sized by its content the root would be 532 wide.
  static func controller(translatesMask: Bool) -> UIViewController {
    let controller = UIViewController()
    let root = controller.view!
    root.translatesAutoresizingMaskIntoConstraints = translatesMask
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      root.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 16),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    let wide = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 500)
    wide.priority = .defaultHigh
    wide.isActive = true
    return controller
  }

  @Test("The root view and its content fill a 375×667 window, mask translated or not", arguments: [true, false])
  func rootFillsWindow(translatesMask: Bool) throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let controller = Self.controller(translatesMask: translatesMask)
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(controller.view.subviews.first?.frame == CGRect(x: 16, y: 16, width: 343, height: 40))
  }

  @Test("A replaced root view leaves the window without its edge constraints")
  func replacedRootLeavesNoConstraints() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let first = Self.controller(translatesMask: false)
    simulator.window.rootViewController = first
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    simulator.window.rootViewController = Self.controller(translatesMask: true)
    simulator.layoutIfNeeded()
    #expect(first.view.superview == nil)
    #expect(simulator.window.constraints.isEmpty)
  }
}
