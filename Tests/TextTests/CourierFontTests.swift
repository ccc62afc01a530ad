import Foundation
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// Courier, which iOS ships, measures every character 600 of 1000 units wide (Adobe's AFM widths)
/// on a line of 1 em (URW's metric-compatible Nimbus Mono PS's ascender 603 and descender −397;
/// threema's 17-point label stored 17 high), not as the system font it used to fall back to (see
/// `MonospacedFontFace`).
@MainActor
@Suite("Courier measures with its own advance and its clone's line")
struct CourierFontTests {
  @Test("Courier's faces resolve by PostScript name with a 1-em line")
  func lineHeights() throws {
    let courier = try #require(UIFont(name: "Courier", size: 17))
    #expect(courier.familyName == "Courier")
    #expect(abs(courier.ascender - 17 * 0.603) < 1e-9)
    #expect(abs(courier.lineHeight - 17) < 1e-9)
    #expect(courier.leading == 0)
    let boldOblique = try #require(UIFont(name: "Courier-BoldOblique", size: 17))
    #expect(boldOblique.weight == .bold && boldOblique.isItalic)
    #expect(UIFont.fontNames(forFamilyName: "Courier").contains("Courier-Oblique"))
  }

  @Test("every character is 0.6 em wide, with no kerning or tracking")
  func widths() throws {
    let courier = try #require(UIFont(name: "Courier", size: 15))
    #expect(abs(courier.width(of: "AVATAR To.") - 10 * 0.6 * 15) < 1e-9)
    let bold = try #require(UIFont(name: "Courier-Bold", size: 12))
    #expect(abs(bold.width(of: "Wi") - 2 * 0.6 * 12) < 1e-9)
  }

  @Test("on its document's canvas a Courier label stands at its text's size")
  func canvasLabels() throws {
    let labels = [MonospacedFontTests.label("c15", text: "ABCD", font: "Courier", family: "Courier", size: "15", y: 100)]
    let text = StoryboardXML.oneScene(subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Courier.storyboard")
    // 4 × 0.6 × 15 = 36 wide, 15 high (the system font's 1.193 em gave 18).
    #expect(layout.frame(ofViewWithID: "c15")?.size == CGSize(width: 36, height: 15))
  }
}
