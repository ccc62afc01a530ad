/// What an image file's header says: its format and size, read without decoding pixels.
struct ImageHeader: Sendable, Equatable {
  /// The file formats AdaptiveKit reads headers of.
  enum Format: String, Sendable {
    case png = "PNG", jpeg = "JPEG", gif = "GIF", pdf = "PDF"
  }

  let format: Format
  /// Pixels for bitmaps; points (1/72 inch) for PDF pages, as stored (before any EXIF rotation).
  let width: CGFloat
  let height: CGFloat
  /// The EXIF orientation of a JPEG (1–8; 1, upright, for every other file).
  var exifOrientation: Int = 1

  init(format: Format, width: CGFloat, height: CGFloat, exifOrientation: Int = 1) {
    self.format = format
    self.width = width
    self.height = height
    self.exifOrientation = exifOrientation
  }

  /// EXIF orientations 5–8 turn the picture a quarter: UIKit reports its size with width and
  /// height swapped.
  var isQuarterTurned: Bool { (5...8).contains(exifOrientation) }

  /// PDF artwork scales to any resolution; bitmaps have a fixed pixel grid.
  var isVector: Bool { format == .pdf }

  /// Reads the header of `data`, naming `file` in any error.
  static func read(_ data: Data, file: String) throws(ImageFileError) -> ImageHeader {
    let bytes = [UInt8](data)
    if bytes.starts(with: ImageHeaderReader.pngSignature) { return try ImageHeaderReader.png(bytes, file: file) }
    if bytes.starts(with: [0xFF, 0xD8]) { return try ImageHeaderReader.jpeg(bytes, file: file) }
    if bytes.starts(with: Array("GIF8".utf8)) { return try ImageHeaderReader.gif(bytes, file: file) }
    if bytes.starts(with: Array("%PDF-".utf8)) { return try ImageHeaderReader.pdf(bytes, file: file) }
    throw .unknownFormat(file: file)
  }
}

/// Namespace of the per-format header readers (one file each).
enum ImageHeaderReader {}

/// Why an image file could not be used; every case names the file.
public enum ImageFileError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read from disk.
  case unreadable(file: String, reason: String)
  /// The bytes are not a PNG, JPEG, GIF or PDF.
  case unknownFormat(file: String)
  /// The file claims a format but its structure is broken.
  case corrupt(file: String, format: String, problem: String)

  /// The file the error is about.
  public var file: String {
    switch self {
    case .unreadable(let file, _), .unknownFormat(let file), .corrupt(let file, _, _): return file
    }
  }

  public var description: String {
    switch self {
    case .unreadable(let file, let reason): return "\(file): cannot read the image file: \(reason)"
    case .unknownFormat(let file): return "\(file): not a PNG, JPEG, GIF or PDF image"
    case .corrupt(let file, let format, let problem): return "\(file): corrupt \(format) image: \(problem)"
    }
  }
}

extension [UInt8] {
  func bigEndian32(at offset: Int) -> UInt32 {
    UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
  }
  func bigEndian16(at offset: Int) -> Int { Int(self[offset]) << 8 | Int(self[offset + 1]) }
  func littleEndian16(at offset: Int) -> Int { Int(self[offset]) | Int(self[offset + 1]) << 8 }
}
