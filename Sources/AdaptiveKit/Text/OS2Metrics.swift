import Foundation

/// The `OS/2` table fields used for metrics, in font units.
struct OS2Metrics: Sendable, Equatable {
  /// The table version (cap and x heights exist from version 2).
  let version: Int
  /// The average advance width of the font's glyphs.
  let averageCharWidth: Int
  /// The weight class, 100 (thin) to 900 (black).
  let weightClass: Int
  /// Typographic ascender.
  let typoAscender: Int
  /// Typographic descender (negative).
  let typoDescender: Int
  /// Typographic line gap.
  let typoLineGap: Int
  /// Windows clipping ascent (positive).
  let winAscent: Int
  /// Windows clipping descent (positive, below the baseline).
  let winDescent: Int
  /// Height of flat lowercase letters, when the version has it.
  let xHeight: Int?
  /// Height of flat capital letters, when the version has it.
  let capHeight: Int?
  /// Selection flags (bit 0 italic, bit 5 bold, bit 7 use typo metrics).
  let selection: UInt16

  /// Reads the table at `offset`.
  init(reader: FontDataReader, at offset: Int) throws {
    try reader.require(offset, 78)
    version = Int(try reader.uint16(offset))
    averageCharWidth = Int(try reader.int16(offset + 2))
    weightClass = Int(try reader.uint16(offset + 4))
    selection = try reader.uint16(offset + 62)
    typoAscender = Int(try reader.int16(offset + 68))
    typoDescender = Int(try reader.int16(offset + 70))
    typoLineGap = Int(try reader.int16(offset + 72))
    winAscent = Int(try reader.uint16(offset + 74))
    winDescent = Int(try reader.uint16(offset + 76))
    if version >= 2 {
      xHeight = Int(try reader.int16(offset + 86))
      capHeight = Int(try reader.int16(offset + 88))
    } else {
      xHeight = nil
      capHeight = nil
    }
  }
}
