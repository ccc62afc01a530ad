import Foundation
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// Helvetica, which iOS ships, measures with Adobe's published widths and iOS's 1.15-em line, not
/// as the system font it used to fall back to (see `NamedFontAdvances`).
@MainActor
@Suite("Helvetica measures with its own widths and iOS's line")
struct HelveticaFontTests {
  @Test("Helvetica's faces resolve by PostScript name with iOS's ascender and a 1.15-em line")
  func lineHeights() throws {
    let regular = try #require(UIFont(name: "Helvetica", size: 17))
    #expect(regular.familyName == "Helvetica")
    // A public UIFont dump on iOS: ascender 15.64033203125, descender −3.90966796875 at 17 pt.
    #expect(abs(regular.ascender - 15.64033203125) < 1e-9)
    #expect(abs(regular.descender + 3.90966796875) < 1e-9)
    #expect(abs(regular.lineHeight - 17 * 1.15) < 1e-9)
    let boldOblique = try #require(UIFont(name: "Helvetica-BoldOblique", size: 20))
    #expect(boldOblique.weight == .bold && boldOblique.isItalic)
    #expect(UIFont.fontNames(forFamilyName: "Helvetica").contains("Helvetica-Oblique"))
  }

  @Test("characters take the AFM widths, the oblique faces the upright ones")
  func widths() throws {
    let regular = try #require(UIFont(name: "Helvetica", size: 20))
    let oblique = try #require(UIFont(name: "Helvetica-Oblique", size: 20))
    let bold = try #require(UIFont(name: "Helvetica-Bold", size: 20))
    // m 833, i 222 (Regular); m 889, i 278 (Bold), of 1000.
    #expect(abs(regular.width(of: "m") - 833 * 20 / 1000) < 1e-9)
    #expect(abs(oblique.width(of: "i") - 222 * 20 / 1000) < 1e-9)
    #expect(abs(bold.width(of: "m") - 889 * 20 / 1000) < 1e-9)
  }

  @Test("on its document's canvas a Helvetica label stands at its line ceiled to a whole point")
  func canvasLabels() throws {
    let labels = [
      MonospacedFontTests.label("n27", text: "Name", font: "Helvetica", family: "Helvetica", size: "27", y: 100),
      MonospacedFontTests.label("d13", text: "-", font: "Helvetica", family: "Helvetica", size: "13", y: 200),
      MonospacedFontTests.label("b23", text: "Searching", font: "Helvetica-Bold", family: "Helvetica", size: "23", y: 300),
    ]
    let text = StoryboardXML.oneScene(subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Helvetica.storyboard")
    // 1.15 em: 31.05 at 27 pt, 14.95 at 13 pt and 26.45 at 23 pt, stored 32, 15 and 27 (the system
    // font's 1.193 em gave 32.5, 16 and 27.5).
    #expect(layout.frame(ofViewWithID: "n27")?.height == 32)
    #expect(layout.frame(ofViewWithID: "d13")?.height == 15)
    #expect(layout.frame(ofViewWithID: "b23")?.height == 27)
  }
}
