import Foundation

/// Finds a PDF's page box by scanning its bytes, without a full PDF parser: the boxes of image
/// artwork are in the first page (or the page tree it inherits from), plain or in object streams.
enum PDFBoxFinder {
  /// Object streams decoded per file at most, and their decoded size cap, so a hostile file stays
  /// cheap.
  private static let maximumObjectStreams = 64
  private static let decodedLimit = 4 << 20

  /// The CropBox or MediaBox `[x0 y0 x1 y1]`, or nil when the file has none that can be read.
  static func pageBox(in bytes: [UInt8]) -> [CGFloat]? {
    if let box = box(in: bytes, resolvingIn: bytes) { return box }
    var decoded = 0
    for stream in objectStreams(in: bytes) {
      guard decoded < maximumObjectStreams else { break }
      decoded += 1
      guard let plain = try? Inflater.zlib(Array(bytes[stream]), limit: decodedLimit) else { continue }
      if let box = box(in: plain, resolvingIn: bytes) { return box }
    }
    return nil
  }

  private static func box(in text: [UInt8], resolvingIn file: [UInt8]) -> [CGFloat]? {
    for key in ["/CropBox", "/MediaBox"] {
      var searchFrom = 0
      while let keyStart = text.firstRange(of: Array(key.utf8), from: searchFrom) {
        searchFrom = keyStart.upperBound
        // `/MediaBoxes` or similar is another name.
        if keyStart.upperBound < text.count, isRegular(text[keyStart.upperBound]) { continue }
        let value = skipWhitespace(text, from: keyStart.upperBound)
        if let box = numberArray(text, at: value) { return box }
        if let (object, generation) = reference(text, at: value),
          let definition = file.firstRange(of: Array("\(object) \(generation) obj".utf8), from: 0),
          let box = numberArray(file, at: skipWhitespace(file, from: definition.upperBound))
        {
          return box
        }
      }
    }
    return nil
  }

  /// The byte ranges of the data of every `/Type /ObjStm` stream compressed with `/FlateDecode`.
  private static func objectStreams(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var searchFrom = 0
    let keyword = Array("stream".utf8)
    let end = Array("endstream".utf8)
    while let found = bytes.firstRange(of: keyword, from: searchFrom) {
      searchFrom = found.upperBound
      // Skip `endstream` itself.
      if found.lowerBound >= 3, bytes[found.lowerBound - 3..<found.lowerBound].elementsEqual("end".utf8) { continue }
      var dataStart = found.upperBound
      if dataStart < bytes.count, bytes[dataStart] == 0x0D { dataStart += 1 }
      guard dataStart < bytes.count, bytes[dataStart] == 0x0A || bytes[dataStart - 1] == 0x0D else { continue }
      if bytes[dataStart] == 0x0A { dataStart += 1 }
      // A stream's dictionary is short; looking further back would make hostile files quadratic.
      let dictionaryStart =
        bytes.lastRange(of: Array("obj".utf8), before: found.lowerBound, within: 4096)?.upperBound
        ?? Swift.max(0, found.lowerBound - 4096)
      guard bytes.firstRange(of: Array("/ObjStm".utf8), from: dictionaryStart, to: found.lowerBound) != nil,
        bytes.firstRange(of: Array("/FlateDecode".utf8), from: dictionaryStart, to: found.lowerBound) != nil,
        let dataEnd = bytes.firstRange(of: end, from: dataStart)
      else { continue }
      ranges.append(dataStart..<dataEnd.lowerBound)
      searchFrom = dataEnd.upperBound
    }
    return ranges
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
  }

  /// Not whitespace and not a PDF delimiter: part of a name or number.
  private static func isRegular(_ byte: UInt8) -> Bool {
    !isWhitespace(byte) && !"()<>[]{}/%".utf8.contains(byte)
  }

  private static func skipWhitespace(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    return index
  }

  /// Four numbers in brackets at `index`.
  private static func numberArray(_ bytes: [UInt8], at index: Int) -> [CGFloat]? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")), close - index < 256 else { return nil }
    let numbers = bytes[(index + 1)..<close]
      .split(whereSeparator: isWhitespace)
      .compactMap { Double(String(decoding: $0, as: UTF8.self)) }
    return numbers.count == 4 ? numbers.map { CGFloat($0) } : nil
  }

  /// An indirect reference `N G R` at `index`.
  private static func reference(_ bytes: [UInt8], at index: Int) -> (Int, Int)? {
    var parts: [Int] = []
    var cursor = index
    for _ in 0..<2 {
      let start = cursor
      while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39, cursor - start < 10 { cursor += 1 }
      guard cursor > start, let number = Int(String(decoding: bytes[start..<cursor], as: UTF8.self)) else { return nil }
      parts.append(number)
      cursor = skipWhitespace(bytes, from: cursor)
    }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "R") else { return nil }
    return (parts[0], parts[1])
  }
}

extension Array where Element == UInt8 {
  /// The first occurrence of `pattern` starting at or after `start` and ending by `end`.
  fileprivate func firstRange(of pattern: [UInt8], from start: Int, to end: Int? = nil) -> Range<Int>? {
    guard let first = pattern.first else { return nil }
    var index = Swift.max(0, start)
    let last = Swift.min(end ?? count, count) - pattern.count
    while index <= last {
      if self[index] == first, self[index..<index + pattern.count].elementsEqual(pattern) {
        return index..<index + pattern.count
      }
      index += 1
    }
    return nil
  }

  /// The last occurrence of `pattern` ending at or before `end`, starting at most `within` bytes back.
  fileprivate func lastRange(of pattern: [UInt8], before end: Int, within: Int) -> Range<Int>? {
    var index = Swift.min(end, count) - pattern.count
    let lowest = Swift.max(0, end - within)
    while index >= lowest {
      if self[index..<index + pattern.count].elementsEqual(pattern) { return index..<index + pattern.count }
      index -= 1
    }
    return nil
  }
}
