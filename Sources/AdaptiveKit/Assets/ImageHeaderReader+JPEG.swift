extension ImageHeaderReader {
  /// Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames.
  private static let frameMarkers: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]

  /// Follows the marker segments to the first start-of-frame, which holds the size.
  static func jpeg(_ bytes: [UInt8], file: String) throws(ImageFileError) -> ImageHeader {
    func corrupt(_ problem: String) -> ImageFileError { .corrupt(file: file, format: "JPEG", problem: problem) }
    var offset = 2
    var orientation = 1
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { throw corrupt("expected a marker at byte \(offset)") }
      let marker = bytes[offset + 1]
      if marker == 0xFF { offset += 1; continue }  // fill byte
      if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { offset += 2; continue }
      if marker == 0xD9 || marker == 0xDA { break }
      let length = bytes.bigEndian16(at: offset + 2)
      guard length >= 2, offset + 2 + length <= bytes.count else {
        throw corrupt("segment FF\(String(marker, radix: 16, uppercase: true)) at byte \(offset) runs past the end")
      }
      if frameMarkers.contains(marker) {
        guard length >= 8 else { throw corrupt("the start-of-frame segment is too short") }
        let height = bytes.bigEndian16(at: offset + 5)
        let width = bytes.bigEndian16(at: offset + 7)
        guard width > 0, height > 0 else { throw corrupt("the frame has an invalid size \(width)×\(height)") }
        return ImageHeader(format: .jpeg, width: CGFloat(width), height: CGFloat(height), exifOrientation: orientation)
      }
      if marker == 0xE1, let found = exifOrientation(bytes, segment: offset + 4, length: length - 2) {
        orientation = found
      }
      offset += 2 + length
    }
    throw corrupt("no start-of-frame segment before the image data")
  }

  /// The Orientation tag (0x0112) of IFD0 in an APP1 "Exif" segment starting at `segment`; nil
  /// when the segment is not Exif, the tag is absent, or its value is not 1–8 (a damaged or
  /// foreign segment never makes the file unreadable: UIKit then shows the image upright).
  private static func exifOrientation(_ bytes: [UInt8], segment: Int, length: Int) -> Int? {
    let end = segment + length
    guard length >= 14, end <= bytes.count, bytes[segment..<segment + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else {
      return nil
    }
    let tiff = segment + 6
    let little: Bool
    switch (bytes[tiff], bytes[tiff + 1]) {
    case (0x49, 0x49): little = true
    case (0x4D, 0x4D): little = false
    default: return nil
    }
    func read16(_ at: Int) -> Int? {
      guard at >= tiff, at + 2 <= end else { return nil }
      return little ? bytes.littleEndian16(at: at) : bytes.bigEndian16(at: at)
    }
    func read32(_ at: Int) -> Int? {
      guard let low = read16(little ? at : at + 2), let high = read16(little ? at + 2 : at) else { return nil }
      return high << 16 | low
    }
    guard read16(tiff + 2) == 42, let ifd = read32(tiff + 4), let count = read16(tiff + ifd) else { return nil }
    for index in 0..<min(count, 512) {
      let entry = tiff + ifd + 2 + index * 12
      guard let tag = read16(entry) else { return nil }
      guard tag == 0x0112 else { continue }
      guard read16(entry + 2) == 3, let value = read16(entry + 8), (1...8).contains(value) else { return nil }
      return value
    }
    return nil
  }
}
