extension ImageHeaderReader {
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Walks every chunk and checks its CRC, so a damaged or truncated file is refused as UIKit's
  /// decoder would refuse it; the size comes from IHDR.
  static func png(_ bytes: [UInt8], file: String) throws(ImageFileError) -> ImageHeader {
    func corrupt(_ problem: String) -> ImageFileError { .corrupt(file: file, format: "PNG", problem: problem) }
    var offset = pngSignature.count
    var header: (width: UInt32, height: UInt32)?
    var sawData = false
    while true {
      guard offset + 8 <= bytes.count else { throw corrupt("the file ends before the IEND chunk") }
      let length = Int(bytes.bigEndian32(at: offset))
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      guard length <= bytes.count - offset - 12 else {
        throw corrupt("chunk \(type) at byte \(offset) claims \(length) bytes past the end of the file")
      }
      let body = offset + 4..<offset + 8 + length
      let stored = bytes.bigEndian32(at: offset + 8 + length)
      guard CRC32.checksum(bytes[body]) == stored else { throw corrupt("chunk \(type) at byte \(offset) fails its CRC check") }
      let data = offset + 8
      if header == nil {
        guard type == "IHDR", length == 13 else { throw corrupt("the first chunk is \(type), not a 13-byte IHDR") }
        let width = bytes.bigEndian32(at: data)
        let height = bytes.bigEndian32(at: data + 4)
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
          throw corrupt("IHDR gives an invalid size \(width)×\(height)")
        }
        try checkBitDepth(bitDepth: bytes[data + 8], colorType: bytes[data + 9], corrupt: corrupt)
        header = (width, height)
      } else if type == "IDAT" {
        sawData = true
      } else if type == "IEND" {
        guard sawData, let header else { throw corrupt("no IDAT chunk holds pixel data") }
        return ImageHeader(format: .png, width: CGFloat(header.width), height: CGFloat(header.height))
      }
      offset += 12 + length
    }
  }

  private static func checkBitDepth(
    bitDepth: UInt8, colorType: UInt8, corrupt: (String) -> ImageFileError
  ) throws(ImageFileError) {
    let allowed: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
    guard let depths = allowed[colorType] else { throw corrupt("IHDR has an unknown colour type \(colorType)") }
    guard depths.contains(bitDepth) else {
      throw corrupt("IHDR's bit depth \(bitDepth) is not allowed with colour type \(colorType)")
    }
  }
}

/// The CRC-32 of PNG chunks (ISO 3309, as zlib computes it).
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
