import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("The iOS 17 traits nothing on a device sets read unspecified and pass down when set")
struct IOS17SystemTraitTests {
  @Test("defaults, the single-trait initializers, and mutable traits")
  func values() {
    let empty = UITraitCollection()
    #expect(empty.sceneCaptureState == .unspecified)
    #expect(empty.imageDynamicRange == .unspecified)
    #expect(empty.typesettingLanguage == nil)
    #expect(empty.toolbarItemPresentationSize == .unspecified)
    #expect(UITraitCollection(sceneCaptureState: .active).sceneCaptureState == .active)
    #expect(UITraitCollection(imageDynamicRange: .high).imageDynamicRange == .high)
    let german = Locale.Language(identifier: "de")
    #expect(UITraitCollection(typesettingLanguage: german).typesettingLanguage == german)
    #expect(UITraitCollection(toolbarItemPresentationSize: .small).toolbarItemPresentationSize == .small)
    let both = UITraitCollection { traits in
      traits.sceneCaptureState = .inactive
      traits.typesettingLanguage = german
    }
    #expect(both.sceneCaptureState == .inactive)
    #expect(both.typesettingLanguage == german)
    #expect(UISceneCaptureState.active.rawValue == 1)
    #expect(UIImageDynamicRange.constrainedHigh.rawValue == 1)
  }

  @Test("a view controller's override reaches its view's subviews")
  func inherited() throws {
    let controller = UIViewController()
    let simulator = Simulator(device: try #require(Device.named("iPhone 15")))
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    let child = UIView()
    controller.view.addSubview(child)
    controller.traitOverrides.imageDynamicRange = .standard
    simulator.layoutIfNeeded()
    #expect(child.traitCollection.imageDynamicRange == .standard)
  }
}
