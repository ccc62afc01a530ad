import Foundation
import Testing

@testable import AdaptiveKit

/// Avenir Next measures pairs with its own kerning, as transcribed; other named faces keep Inter's.
@Suite struct NamedFontKerningTests {
  /// The pairs a transcribed TSV lists (first listing wins), as adjustments in font units.
  static func pairs(of face: String) throws -> [String: Int] {
    let url = AdvanceTableSource.scripts.appendingPathComponent("NamedFontKerning").appendingPathComponent(face + ".tsv")
    var pairs: [String: Int] = [:]
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      let left = try #require(UInt32(fields[0], radix: 16).flatMap(Unicode.Scalar.init))
      let right = try #require(UInt32(fields[1], radix: 16).flatMap(Unicode.Scalar.init))
      let key = String(Character(left)) + String(Character(right))
      if pairs[key] == nil { pairs[key] = -(try #require(Int(fields[2]))) }
    }
    return pairs
  }

  @Test(arguments: [NamedFontAdvances.avenirNextRegular, .avenirNextMedium])
  func generatedTablesMatchTheirTranscribedSources(face: NamedFontAdvances) throws {
    let expected = try Self.pairs(of: face.rawValue)
    let (keys, values) = try #require(NamedFontKerning.table(face))
    #expect(keys.count == expected.count, "\(face.rawValue): regenerate with Scripts/generate-font-advances.py")
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
    #expect(values.count == keys.count)
    for (pair, value) in expected {
      let scalars = Array(pair.unicodeScalars)
      #expect(NamedFontKerning.adjustment(between: scalars[0], and: scalars[1], in: face) == value, "\(pair)")
    }
  }

  @Test func pairsAndWidths() throws {
    // SVG's k tightens: `<hkern u1="T" u2="a" k="96"/>` is −96 of 1000 units.
    #expect(NamedFontKerning.adjustment(between: "T", and: "a", in: .avenirNextRegular) == -96)
    #expect(NamedFontKerning.adjustment(between: "n", and: "n", in: .avenirNextRegular) == 0)
    #expect(NamedFontKerning.adjustment(between: "T", and: "a", in: .helveticaNeue) == nil)
    let font = try #require(UIFont(name: "AvenirNext-Regular", size: 20))
    #expect(abs(font.width(of: "Ta") - (font.width(of: "T") + font.width(of: "a") - 96.0 / 1000 * 20)) < 1e-9)
  }
}
