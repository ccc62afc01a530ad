import Foundation
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// Menlo and Courier New, which iOS ships, measure every character one advance wide (1233 and 1229
/// units of 2048) on their own line (1.164 and 1.133 em), not as the system font they used to fall
/// back to (see `MonospacedFontFace`).
@MainActor
@Suite("Monospaced fonts iOS ships measure with their own advance and line")
struct MonospacedFontTests {
  @Test("Menlo and Courier New resolve by PostScript name with their own line height")
  func lineHeights() throws {
    let menlo = try #require(UIFont(name: "Menlo-Regular", size: 48))
    #expect(menlo.familyName == "Menlo")
    #expect(abs(menlo.lineHeight - 48 * 2384 / 2048) < 1e-9)
    let courier = try #require(UIFont(name: "CourierNewPS-BoldMT", size: 36))
    #expect(courier.familyName == "Courier New")
    #expect(abs(courier.lineHeight - 36 * 2320 / 2048) < 1e-9)
    #expect(UIFont.fontNames(forFamilyName: "Menlo").contains("Menlo-Bold"))
  }

  @Test("every character is one advance wide, with no kerning or tracking")
  func widths() throws {
    let menlo = try #require(UIFont(name: "Menlo-Regular", size: 48))
    #expect(abs(menlo.width(of: "00:00.0") - 7 * 1233 * 48 / 2048) < 1e-9)
    let courier = try #require(UIFont(name: "CourierNewPSMT", size: 17))
    #expect(abs(courier.width(of: "AVATAR To.") - 10 * 1229 * 17 / 2048) < 1e-9)
  }

  static func label(_ id: String, text: String, font: String, family: String, size: String, y: Int) -> (String, String) {
    StoryboardXML.pinnedLabel(
      id: id, text: text,
      font: "<fontDescription key=\"fontDescription\" name=\"\(font)\" family=\"\(family)\" pointSize=\"\(size)\"/>",
      attributes: "lineBreakMode=\"tailTruncation\"", y: y)
  }

  @Test("on a 2x canvas the labels stand at their text's size ceiled to a pixel, not to a whole point")
  func canvasLabels() throws {
    let labels = [
      Self.label("todo", text: "Todo.txt", font: "CourierNewPS-BoldMT", family: "Courier New", size: "36", y: 100),
      Self.label("time", text: "00:00.0", font: "Menlo-Regular", family: "Menlo", size: "48", y: 200),
      Self.label("uid", text: "MyUID", font: "CourierNewPSMT", family: "Courier New", size: "17", y: 300),
    ]
    let text = StoryboardXML.oneScene(subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Monospaced.storyboard")
    // 8 × 1229 / 2048 × 36 = 172.83 wide, 2320 / 2048 × 36 = 40.78 high.
    #expect(layout.frame(ofViewWithID: "todo")?.size == CGSize(width: 173, height: 41))
    // 7 × 1233 / 2048 × 48 = 202.29 wide, 2384 / 2048 × 48 = 55.88 high.
    #expect(layout.frame(ofViewWithID: "time")?.size == CGSize(width: 202.5, height: 56))
    // 5 × 1229 / 2048 × 17 = 51.0 wide, 19.26 high: 19.5, where a named face's whole point would be 20.
    #expect(layout.frame(ofViewWithID: "uid")?.size == CGSize(width: 51.5, height: 19.5))
  }
}
