import Foundation

/// Builds a tiny TrueType-flavoured font in memory: three glyphs (.notdef, "A", "V"), a format 4
/// `cmap`, a `kern` table with the pair A–V, and a `name` table. Used to test the parser on a
/// file shape the bundled (CFF, GPOS-kerned) Inter files do not have.
enum SyntheticFont {
  static let unitsPerEm: UInt16 = 1000
  static let advances: [UInt16] = [500, 600, 700]
  static let kernAV: Int16 = -80

  static func bytes() -> [UInt8] {
    let tables: [(String, [UInt8])] = [
      ("cmap", cmap()), ("head", head()), ("hhea", hhea()), ("hmtx", hmtx()), ("kern", kern()),
      ("maxp", maxp()), ("name", name()),
    ]
    var out = be32(0x0001_0000)
    out += u16(UInt16(tables.count))
    out += [UInt8](repeating: 0, count: 6)
    var offset = 12 + tables.count * 16
    var body: [UInt8] = []
    for (number, (tag, data)) in tables.enumerated() {
      out += Array(tag.utf8)
      out += be32(0)
      out += be32(UInt32(offset))
      out += be32(UInt32(data.count))
      var padded = data
      // Pad to 4 bytes between tables, not after the last: the file ends with real data.
      while padded.count % 4 != 0, number < tables.count - 1 { padded.append(0) }
      body += padded
      offset += padded.count
    }
    return out + body
  }

  static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
  static func s16(_ value: Int16) -> [UInt8] { u16(UInt16(bitPattern: value)) }
  static func be32(_ value: UInt32) -> [UInt8] {
    var out = u16(UInt16(value >> 16))
    out += u16(UInt16(value & 0xFFFF))
    return out
  }

  private static func head() -> [UInt8] {
    var table = [UInt8](repeating: 0, count: 54)
    table.replaceSubrange(12..<16, with: be32(0x5F0F_3CF5))
    table.replaceSubrange(18..<20, with: u16(unitsPerEm))
    return table
  }

  private static func hhea() -> [UInt8] {
    var table = [UInt8](repeating: 0, count: 36)
    table.replaceSubrange(4..<6, with: s16(Int16(800)))
    table.replaceSubrange(6..<8, with: s16(Int16(-200)))
    table.replaceSubrange(8..<10, with: s16(Int16(90)))
    table.replaceSubrange(34..<36, with: u16(UInt16(advances.count)))
    return table
  }

  private static func maxp() -> [UInt8] { be32(0x0000_5000) + u16(UInt16(advances.count)) }

  private static func hmtx() -> [UInt8] { advances.flatMap { u16($0) + u16(UInt16(0)) } }

  /// Format 4 with segments "A" (delta) and "V" (glyph array), plus the 0xFFFF terminator.
  private static func cmap() -> [UInt8] {
    let segments = 3
    var sub = u16(UInt16(4)) + u16(UInt16(0)) + u16(UInt16(0)) + u16(UInt16(segments * 2))
    sub += u16(UInt16(4)) + u16(UInt16(1)) + u16(UInt16(2))
    sub += u16(UInt16(0x41)) + u16(UInt16(0x56)) + u16(UInt16(0xFFFF)) + u16(UInt16(0))
    sub += u16(UInt16(0x41)) + u16(UInt16(0x56)) + u16(UInt16(0xFFFF))
    sub += s16(Int16(1 - 0x41)) + s16(Int16(0)) + s16(Int16(1))
    // idRangeOffset for "V": from its own field to the glyph array right after the three fields.
    sub += u16(UInt16(0)) + u16(UInt16(4)) + u16(UInt16(0))
    sub += u16(UInt16(2))
    sub.replaceSubrange(2..<4, with: u16(UInt16(sub.count)))
    return u16(UInt16(0)) + u16(UInt16(1)) + u16(UInt16(3)) + u16(UInt16(1)) + be32(12) + sub
  }

  private static func kern() -> [UInt8] {
    let pair = u16(UInt16(1)) + u16(UInt16(2)) + s16(kernAV)
    let sub = u16(UInt16(0)) + u16(UInt16(14 + pair.count)) + u16(UInt16(0x0001))
      + u16(UInt16(1)) + u16(UInt16(6)) + u16(UInt16(0)) + u16(UInt16(0)) + pair
    return u16(UInt16(0)) + u16(UInt16(1)) + sub
  }

  private static func name() -> [UInt8] {
    let family = Array("Synthetic".utf16).flatMap { u16($0) }
    let postScript = Array("Synthetic-Regular".utf16).flatMap { u16($0) }
    var table = u16(UInt16(0)) + u16(UInt16(2)) + u16(UInt16(6 + 2 * 12))
    table += u16(UInt16(3)) + u16(UInt16(1)) + u16(UInt16(0x409)) + u16(UInt16(1))
    table += u16(UInt16(family.count)) + u16(UInt16(0))
    table += u16(UInt16(3)) + u16(UInt16(1)) + u16(UInt16(0x409)) + u16(UInt16(6))
    table += u16(UInt16(postScript.count)) + u16(UInt16(family.count))
    return table + family + postScript
  }
}
