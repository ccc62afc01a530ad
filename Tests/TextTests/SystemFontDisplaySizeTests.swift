import Foundation
import Testing

@testable import AdaptiveKit

/// From 20 points UIKit sets the system font in San Francisco's Display optical size: SF UI
/// Display's advances where its table has the character, Inter's Display optical size elsewhere,
/// with Apple's SF Display tracking on top.
@Suite struct SystemFontDisplaySizeTests {
  @Test func displaySizesMeasureWithInterDisplay() throws {
    for weight in [UIFont.Weight.regular, .bold, .heavy] {
      let text = UIFont.systemFont(ofSize: 19.5, weight: weight)
      let display = UIFont.systemFont(ofSize: 20, weight: weight)
      #expect(!text.usesDisplayOpticalSize)
      #expect(display.usesDisplayOpticalSize)
      #expect(try #require(text.fontFile?.names.family) == "Inter")
      #expect(try #require(display.fontFile?.names.family).hasPrefix("Inter Display"))
    }
    // A named Inter face stays Inter at any size: only the system font switches.
    let named = try #require(UIFont(name: "Inter-Regular", size: 28))
    #expect(named.fontFile?.names.family == "Inter")
  }

  @Test func displayCutIsNarrowerButWidthsStayContinuous() throws {
    let sample = "Settings and Privacy"
    for weight in [UIFont.Weight.regular, .semibold, .bold] {
      let (textFont, displayFont) = (
        UIFont.systemFont(ofSize: 19.5, weight: weight).withRevision(.sfUI),
        UIFont.systemFont(ofSize: 20, weight: weight).withRevision(.sfUI)
      )
      // The Display glyphs are narrower (Inter Display: 7.5–9 %)…
      let textFile = try #require(textFont.fontFile)
      let displayFile = try #require(displayFont.fontFile)
      let textAdvance = textFile.advance(ofGlyph: try #require(textFile.glyph(for: "e")))
      let displayAdvance = displayFile.advance(ofGlyph: try #require(displayFile.glyph(for: "e")))
      #expect(displayAdvance < textAdvance)
      // …but in SF UI, SF Text's tight tracking at 19.5 pt (−24/1000 em) against SF Display's
      // loose tracking at 20 pt (+19/1000 em) keeps the width per point within a few percent.
      let text = textFont.width(of: sample) / 19.5
      let display = displayFont.width(of: sample) / 20
      #expect(abs(display / text - 1) < 0.03)
    }
  }

  @Test func displayWidthIsAdvancesPlusAppleTracking() throws {
    // A character outside SF's tables ("∂") measures with Inter Display's advance, plus
    // +11/1000 em of tracking at 34 pt.
    let font = UIFont.systemFont(ofSize: 34).withRevision(.sfUI)
    let file = try #require(font.fontFile)
    let glyph = try #require(file.glyph(for: "∂"))
    let advance = CGFloat(file.advance(ofGlyph: glyph)) * 34 / CGFloat(file.unitsPerEm)
    #expect(abs(font.width(of: "∂") - (advance + 0.011 * 34)) < 1e-9)
    // SF UI Display Regular lists "→" itself (1680 units, its default advance).
    #expect(abs(font.width(of: "→") - (1680.0 / 2048 * 34 + 0.011 * 34)) < 1e-9)
  }
}
