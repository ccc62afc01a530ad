import AdaptiveKit
import Foundation
import Testing

/// A view that records the colors `UIColor.tintColor` resolves to while it draws.
@MainActor
private final class TintRecordingView: UIView {
  var resolved: [UIColor] = []
  override func draw(_ rect: CGRect) {
    resolved.append(UIColor.tintColor.resolvedColor(with: UITraitCollection.current))
  }
}

/// `UIColor.tintColor` (iOS 15) as UIKit documents it: "a color value that resolves at runtime
/// based on the current tint color of the app or trait hierarchy" — the view's `tintColor`, the
/// first one set on it or its superviews, else the system's default tint (the system blue).
@MainActor
@Suite("UIColor.tintColor resolves to the tint of the view using it")
struct TintColorResolutionTests {
  @Test("Outside any view it resolves to the default tint, in light and dark")
  func defaultTint() {
    for style in [UIUserInterfaceStyle.light, .dark] {
      let traits = UITraitCollection(userInterfaceStyle: style)
      #expect(UIColor.tintColor.resolvedColor(with: traits) == UIColor.systemBlue.resolvedColor(with: traits))
    }
    #expect(UIColor.tintColor.description == "<UIColor: tintColor>")
  }

  @Test("While a view draws, it resolves to the tint the view inherits, and follows a change")
  func inheritedTintWhileDrawing() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.tintColor = .systemOrange
    let view = TintRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(view)
    simulator.window.addSubview(container)
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(view.resolved.last == UIColor.systemOrange.resolvedColor(with: view.traitCollection))
    view.tintColor = .systemPink
    view.setNeedsDisplay()
    simulator.layoutIfNeeded()
    #expect(view.resolved.last == UIColor.systemPink.resolvedColor(with: view.traitCollection))
  }

  @Test("Colors made from it follow the view's tint too; a tint that is itself tintColor stands for the superview's")
  func derivedColors() {
    let container = UIView()
    container.tintColor = .red
    let view = UIView()
    container.addSubview(view)
    let traits = view._colorResolutionTraits
    #expect(UIColor.tintColor.withAlphaComponent(0.5).resolvedColor(with: traits) == UIColor.red.withAlphaComponent(0.5))
    view.tintColor = .tintColor
    #expect(UIColor.tintColor.resolvedColor(with: view._colorResolutionTraits) == .red)
    #expect(view._colorResolutionTraits == view.traitCollection, "the tint is not a trait")
  }

  @Test("A dynamic tint resolves for the view's appearance")
  func dynamicTint() {
    let view = UIView()
    view.overrideUserInterfaceStyle = .dark
    view.tintColor = .systemTeal
    let resolved = UIColor.tintColor.resolvedColor(with: view._colorResolutionTraits)
    #expect(resolved == UIColor.systemTeal.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
  }
}
