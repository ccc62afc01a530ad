import Foundation
import InterfaceBuilderCanvas
import Testing
import TestSupport

@testable import AdaptiveKit

/// Palatino, which iOS ships, measures with Adobe's AFM widths and the `hhea` line of URW's
/// metric-compatible P052 (726, −274, line gap 200 of 1000: unconfirmed on iOS), not as the system
/// font it used to fall back to (see `NamedFontAdvances`).
@MainActor
@Suite("Palatino measures with Adobe's widths and its clone's line")
struct PalatinoFontTests {
  @Test("Palatino's faces resolve by PostScript name with a 1.2-em line")
  func lineHeights() throws {
    let roman = try #require(UIFont(name: "Palatino-Roman", size: 14))
    #expect(roman.familyName == "Palatino")
    #expect(abs(roman.ascender - 14 * 0.726) < 1e-9)
    #expect(abs(roman.descender + 14 * 0.274) < 1e-9)
    #expect(abs(roman.lineHeight - 14 * 1.2) < 1e-9)
    let italic = try #require(UIFont(name: "Palatino-Italic", size: 14))
    #expect(italic.isItalic && italic.weight == .regular)
    #expect(UIFont.fontNames(forFamilyName: "Palatino").contains("Palatino-BoldItalic"))
  }

  @Test("characters take the AFM widths of each face")
  func widths() throws {
    let roman = try #require(UIFont(name: "Palatino-Roman", size: 20))
    let italic = try #require(UIFont(name: "Palatino-Italic", size: 20))
    let bold = try #require(UIFont(name: "Palatino-Bold", size: 20))
    // m 883 (Roman), 778 (Italic), i 333 (Bold), of 1000.
    #expect(abs(roman.width(of: "m") - 883 * 20 / 1000) < 1e-9)
    #expect(abs(italic.width(of: "m") - 778 * 20 / 1000) < 1e-9)
    #expect(abs(bold.width(of: "i") - 333 * 20 / 1000) < 1e-9)
  }
}
