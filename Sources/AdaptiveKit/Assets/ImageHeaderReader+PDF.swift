extension ImageHeaderReader {
  /// The first page's box in points: its CropBox when it has one (what a viewer shows), else its
  /// MediaBox. Boxes are found by their keys in the file's uncompressed dictionaries (what
  /// Xcode-exported artwork uses), then inside its compressed object streams (PDF 1.5+, what
  /// Illustrator, Sketch and Figma often write), following an indirect box reference.
  static func pdf(_ bytes: [UInt8], file: String) throws(ImageFileError) -> ImageHeader {
    func corrupt(_ problem: String) -> ImageFileError { .corrupt(file: file, format: "PDF", problem: problem) }
    guard let box = PDFBoxFinder.pageBox(in: bytes) else {
      throw corrupt("no /MediaBox found in the page dictionaries or the object streams")
    }
    let width = abs(box[2] - box[0])
    let height = abs(box[3] - box[1])
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
      throw corrupt("the page box [\(box.map { "\($0)" }.joined(separator: " "))] has no area")
    }
    return ImageHeader(format: .pdf, width: width, height: height)
  }
}
