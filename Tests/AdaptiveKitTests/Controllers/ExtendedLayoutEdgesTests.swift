import AdaptiveKit
import Testing

@MainActor
@Suite("edgesForExtendedLayout keeps a navigation controller's content out from under its bars")
struct ExtendedLayoutEdgesTests {
  @Test("By default the view fills the container under both bars, which inset its safe area")
  func underBars() throws {
    let content = NamedController("C")
    let navigation = UINavigationController(rootViewController: content)
    navigation.isToolbarHidden = false
    let simulator = try hosted(navigation, on: "iPhone 8")
    #expect(content.edgesForExtendedLayout == .all)
    #expect(content.view.frame == simulator.window.bounds)
    #expect(content.view.safeAreaInsets.top == 64)
    #expect(content.view.safeAreaInsets.bottom == 44)
  }

  @Test("Without .top the view starts below the navigation bar; without .bottom it ends above the toolbar")
  func excludedEdges() throws {
    let content = NamedController("C")
    let navigation = UINavigationController(rootViewController: content)
    navigation.isToolbarHidden = false
    let simulator = try hosted(navigation, on: "iPhone 8")
    let bounds = simulator.window.bounds
    content.edgesForExtendedLayout = []
    simulator.layoutIfNeeded()
    #expect(content.view.frame == CGRect(x: 0, y: 64, width: bounds.width, height: bounds.height - 64 - 44))
    #expect(content.view.safeAreaInsets == .zero)
    content.edgesForExtendedLayout = .bottom
    simulator.layoutIfNeeded()
    #expect(content.view.frame == CGRect(x: 0, y: 64, width: bounds.width, height: bounds.height - 64))
    #expect(content.view.safeAreaInsets.bottom == 44)
  }

  @Test("A hidden navigation bar no longer pushes the view down")
  func hiddenBar() throws {
    let content = NamedController("C")
    content.edgesForExtendedLayout = []
    let navigation = UINavigationController(rootViewController: content)
    let simulator = try hosted(navigation, on: "iPhone 8")
    #expect(content.view.frame.minY == 64)
    navigation.setNavigationBarHidden(true, animated: false)
    simulator.layoutIfNeeded()
    #expect(content.view.frame == simulator.window.bounds)
  }
}
