import AdaptiveKit
import Foundation
import Testing

/// A controller instantiated from a storyboard keeps its scene's size-class variations live:
/// rotating the device re-applies them, as UIKit does for unified storyboards.
@MainActor
@Suite("Storyboard-made controllers re-apply size-class variations when traits change")
struct StoryboardVariationTests {
  static var bundle: Bundle {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
    guard let bundle = Bundle(path: folder.path) else { preconditionFailure("no fixtures folder at \(folder.path)") }
    return bundle
  }

  func title(of controller: UIViewController) -> String? {
    func find(_ view: UIView) -> UILabel? {
      if let label = view as? UILabel { return label }
      for subview in view.subviews { if let label = find(subview) { return label } }
      return nil
    }
    return find(controller.view).flatMap { $0.text }
  }

  @Test("An iPhone 8 shows the compact-width text in portrait and the compact-width-and-height text in landscape")
  func rotationReappliesVariations() throws {
    let storyboard = try UIStoryboard.load(name: "SizeClassVariations", bundle: StoryboardVariationTests.bundle)
    let controller = try storyboard.loadViewController(withIdentifier: "Variations")
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")), orientation: .portrait)
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(title(of: controller) == "Compact")
    _ = simulator.rotate(to: .landscapeLeft)
    simulator.layoutIfNeeded()
    #expect(title(of: controller) == "Squeezed")
    _ = simulator.rotate(to: .portrait)
    simulator.layoutIfNeeded()
    #expect(title(of: controller) == "Compact")
  }

  @Test("On an iPad the base text stays")
  func regularKeepsTheBase() throws {
    let storyboard = try UIStoryboard.load(name: "SizeClassVariations", bundle: StoryboardVariationTests.bundle)
    let controller = try storyboard.loadViewController(withIdentifier: "Variations")
    let simulator = Simulator(device: try #require(Device.named("iPad Air 2")), orientation: .landscapeLeft)
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(title(of: controller) == "Regular")
  }
}
