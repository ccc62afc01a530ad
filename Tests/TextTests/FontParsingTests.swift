import Foundation
import Testing

@testable import AdaptiveKit

@Suite struct FontParsingTests {
  let inter: OpenTypeFont

  init() throws { inter = try BundledFonts.load(named: "Inter-Regular") }

  @Test func bundledFilesAreFoundAndParse() throws {
    for typeface in BundledTypeface.allCases {
      #expect(BundledFonts.url(named: typeface.rawValue) != nil, "\(typeface.rawValue)")
      #expect(BundledFonts.font(typeface) != nil, "\(typeface.rawValue)")
    }
    #expect(BundledFonts.url(named: "Missing-Font") == nil)
    #expect(throws: FontFileError.resourceNotFound("Missing-Font")) { try BundledFonts.load(named: "Missing-Font") }
  }

  @Test func headerTables() {
    #expect(inter.unitsPerEm == 2816)
    #expect(inter.ascender == 2728)
    #expect(inter.descender == -680)
    #expect(inter.lineGap == 0)
    #expect(inter.isCFF)
    #expect(inter.glyphCount == 2548)
    #expect(inter.os2?.weightClass == 400)
    #expect(inter.os2?.capHeight == 2048)
    #expect(inter.os2?.xHeight == 1536)
    #expect(inter.os2?.typoAscender == 2728)
  }

  @Test func names() {
    #expect(inter.names.family == "Inter")
    #expect(inter.names.postScriptName == "Inter-Regular")
    #expect(BundledFonts.font(.bold)?.names.postScriptName == "Inter-Bold")
    #expect(BundledFonts.font(.black)?.os2?.weightClass == 900)
  }

  @Test(arguments: [("A", 1904), ("V", 1904), ("H", 2084), ("o", 1680), (" ", 792), ("1", 1308), ("…", 2312)])
  func asciiLookupsAndAdvances(character: String, advance: Int) throws {
    let scalar = try #require(character.unicodeScalars.first)
    let glyph = try #require(inter.glyph(for: scalar))
    #expect(inter.advance(ofGlyph: glyph) == advance)
  }

  @Test func missingGlyphs() {
    #expect(inter.glyph(for: "\u{4E00}") == nil)  // CJK: not in Inter
    #expect(inter.glyph(for: "\u{10FFFD}") == nil)
    #expect(inter.characterMap.format == 12)
  }

  @Test func gposPairKerning() throws {
    func kern(_ left: Unicode.Scalar, _ right: Unicode.Scalar) throws -> Int {
      let a = try #require(inter.glyph(for: left))
      let b = try #require(inter.glyph(for: right))
      return inter.kerning.adjustment(between: a, and: b)
    }
    #expect(try kern("A", "V") == -192)
    #expect(try kern("T", "o") == -224)
    #expect(try kern("L", "T") == -272)
    #expect(try kern("H", "H") == 0)
  }

  @Test func trueTypeWithKernTableAndFormat4() throws {
    let font = try OpenTypeFont(bytes: SyntheticFont.bytes())
    #expect(!font.isCFF)
    #expect(font.unitsPerEm == 1000)
    #expect(font.ascender == 800 && font.descender == -200 && font.lineGap == 90)
    #expect(font.characterMap.format == 4)
    #expect(font.glyph(for: "A") == 1)
    #expect(font.glyph(for: "V") == 2)
    #expect(font.glyph(for: "B") == nil)
    #expect(font.advance(ofGlyph: 2) == 700)
    #expect(font.advance(ofGlyph: 9) == 700)  // past hmtx: the last advance
    #expect(font.kerning.adjustment(between: 1, and: 2) == Int(SyntheticFont.kernAV))
    #expect(font.kerning.adjustment(between: 2, and: 1) == 0)
    #expect(font.names.family == "Synthetic")
    #expect(font.names.postScriptName == "Synthetic-Regular")
    #expect(font.os2 == nil)
  }
}
