import Foundation

/// Builds a tiny TrueType-flavoured font in memory: three glyphs (.notdef, "A", "V"), a format 4
/// `cmap`, a `kern` table with the pair A–V, and a `name` table. Used to test the parser on a
/// file shape the bundled (CFF, GPOS-kerned) Inter files do not have. A `Face` changes its names
/// and line metrics and adds an `OS/2` table, for fonts an app registers.
enum SyntheticFont {
  static let unitsPerEm: UInt16 = 1000
  static let advances: [UInt16] = [500, 600, 700]
  static let kernAV: Int16 = -80

  /// What differs between synthetic faces.
  struct Face {
    var family = "Synthetic"
    var postScriptName = "Synthetic-Regular"
    var fullName: String?
    /// `hhea` ascender, descender, line gap.
    var hhea: (Int16, Int16, Int16) = (800, -200, 90)
    /// `OS/2` (version 0): weight class, typo ascender, descender, line gap, win ascent, descent.
    var os2: (weightClass: UInt16, typo: (Int16, Int16, Int16), win: (UInt16, UInt16))?
  }

  /// The font file, its tables' offsets counted from `base` (the face's place in a collection).
  static func bytes(_ face: Face = Face(), at base: Int = 0) -> [UInt8] {
    var tables: [(String, [UInt8])] = [
      ("cmap", cmap()), ("head", head()), ("hhea", hhea(face.hhea)), ("hmtx", hmtx()), ("kern", kern()),
      ("maxp", maxp()), ("name", name(face)),
    ]
    if let os2 = face.os2 { tables.insert(("OS/2", self.os2(os2)), at: 0) }
    var out = be32(0x0001_0000)
    out += u16(UInt16(tables.count))
    out += [UInt8](repeating: 0, count: 6)
    var offset = base + 12 + tables.count * 16
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

  /// A collection (`ttcf`) of the faces.
  static func collection(_ faces: [Face]) -> [UInt8] {
    let headerSize = 12 + 4 * faces.count
    var header = be32(0x7474_6366) + be32(0x0001_0000) + be32(UInt32(faces.count))
    var body: [UInt8] = []
    for face in faces {
      header += be32(UInt32(headerSize + body.count))
      body += bytes(face, at: headerSize + body.count)
    }
    return header + body
  }

  private static func os2(_ os2: (weightClass: UInt16, typo: (Int16, Int16, Int16), win: (UInt16, UInt16))) -> [UInt8] {
    var table = [UInt8](repeating: 0, count: 78)
    table.replaceSubrange(4..<6, with: u16(os2.weightClass))
    table.replaceSubrange(68..<70, with: s16(os2.typo.0))
    table.replaceSubrange(70..<72, with: s16(os2.typo.1))
    table.replaceSubrange(72..<74, with: s16(os2.typo.2))
    table.replaceSubrange(74..<76, with: u16(os2.win.0))
    table.replaceSubrange(76..<78, with: u16(os2.win.1))
    return table
  }

  private static func hhea(_ metrics: (Int16, Int16, Int16)) -> [UInt8] {
    var table = [UInt8](repeating: 0, count: 36)
    table.replaceSubrange(4..<6, with: s16(metrics.0))
    table.replaceSubrange(6..<8, with: s16(metrics.1))
    table.replaceSubrange(8..<10, with: s16(metrics.2))
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

  /// Windows Unicode records for the family (1), PostScript (6) and, when given, full (4) names.
  private static func name(_ face: Face) -> [UInt8] {
    var records: [(id: UInt16, text: [UInt8])] = [
      (1, Array(face.family.utf16).flatMap { u16($0) }), (6, Array(face.postScriptName.utf16).flatMap { u16($0) }),
    ]
    if let full = face.fullName { records.append((4, Array(full.utf16).flatMap { u16($0) })) }
    var table = u16(UInt16(0)) + u16(UInt16(records.count)) + u16(UInt16(6 + records.count * 12))
    var storage: [UInt8] = []
    for record in records {
      table += u16(UInt16(3)) + u16(UInt16(1)) + u16(UInt16(0x409)) + u16(record.id)
      table += u16(UInt16(record.text.count)) + u16(UInt16(storage.count))
      storage += record.text
    }
    return table + storage
  }
}
