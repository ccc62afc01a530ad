import Foundation

/// The metrics of one TrueType or OpenType (CFF) font file, read with bounds checks.
///
/// Only what text measurement needs is read: the table directory, `head`, `hhea`, `maxp`,
/// `OS/2`, `hmtx`, `cmap` (formats 4 and 12), `name`, and pair kerning from `kern` and `GPOS`.
/// Glyph outlines (`glyf` or `CFF `) are never parsed, so both flavours work.
struct OpenTypeFont: Sendable {
  /// Font design units per em.
  let unitsPerEm: Int
  /// `hhea` ascender, in font units (positive, above the baseline).
  let ascender: Int
  /// `hhea` descender, in font units (negative, below the baseline).
  let descender: Int
  /// `hhea` line gap, in font units.
  let lineGap: Int
  /// `OS/2` metrics, when the table is present.
  let os2: OS2Metrics?
  /// Family, subfamily and PostScript names from the `name` table.
  let names: FontNames
  /// Advance widths from `hmtx`; glyphs past the end use the last entry.
  let advances: [UInt16]
  /// The number of glyphs (`maxp`).
  let glyphCount: Int
  /// Unicode scalar to glyph mapping.
  let characterMap: CharacterMap
  /// Pair kerning adjustments.
  let kerning: KerningTable
  /// True when outlines are CFF (`OTTO` signature) rather than TrueType `glyf`.
  let isCFF: Bool

  /// Parses a font file; malformed or truncated data throws `FontFileError`, never traps.
  init(data: Data) throws {
    try self.init(bytes: [UInt8](data))
  }

  /// Parses a font file from raw bytes (the face whose directory starts at `start` in a collection).
  init(bytes: [UInt8], directoryAt start: Int = 0) throws {
    try self.init(reader: FontDataReader(bytes), directoryAt: start)
  }

  /// Every face of a font file: one for a `.ttf` or `.otf`, each of a collection's (`.ttc`).
  static func faces(in data: Data) throws -> [OpenTypeFont] {
    let reader = FontDataReader([UInt8](data))
    return try FontTableDirectory.faceOffsets(reader: reader).map { try OpenTypeFont(reader: reader, directoryAt: $0) }
  }

  private init(reader: FontDataReader, directoryAt start: Int) throws {
    let directory = try FontTableDirectory(reader: reader, at: start)
    isCFF = directory.signature == FontTableDirectory.cffSignature

    let head = try directory.require("head")
    try reader.require(head, 54)
    guard try reader.uint32(head + 12) == 0x5F0F_3CF5 else {
      throw FontFileError.invalidTable("head", reason: "bad magic number")
    }
    unitsPerEm = Int(try reader.uint16(head + 18))
    guard (16...16384).contains(unitsPerEm) else {
      throw FontFileError.invalidTable("head", reason: "unitsPerEm \(unitsPerEm) out of range")
    }

    let hhea = try directory.require("hhea")
    try reader.require(hhea, 36)
    ascender = Int(try reader.int16(hhea + 4))
    descender = Int(try reader.int16(hhea + 6))
    lineGap = Int(try reader.int16(hhea + 8))
    let metricCount = Int(try reader.uint16(hhea + 34))

    let maxp = try directory.require("maxp")
    glyphCount = Int(try reader.uint16(maxp + 4))
    guard metricCount > 0, metricCount <= max(glyphCount, 1) else {
      throw FontFileError.invalidTable("hhea", reason: "numberOfHMetrics \(metricCount) invalid")
    }

    let hmtx = try directory.require("hmtx")
    try reader.require(hmtx, metricCount * 4)
    var advances: [UInt16] = []
    advances.reserveCapacity(metricCount)
    for index in 0..<metricCount {
      advances.append(try reader.uint16(hmtx + index * 4))
    }
    self.advances = advances

    os2 = try directory.offset(of: "OS/2").map { try OS2Metrics(reader: reader, at: $0) }
    names = try directory.offset(of: "name").map { try FontNames(reader: reader, at: $0) } ?? FontNames()
    characterMap = try CharacterMap(reader: reader, at: try directory.require("cmap"))
    kerning = try KerningTable(
      reader: reader, kern: directory.offset(of: "kern"), gpos: directory.offset(of: "GPOS"))
  }

  /// The line metrics CoreText gives the font (ascent, descent, line gap in font units): `hhea`'s,
  /// as Apple's platforms read them whatever the `OS/2` "use typo metrics" flag says; a font whose
  /// `hhea` ascender and descender are both 0 takes `OS/2`'s typographic metrics, else its
  /// Windows ones.
  var lineMetrics: (ascender: Int, descender: Int, lineGap: Int) {
    if ascender != 0 || descender != 0 { return (ascender, descender, lineGap) }
    guard let os2 else { return (ascender, descender, lineGap) }
    if os2.typoAscender != 0 || os2.typoDescender != 0 {
      return (os2.typoAscender, os2.typoDescender, os2.typoLineGap)
    }
    return (os2.winAscent, -os2.winDescent, 0)
  }

  /// The advance width of `glyph` in font units.
  func advance(ofGlyph glyph: UInt16) -> Int {
    let index = Int(glyph)
    guard let last = advances.last else { return 0 }
    return Int(index < advances.count ? advances[index] : last)
  }

  /// The glyph for a Unicode scalar, or nil when the font has none (glyph 0, `.notdef`).
  func glyph(for scalar: Unicode.Scalar) -> UInt16? {
    characterMap.glyph(for: scalar.value)
  }
}
