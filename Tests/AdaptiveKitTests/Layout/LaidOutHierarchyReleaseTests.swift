import Foundation
import Testing

@testable import AdaptiveKit

/// A window whose hierarchy has been laid out must be freed with its last user (the key window
/// once another is made key): the layout engine
/// once held its own root strongly, so every scene lint, verify or render laid out stayed in
/// memory until the process ended.
@MainActor
@Suite("Laid-out hierarchies are freed when released")
struct LaidOutHierarchyReleaseTests {
  @Test("A window laid out with constraints and a safe area is freed, with its views")
  func windowWithConstraints() throws {
    let device = try #require(Device.named("iPhone 8"))
    weak var window: UIWindow?
    weak var label: UILabel?
    do {
      let controller = UIViewController()
      let root = UIView()
      let text = UILabel()
      text.text = "Hello"
      text.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(text)
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      text.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor).isActive = true
      controller.view = root
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      let simulator = Simulator(device: device, orientation: .portrait)
      simulator.window.rootViewController = controller
      simulator.window.makeKeyAndVisible()
      simulator.layoutIfNeeded()
      #expect(text.frame.minY == 40)  // the status bar's 20 points and the additional 20
      window = simulator.window
      label = text
    }
    // The key window stays up, as UIKit's application keeps it, until another is made key.
    #expect(window != nil)
    let next = Simulator(device: device, orientation: .portrait)
    next.window.rootViewController = UIViewController()
    next.window.makeKeyAndVisible()
    #expect(window == nil, "the laid-out window outlived its simulator and the next key window")
    #expect(label == nil, "a laid-out label outlived its window")
  }

  @Test("Objects made after others were freed get descriptions of their own")
  func descriptionsAfterRelease() {
    var names: Set<String> = []
    for _ in 0..<50 {
      // Each view is freed before the next is made, so addresses are reused.
      names.insert(LayoutDebugNames.name(for: UIView()))
    }
    #expect(names.count == 50)
  }
}
