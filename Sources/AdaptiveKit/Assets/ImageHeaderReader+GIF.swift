extension ImageHeaderReader {
  /// The logical screen descriptor right after the signature holds the canvas size (little endian).
  static func gif(_ bytes: [UInt8], file: String) throws(ImageFileError) -> ImageHeader {
    func corrupt(_ problem: String) -> ImageFileError { .corrupt(file: file, format: "GIF", problem: problem) }
    guard bytes.count >= 13 else { throw corrupt("the file ends inside the screen descriptor") }
    let version = String(decoding: bytes[0..<6], as: UTF8.self)
    guard version == "GIF87a" || version == "GIF89a" else { throw corrupt("unknown version \(version)") }
    let width = bytes.littleEndian16(at: 6)
    let height = bytes.littleEndian16(at: 8)
    guard width > 0, height > 0 else { throw corrupt("the screen descriptor gives an invalid size \(width)×\(height)") }
    return ImageHeader(format: .gif, width: CGFloat(width), height: CGFloat(height))
  }
}
