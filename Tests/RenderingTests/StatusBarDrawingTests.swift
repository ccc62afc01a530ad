import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

@Suite("The status bar is drawn as each device shows it")
@MainActor
struct StatusBarDrawingTests {
  private func statusBar(
    on device: String, _ orientation: UIInterfaceOrientation = .portrait, variant: TraitVariant = .deviceDefault
  ) throws -> String {
    let configuration = RenderConfiguration(
      device: try #require(Device.named(device)), orientation: orientation, variant: variant)
    let svg = try SceneRenderer(document: try RenderingFixtures.scene("")).render(sceneID: "scene", configuration: configuration)
      .svg.text
    guard let start = svg.range(of: "<g data-class=\"UIStatusBar\"") else { return "" }
    return String(svg[start.lowerBound...])
  }

  /// The x of the `<text>` whose content is `content`.
  private func x(of content: String, in svg: String) -> Double? {
    let pattern = #/<text x="([-0-9.]+)" [^>]*>([^<]*)</text>/#
    return svg.matches(of: pattern).first { $0.output.2 == content }.flatMap { Double($0.output.1) }
  }

  @Test("An iPad with a home indicator: a 24-point bar, time and date on the left, charge and battery on the right")
  func padWithHomeIndicator() throws {
    let bar = try statusBar(on: "iPad Pro 11\" (4th gen)")
    #expect(bar.contains("data-frame=\"0 0 834 24\""))
    #expect(x(of: "9:41", in: bar) == 20)
    #expect(try #require(x(of: "Tue Jan 9", in: bar)) > 20)
    #expect(try #require(x(of: "100%", in: bar)) > 700)
    #expect(bar.contains("<path d=\"M"), "the Wi-Fi arcs")
  }

  @Test("An iPad with a home button keeps the iPad layout in a 20-point bar, in both orientations")
  func padWithHomeButton() throws {
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
      let bar = try statusBar(on: "iPad Pro 12.9\" (1st-6th gen)", orientation)
      #expect(bar.contains("data-frame=\"0 0 \(orientation == .portrait ? 1024 : 1366) 20\""))
      #expect(x(of: "9:41", in: bar) == 20)
      #expect(bar.contains(">100%</text>"))
    }
  }

  @Test("iPhones keep their layouts: the time centered without a notch, left of the sensor housing with one")
  func phones() throws {
    let classic = try statusBar(on: "iPhone SE (3rd generation)")
    let time = try #require(x(of: "9:41", in: classic))
    #expect(time > 160 && time < 190)
    #expect(!classic.contains(">100%</text>"))
    let notched = try statusBar(on: "iPhone 15")
    #expect(try #require(x(of: "9:41", in: notched)) < 100)
    #expect(try statusBar(on: "iPhone 15", .landscapeLeft).isEmpty, "hidden in compact height")
  }

  @Test("In dark mode the glyphs and the home indicator are drawn in the label colour, white, as the time is; in light mode black",
    arguments: [UIUserInterfaceStyle.light, .dark])
  func glyphsFollowTheAppearance(style: UIUserInterfaceStyle) throws {
    for device in ["iPhone 15", "iPhone SE (3rd generation)", "iPad Pro 11\" (4th gen)"] {
      let bar = try statusBar(on: device, variant: TraitVariant(userInterfaceStyle: style))
      let glyph = style == .dark ? "#ffffff" : "#000000"
      let other = style == .dark ? "#000000" : "#ffffff"
      #expect(bar.contains("fill=\"\(glyph)\""), "\(device): battery and signal in \(glyph)")
      #expect(!bar.contains("fill=\"\(other)\""), "\(device): nothing in \(other)")
      #expect(!bar.contains("stroke=\"\(other)\""), "\(device): no Wi-Fi arc in \(other)")
    }
  }
}
