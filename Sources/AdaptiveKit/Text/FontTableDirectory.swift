import Foundation

/// The sfnt table directory: where each table starts and how long it is.
struct FontTableDirectory: Sendable {
  /// `OTTO`: OpenType with CFF outlines.
  static let cffSignature: UInt32 = 0x4F54_544F
  /// 1.0: TrueType outlines.
  static let trueTypeSignature: UInt32 = 0x0001_0000
  /// `true`: Apple's TrueType signature.
  static let appleTrueTypeSignature: UInt32 = 0x7472_7565
  /// `ttcf`: a TrueType or OpenType collection, several fonts sharing one file.
  static let collectionSignature: UInt32 = 0x7474_6366
  /// The most faces read from one collection; a larger count is a corrupt header, not a font.
  static let maximumCollectionFaces = 256

  /// The file's first four bytes.
  let signature: UInt32
  /// Table offset and length by tag.
  private let tables: [String: (offset: Int, length: Int)]

  /// Reads the directory starting at `start` (0, or a face's offset in a collection) and checks
  /// every table lies inside the data (table offsets count from the file's start either way).
  init(reader: FontDataReader, at start: Int = 0) throws {
    signature = try reader.uint32(start)
    guard [Self.cffSignature, Self.trueTypeSignature, Self.appleTrueTypeSignature].contains(signature)
    else { throw FontFileError.unsupportedFormat(signature: signature) }
    let count = Int(try reader.uint16(start + 4))
    var tables: [String: (offset: Int, length: Int)] = [:]
    for index in 0..<count {
      let record = start + 12 + index * 16
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

  /// Where each face's directory starts: 0 for a single font, the header's offsets for a
  /// collection (`ttcf`).
  static func faceOffsets(reader: FontDataReader) throws -> [Int] {
    guard try reader.uint32(0) == collectionSignature else { return [0] }
    let count = Int(try reader.uint32(8))
    guard (1...maximumCollectionFaces).contains(count) else {
      throw FontFileError.invalidTable("ttcf", reason: "\(count) fonts in the collection header")
    }
    return try (0..<count).map { Int(try reader.uint32(12 + $0 * 4)) }
  }
}
