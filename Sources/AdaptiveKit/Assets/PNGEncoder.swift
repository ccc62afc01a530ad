import Foundation

/// Writes 8-bit RGBA pixels as a PNG file (ISO/IEC 15948): one IHDR, one IDAT holding a zlib
/// stream of stored (uncompressed) DEFLATE blocks, IEND. Foundation on Linux has no public
/// compression API; stored blocks make a valid file, larger than a compressed one.
enum PNGEncoder {
  /// The most bytes one stored DEFLATE block holds (RFC 1951 §3.2.4).
  static let storedBlockLimit = 65_535

  /// The PNG file of `width` × `height` pixels, rows top first, four bytes (R, G, B, A) each.
  static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
    precondition(width > 0 && height > 0 && rgba.count == width * height * 4)
    // Every row starts with filter type 0 (none).
    var raw = [UInt8]()
    raw.reserveCapacity(height * (width * 4 + 1))
    for row in 0..<height {
      raw.append(0)
      raw.append(contentsOf: rgba[(row * width * 4)..<((row + 1) * width * 4)])
    }
    var zlib: [UInt8] = [0x78, 0x01]
    zlib.reserveCapacity(raw.count + raw.count / storedBlockLimit * 5 + 11)
    var offset = 0
    repeat {
      let length = min(storedBlockLimit, raw.count - offset)
      let final: UInt8 = offset + length == raw.count ? 1 : 0
      zlib.append(final)
      zlib.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)])
      zlib.append(contentsOf: raw[offset..<(offset + length)])
      offset += length
    } while offset < raw.count
    zlib.append(contentsOf: bigEndian(adler32(raw)))

    var header = [UInt8]()
    header.append(contentsOf: bigEndian(UInt32(width)))
    header.append(contentsOf: bigEndian(UInt32(height)))
    // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
    header.append(contentsOf: [8, 6, 0, 0, 0])

    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    appendChunk("IHDR", header, to: &file)
    appendChunk("IDAT", zlib, to: &file)
    appendChunk("IEND", [], to: &file)
    return Data(file)
  }

  private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
    file.append(contentsOf: bigEndian(UInt32(data.count)))
    let typeAndData = Array(type.utf8) + data
    file.append(contentsOf: typeAndData)
    file.append(contentsOf: bigEndian(crc32(typeAndData)))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// The CRC-32 table of the PNG specification's sample code (polynomial 0xEDB88320).
  private static let crcTable: [UInt32] = (0..<256).map { index in
    var c = UInt32(index)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
