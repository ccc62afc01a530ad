import AdaptiveKit
import Foundation
import Testing

@MainActor private final class BrandedNavigationBar: UINavigationBar {}

@MainActor
@Suite("Bar appearances: backgrounds, copies on set, and the proxy")
struct BarAppearanceObjectTests {
  @Test("The three background configurations set UIKit's effect, color and shadow")
  func configurations() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundEffect != nil)
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil)
    #expect(appearance.backgroundColor == .systemBackground)
    #expect(appearance._hasBackground)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == nil)
    #expect(!appearance._hasBackground)
    appearance.configureWithDefaultBackground()
    #expect(appearance._hasBackground)
  }

  @Test("Bars copy an appearance when it is set: later changes to the object do not reach them")
  func copiedOnSet() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemRed
    appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20)]
    let bar = UINavigationBar()
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance
    appearance.backgroundColor = .systemGreen
    #expect(bar.standardAppearance !== appearance)
    #expect(bar.standardAppearance.backgroundColor == .systemRed)
    #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemRed)
    #expect((bar.standardAppearance.titleTextAttributes[.font] as? UIFont)?.pointSize == 20)
    let item = UINavigationItem(title: "T")
    item.standardAppearance = appearance
    #expect(item.standardAppearance !== appearance)
    #expect(item.standardAppearance?.backgroundColor == .systemGreen)
  }

  @Test("copy() keeps the subclass's properties; init(barAppearance:) from a plain bar appearance keeps only the shared ones")
  func copies() {
    let navigation = UINavigationBarAppearance()
    navigation.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 4)
    navigation.shadowColor = .systemBlue
    let image = UIImage()
    navigation.setBackIndicatorImage(image, transitionMaskImage: image)
    let copy: UINavigationBarAppearance = navigation.copy()
    #expect(copy.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: 4))
    #expect(copy.backIndicatorImage === image)
    let plain = UIBarAppearance(idiom: .pad)
    plain.backgroundColor = .systemYellow
    let made = UINavigationBarAppearance(barAppearance: plain)
    #expect(made.backgroundColor == .systemYellow)
    #expect(made.idiom == .pad)
    #expect(made.titlePositionAdjustment == .zero)
    let tab = UITabBarAppearance()
    tab.stackedLayoutAppearance.selected.iconColor = .systemPink
    tab.stackedItemPositioning = .centered
    let tabCopy: UITabBarAppearance = tab.copy()
    tab.stackedLayoutAppearance.selected.iconColor = .systemGray
    #expect(tabCopy.stackedLayoutAppearance.selected.iconColor == .systemPink)
    #expect(tabCopy.stackedItemPositioning == .centered)
  }

  @Test("A proxy's standard appearance reaches bars of its class when they enter a window")
  func proxy() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let root = UIViewController()
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    let appearance = UINavigationBarAppearance()
    appearance.backgroundColor = .systemIndigo
    BrandedNavigationBar.appearance().standardAppearance = appearance
    let bar = BrandedNavigationBar()
    root.view.addSubview(bar)
    #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
    #expect(bar.standardAppearance !== appearance)
    #expect(UINavigationBar().standardAppearance.backgroundColor == nil)
  }
}

