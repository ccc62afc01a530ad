import Foundation
import Testing

@testable import AdaptiveKit

@Suite struct MalformedFontTests {
  @Test func emptyAndForeignData() {
    #expect(throws: FontFileError.truncated(offset: 0, length: 4)) { try OpenTypeFont(bytes: []) }
    #expect(throws: FontFileError.unsupportedFormat(signature: 0x4749_4638)) {
      try OpenTypeFont(bytes: Array("GIF89a, not a font".utf8))
    }
  }

  @Test func missingTable() throws {
    // A directory that declares no tables.
    let bytes = SyntheticFont.be32(0x0001_0000) + [UInt8](repeating: 0, count: 8)
    #expect(throws: FontFileError.missingTable("head")) { try OpenTypeFont(bytes: bytes) }
  }

  @Test func tableOutsideTheFile() throws {
    var bytes = SyntheticFont.bytes()
    // First directory record's offset (bytes 20..<24) pointed past the end.
    bytes.replaceSubrange(20..<24, with: SyntheticFont.be32(0x00FF_FFFF))
    #expect(throws: FontFileError.self) { try OpenTypeFont(bytes: bytes) }
  }

  @Test func badHeadMagic() throws {
    var bytes = SyntheticFont.bytes()
    let font = try OpenTypeFont(bytes: bytes)
    #expect(font.unitsPerEm == 1000)
    // Find head: the second table record (tables are sorted: cmap, head, …).
    let headOffset = Int(bytes[12 + 16 + 8]) << 24 | Int(bytes[12 + 16 + 9]) << 16
      | Int(bytes[12 + 16 + 10]) << 8 | Int(bytes[12 + 16 + 11])
    bytes[headOffset + 12] = 0
    #expect(throws: FontFileError.invalidTable("head", reason: "bad magic number")) {
      try OpenTypeFont(bytes: bytes)
    }
  }

  @Test func everyTruncationThrowsInsteadOfCrashing() {
    let bytes = SyntheticFont.bytes()
    for length in 0..<bytes.count {
      #expect(throws: FontFileError.self) { try OpenTypeFont(bytes: Array(bytes.prefix(length))) }
    }
  }

  @Test func truncatedRealFontThrows() throws {
    let url = try #require(BundledFonts.url(named: "Inter-Regular"))
    let data = try Data(contentsOf: url)
    for fraction in [0.001, 0.1, 0.5, 0.9, 0.999] {
      let prefix = data.prefix(Int(Double(data.count) * fraction))
      #expect(throws: FontFileError.self) { try OpenTypeFont(data: prefix) }
    }
  }

  @Test func corruptedBytesNeverCrash() throws {
    // Deterministic corruption of every byte in the synthetic font, one at a time: parsing may
    // succeed or throw, but lookups on whatever parses must stay in bounds.
    let original = SyntheticFont.bytes()
    for index in original.indices {
      for value: UInt8 in [0x00, 0xFF, 0x7F] {
        var bytes = original
        bytes[index] = value
        if let font = try? OpenTypeFont(bytes: bytes) {
          for code: Unicode.Scalar in ["A", "V", "Z", "\u{FFFF}"] {
            if let glyph = font.glyph(for: code) { _ = font.advance(ofGlyph: glyph) }
          }
          _ = font.kerning.adjustment(between: 1, and: 2)
        }
      }
    }
  }
}
