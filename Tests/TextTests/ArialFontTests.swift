import Foundation
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// Arial, which iOS ships, measures with Liberation Sans's advances (metric-compatible by design)
/// and its file's line (ascent 1854, descent −434, line gap 67 of 2048), not as the system font it
/// used to fall back to (see `NamedFontAdvances`).
@MainActor
@Suite("Arial measures with its own widths and its file's line")
struct ArialFontTests {
  @Test("Arial's faces resolve by PostScript name with the file's ascender, descender and leading")
  func lineHeights() throws {
    let regular = try #require(UIFont(name: "ArialMT", size: 17))
    #expect(regular.familyName == "Arial")
    #expect(abs(regular.ascender - 17 * 1854 / 2048) < 1e-9)
    #expect(abs(regular.descender + 17 * 434 / 2048) < 1e-9)
    #expect(abs(regular.leading - 17 * 67 / 2048) < 1e-9)
    // 2355 / 2048 × 17 = 19.548.
    #expect(abs(regular.lineHeight - 17 * 2355 / 2048) < 1e-9)
    let boldItalic = try #require(UIFont(name: "Arial-BoldItalicMT", size: 20))
    #expect(boldItalic.weight == .bold && boldItalic.isItalic)
    #expect(UIFont.fontNames(forFamilyName: "Arial").contains("Arial-ItalicMT"))
  }

  @Test("characters take Liberation Sans's advances, the italic faces the upright ones")
  func widths() throws {
    let regular = try #require(UIFont(name: "ArialMT", size: 20))
    let italic = try #require(UIFont(name: "Arial-ItalicMT", size: 20))
    let bold = try #require(UIFont(name: "Arial-BoldMT", size: 20))
    // m 1706, i 455 (Regular); m 1821 (Bold), of 2048.
    #expect(abs(regular.width(of: "m") - 1706 * 20 / 2048) < 1e-9)
    #expect(abs(italic.width(of: "i") - 455 * 20 / 2048) < 1e-9)
    #expect(abs(bold.width(of: "m") - 1821 * 20 / 2048) < 1e-9)
  }

  @Test("on its document's canvas an Arial label stands at its line ceiled to a whole point")
  func canvasLabels() throws {
    let labels = [
      MonospacedFontTests.label("a17", text: "Name", font: "ArialMT", family: "Arial", size: "17", y: 100),
      MonospacedFontTests.label("b21", text: "Bold", font: "Arial-BoldMT", family: "Arial", size: "21", y: 200),
    ]
    let text = StoryboardXML.oneScene(subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Arial.storyboard")
    // 2355 / 2048 em: 19.55 at 17 pt and 24.15 at 21 pt (the system font's 1.193 em gave 20.5 and 25.5).
    #expect(layout.frame(ofViewWithID: "a17")?.height == 20)
    #expect(layout.frame(ofViewWithID: "b21")?.height == 25)
  }
}
