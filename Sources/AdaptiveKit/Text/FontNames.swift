import Foundation

/// Names read from the `name` table.
struct FontNames: Sendable, Equatable {
  /// Family name (name ID 16 if present, else 1), e.g. "Inter".
  var family: String?
  /// Subfamily name (name ID 17 if present, else 2), e.g. "Bold Italic".
  var subfamily: String?
  /// Full name (name ID 4).
  var fullName: String?
  /// PostScript name (name ID 6), e.g. "Inter-Bold".
  var postScriptName: String?

  /// No names.
  init() {}

  /// Reads the table at `offset`, preferring Windows Unicode records over Mac Roman ones.
  init(reader: FontDataReader, at offset: Int) throws {
    let count = Int(try reader.uint16(offset + 2))
    let storage = offset + Int(try reader.uint16(offset + 4))
    var found: [UInt16: (rank: Int, value: String)] = [:]
    for index in 0..<count {
      let record = offset + 6 + index * 12
      let platform = try reader.uint16(record)
      let encoding = try reader.uint16(record + 2)
      let language = try reader.uint16(record + 4)
      let nameID = try reader.uint16(record + 6)
      guard [1, 2, 4, 6, 16, 17].contains(nameID) else { continue }
      let length = Int(try reader.uint16(record + 8))
      let start = storage + Int(try reader.uint16(record + 10))
      try reader.require(start, length)
      let raw = reader.bytes[start..<start + length]
      let rank: Int
      let value: String
      switch (platform, encoding) {
      case (3, 1), (3, 10), (0, _):
        rank = language == 0x0409 || platform == 0 ? 0 : 1
        value = Self.decodeUTF16BigEndian(raw)
      case (1, 0):
        rank = 2
        value = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
      default:
        continue
      }
      if let existing = found[nameID], existing.rank <= rank { continue }
      found[nameID] = (rank, value)
    }
    family = found[16]?.value ?? found[1]?.value
    subfamily = found[17]?.value ?? found[2]?.value
    fullName = found[4]?.value
    postScriptName = found[6]?.value
  }

  private static func decodeUTF16BigEndian(_ bytes: ArraySlice<UInt8>) -> String {
    var units: [UInt16] = []
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
      index += 2
    }
    return String(decoding: units, as: UTF16.self)
  }
}
