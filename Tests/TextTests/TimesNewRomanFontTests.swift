import Foundation
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// Times New Roman, which iOS ships, measures with Liberation Serif's advances (metric-compatible
/// by design) and its file's line (ascent 1825, descent −443, line gap 87 of 2048), not as the
/// system font it used to fall back to (see `NamedFontAdvances`).
@MainActor
@Suite("Times New Roman measures with its own widths and its file's line")
struct TimesNewRomanFontTests {
  @Test("Times New Roman's faces resolve by PostScript name with the file's line")
  func lineHeights() throws {
    let regular = try #require(UIFont(name: "TimesNewRomanPSMT", size: 17))
    #expect(regular.familyName == "Times New Roman")
    #expect(abs(regular.ascender - 17 * 1825 / 2048) < 1e-9)
    #expect(abs(regular.descender + 17 * 443 / 2048) < 1e-9)
    #expect(abs(regular.lineHeight - 17 * 2355 / 2048) < 1e-9)
    let italic = try #require(UIFont(name: "TimesNewRomanPS-ItalicMT", size: 17))
    #expect(italic.weight == .regular && italic.isItalic)
    #expect(UIFont.fontNames(forFamilyName: "Times New Roman").contains("TimesNewRomanPS-BoldItalicMT"))
  }

  @Test("characters take Liberation Serif's advances, the italic face its own")
  func widths() throws {
    let regular = try #require(UIFont(name: "TimesNewRomanPSMT", size: 20))
    let italic = try #require(UIFont(name: "TimesNewRomanPS-ItalicMT", size: 20))
    let bold = try #require(UIFont(name: "TimesNewRomanPS-BoldMT", size: 20))
    // m 1593 (Regular), 1479 (Italic), W 2048 (Bold), of 2048.
    #expect(abs(regular.width(of: "m") - 1593 * 20 / 2048) < 1e-9)
    #expect(abs(italic.width(of: "m") - 1479 * 20 / 2048) < 1e-9)
    #expect(abs(bold.width(of: "W") - 20) < 1e-9)
  }

  @Test("on its document's canvas a Times New Roman label stands at its line ceiled to a whole point")
  func canvasLabels() throws {
    let labels = [
      MonospacedFontTests.label("t16", text: "Title", font: "TimesNewRomanPSMT", family: "Times New Roman", size: "16", y: 100)
    ]
    let text = StoryboardXML.oneScene(subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Times.storyboard")
    // 2355 / 2048 × 16 = 18.40, ceiled to 19 (the system font's 1.193 em gave 19.5).
    #expect(layout.frame(ofViewWithID: "t16")?.height == 19)
  }
}
