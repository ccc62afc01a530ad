import Foundation
import Testing

@testable import AdaptiveKit

/// From 20 points UIKit sets the system font in San Francisco's Display optical size; Inter's
/// Display optical size stands in for it, with Apple's SF Pro Display tracking on top.
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

  @Test func displayCutIsNarrowerThanTextCutPerPoint() {
    let sample = "Settings and Privacy"
    for weight in [UIFont.Weight.regular, .semibold, .bold] {
      let text = UIFont.systemFont(ofSize: 19.5, weight: weight).width(of: sample) / 19.5
      let display = UIFont.systemFont(ofSize: 20, weight: weight).width(of: sample) / 20
      // Inter Display is 7–9 % narrower; the Display tracking (+19/1000 em) and the Text
      // tracking at 19.5 pt (−24/1000 em) take back part of it.
      #expect(display < text)
      #expect(display > text * 0.9)
    }
  }

  @Test func displayWidthIsAdvancesPlusAppleTracking() throws {
    let font = UIFont.systemFont(ofSize: 34)
    let file = try #require(font.fontFile)
    let glyph = try #require(file.glyph(for: "n"))
    let advance = CGFloat(file.advance(ofGlyph: glyph)) * 34 / CGFloat(file.unitsPerEm)
    // "n" alone: its Display advance plus +11/1000 em of tracking at 34 pt.
    #expect(abs(font.width(of: "n") - (advance + 0.011 * 34)) < 1e-9)
  }
}
