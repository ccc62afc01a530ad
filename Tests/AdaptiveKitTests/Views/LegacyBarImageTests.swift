import AdaptiveKit
import Testing

/// A bar of its own class per test, so proxy settings do not reach other tests' bars.
@MainActor private final class HairlineFreeNavigationBar: UINavigationBar {}
@MainActor private final class GreyItemsTabBar: UITabBar {}

/// The bars' pre-iOS 13 customization: background images by position and metrics, the shadow
/// image and the unselected item tint, set directly or through appearance proxies.
@MainActor
@Suite("Legacy bar images and tints are kept per position and metrics and set by proxies")
struct LegacyBarImageTests {
  @Test("A background image is kept for exactly its position and metrics")
  func backgroundImagesBySlot() {
    let bar = UINavigationBar()
    let image = UIImage()
    bar.setBackgroundImage(image, for: .default)
    #expect(bar.backgroundImage(for: .default) === image)
    #expect(bar.backgroundImage(for: .any, barMetrics: .default) === image)
    #expect(bar.backgroundImage(for: .compact) == nil)
    #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) == nil)
    bar.setBackgroundImage(nil, for: .any, barMetrics: .default)
    #expect(bar.backgroundImage(for: .default) == nil)
    #expect(UIBarMetrics.defaultPrompt.rawValue == 101)
  }

  @Test("The usual hairline removal through the proxy reaches bars entering a window, not bars set directly")
  func hairlineRemovalByProxy() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let root = UIViewController()
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    let empty = UIImage()
    HairlineFreeNavigationBar.appearance().setBackgroundImage(empty, for: .default)
    HairlineFreeNavigationBar.appearance().shadowImage = empty
    #expect(HairlineFreeNavigationBar.appearance().backgroundImage(for: .default) === empty)
    let bar = HairlineFreeNavigationBar()
    let own = UIImage()
    bar.shadowImage = own
    root.view.addSubview(bar)
    #expect(bar.backgroundImage(for: .default) === empty)
    #expect(bar.shadowImage === own, "a value set on the bar wins over the proxy")
    #expect(UINavigationBar().shadowImage == nil)
  }

  @Test("Unselected tab items take their tint from the bar or its proxy")
  func unselectedItemTint() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let root = UIViewController()
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    #expect(UITabBar().unselectedItemTintColor == nil)
    GreyItemsTabBar.appearance().unselectedItemTintColor = .systemGray
    let bar = GreyItemsTabBar()
    root.view.addSubview(bar)
    #expect(bar.unselectedItemTintColor == .systemGray)
  }
}
