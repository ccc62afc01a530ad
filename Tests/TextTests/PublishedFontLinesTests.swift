import Foundation
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// Georgia, Verdana and Trebuchet MS, which iOS ships without a source for their widths here,
/// measure with the system font's advances on their own published line (see `PublishedFontLines`).
@MainActor
@Suite("Fonts iOS ships with a published line only measure on that line")
struct PublishedFontLinesTests {
  @Test("a document's Georgia, Verdana and Trebuchet MS take their family's line and the system font's widths")
  func lines() {
    let georgia = UIFont.interfaceBuilderFont(name: "Georgia-Bold", size: 20)
    // 1878 / 2048 and −449 / 2048 em, no leading: 22.72 at 20 pt.
    #expect(abs(georgia.ascender - 20 * 1878 / 2048) < 1e-9)
    #expect(abs(georgia.lineHeight - 20 * 2327 / 2048) < 1e-9)
    #expect(georgia.weight == .bold)
    #expect(georgia.width(of: "Georgia") == UIFont.systemFont(ofSize: 20, weight: .bold).width(of: "Georgia"))
    let verdana = UIFont.interfaceBuilderFont(name: "Verdana", size: 20)
    #expect(abs(verdana.lineHeight - 20 * 2489 / 2048) < 1e-9)
    let trebuchet = UIFont.interfaceBuilderFont(name: "TrebuchetMS", size: 16)
    #expect(abs(trebuchet.lineHeight - 16 * 2378 / 2048) < 1e-9)
    // A font iOS does not ship keeps the system font's line.
    let missing = UIFont.interfaceBuilderFont(name: "Quicksand-Bold", size: 20)
    #expect(missing.lineHeight == UIFont.systemFont(ofSize: 20, weight: .bold).lineHeight)
  }

  @Test("on its document's canvas a Verdana label stands at its line ceiled to a pixel")
  func canvasLabels() throws {
    let labels = [MonospacedFontTests.label("v20", text: "Map", font: "Verdana", family: "Verdana", size: "20", y: 100)]
    let text = StoryboardXML.oneScene(subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Verdana.storyboard")
    // 2489 / 2048 × 20 = 24.31, 24.5 on a 2x canvas (the system font's 1.193 em gave 24).
    #expect(layout.frame(ofViewWithID: "v20")?.height == 24.5)
  }
}
