extension ImageHeaderReader {
  /// The first page's box in points: its CropBox when it has one (what a viewer shows), else its
  /// MediaBox. Boxes are found by their keys in the file text, which covers the uncompressed page
  /// dictionaries Xcode-exported artwork uses; PDFs whose pages live only in compressed object
  /// streams are reported as unreadable rather than given an invented size.
  static func pdf(_ bytes: [UInt8], file: String) throws(ImageFileError) -> ImageHeader {
    func corrupt(_ problem: String) -> ImageFileError { .corrupt(file: file, format: "PDF", problem: problem) }
    let text = String(decoding: bytes, as: Unicode.ASCII.self)
    guard let box = firstBox("/CropBox", in: text) ?? firstBox("/MediaBox", in: text) else {
      throw corrupt("no /MediaBox found in an uncompressed page dictionary")
    }
    let width = abs(box[2] - box[0])
    let height = abs(box[3] - box[1])
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
      throw corrupt("the page box [\(box.map { "\($0)" }.joined(separator: " "))] has no area")
    }
    return ImageHeader(format: .pdf, width: width, height: height)
  }

  private static func firstBox(_ key: String, in text: String) -> [CGFloat]? {
    guard let keyRange = text.range(of: key) else { return nil }
    let rest = text[keyRange.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
    guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
    let numbers = rest[rest.index(after: rest.startIndex)..<close]
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
      .compactMap { Double($0) }
    return numbers.count == 4 ? numbers.map { CGFloat($0) } : nil
  }
}
