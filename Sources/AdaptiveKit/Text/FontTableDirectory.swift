import Foundation

/// The sfnt table directory: where each table starts and how long it is.
struct FontTableDirectory: Sendable {
  /// `OTTO`: OpenType with CFF outlines.
  static let cffSignature: UInt32 = 0x4F54_544F
  /// 1.0: TrueType outlines.
  static let trueTypeSignature: UInt32 = 0x0001_0000
  /// `true`: Apple's TrueType signature.
  static let appleTrueTypeSignature: UInt32 = 0x7472_7565

  /// The file's first four bytes.
  let signature: UInt32
  /// Table offset and length by tag.
  private let tables: [String: (offset: Int, length: Int)]

  /// Reads the directory and checks every table lies inside the data.
  init(reader: FontDataReader) throws {
    signature = try reader.uint32(0)
    guard [Self.cffSignature, Self.trueTypeSignature, Self.appleTrueTypeSignature].contains(signature)
    else { throw FontFileError.unsupportedFormat(signature: signature) }
    let count = Int(try reader.uint16(4))
    var tables: [String: (offset: Int, length: Int)] = [:]
    for index in 0..<count {
      let record = 12 + index * 16
      let tag = try reader.tag(record)
      let offset = Int(try reader.uint32(record + 8))
      let length = Int(try reader.uint32(record + 12))
      try reader.require(offset, length)
      tables[tag] = (offset, length)
    }
    self.tables = tables
  }

  /// The offset of a table, or nil when it is absent.
  func offset(of tag: String) -> Int? { tables[tag]?.offset }

  /// The offset of a table that must be present.
  func require(_ tag: String) throws -> Int {
    guard let offset = tables[tag]?.offset else { throw FontFileError.missingTable(tag) }
    return offset
  }
}
