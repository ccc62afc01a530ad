import Foundation

/// Bounds-checked big-endian reads from font data: every read past the end throws.
struct FontDataReader: Sendable {
  /// The whole font file.
  let bytes: [UInt8]

  /// Wraps the bytes of a font file.
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Throws unless `length` bytes starting at `offset` are inside the data.
  func require(_ offset: Int, _ length: Int) throws {
    guard offset >= 0, length >= 0, offset <= bytes.count - length else {
      throw FontFileError.truncated(offset: offset, length: length)
    }
  }

  /// The unsigned byte at `offset`.
  func uint8(_ offset: Int) throws -> UInt8 {
    try require(offset, 1)
    return bytes[offset]
  }

  /// The big-endian unsigned 16-bit value at `offset`.
  func uint16(_ offset: Int) throws -> UInt16 {
    try require(offset, 2)
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  /// The big-endian signed 16-bit value at `offset`.
  func int16(_ offset: Int) throws -> Int16 {
    Int16(bitPattern: try uint16(offset))
  }

  /// The big-endian unsigned 32-bit value at `offset`.
  func uint32(_ offset: Int) throws -> UInt32 {
    try require(offset, 4)
    return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
      | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  /// The four-character tag at `offset` as a string ("cmap", "OS/2").
  func tag(_ offset: Int) throws -> String {
    try require(offset, 4)
    return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
  }

  /// The 16-bit value at `base + offset` interpreted as an offset and added to `base`.
  func offset16(from base: Int, at offset: Int) throws -> Int {
    base + Int(try uint16(base + offset))
  }
}
