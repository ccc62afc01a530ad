extension ImageHeaderReader {
  /// Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames.
  private static let frameMarkers: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]

  /// Follows the marker segments to the first start-of-frame, which holds the size.
  static func jpeg(_ bytes: [UInt8], file: String) throws(ImageFileError) -> ImageHeader {
    func corrupt(_ problem: String) -> ImageFileError { .corrupt(file: file, format: "JPEG", problem: problem) }
    var offset = 2
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
        return ImageHeader(format: .jpeg, width: CGFloat(width), height: CGFloat(height))
      }
      offset += 2 + length
    }
    throw corrupt("no start-of-frame segment before the image data")
  }
}
