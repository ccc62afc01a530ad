import Foundation

/// An OpenType coverage table: which glyphs a subtable applies to, and their coverage index.
struct GlyphCoverage: Sendable {
  private let ranges: [(start: UInt16, end: UInt16, startIndex: Int)]

  /// Reads a format 1 or 2 coverage table at `offset`.
  init(reader: FontDataReader, at offset: Int) throws {
    let format = try reader.uint16(offset)
    let count = Int(try reader.uint16(offset + 2))
    var ranges: [(start: UInt16, end: UInt16, startIndex: Int)] = []
    ranges.reserveCapacity(count)
    switch format {
    case 1:
      try reader.require(offset + 4, count * 2)
      for index in 0..<count {
        let glyph = try reader.uint16(offset + 4 + index * 2)
        ranges.append((glyph, glyph, index))
      }
    case 2:
      try reader.require(offset + 4, count * 6)
      for index in 0..<count {
        let record = offset + 4 + index * 6
        let start = try reader.uint16(record)
        let end = try reader.uint16(record + 2)
        guard start <= end else { continue }
        ranges.append((start, end, Int(try reader.uint16(record + 4))))
      }
    default:
      throw FontFileError.invalidTable("GPOS", reason: "coverage format \(format)")
    }
    self.ranges = ranges.sorted { $0.start < $1.start }
  }

  /// The glyph at each coverage index below `limit`; throws if the ranges are implausibly large.
  func glyphsByIndex(limit: Int) throws -> [Int: UInt16] {
    var glyphs: [Int: UInt16] = [:]
    var visited = 0
    for range in ranges where range.startIndex < limit {
      let count = min(Int(range.end - range.start) + 1, limit - range.startIndex)
      visited += count
      guard visited <= 1 << 20 else {
        throw FontFileError.invalidTable("GPOS", reason: "coverage too large")
      }
      for step in 0..<count where glyphs[range.startIndex + step] == nil {
        glyphs[range.startIndex + step] = range.start + UInt16(step)
      }
    }
    return glyphs
  }

  /// The coverage index of `glyph`, or nil when it is not covered.
  func index(of glyph: UInt16) -> Int? {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = ranges[mid]
      if glyph < range.start {
        high = mid - 1
      } else if glyph > range.end {
        low = mid + 1
      } else {
        return range.startIndex + Int(glyph - range.start)
      }
    }
    return nil
  }
}

/// An OpenType class definition table: the class of each glyph (0 when unlisted).
struct GlyphClassDefinition: Sendable {
  private let ranges: [(start: UInt16, end: UInt16, glyphClass: Int)]

  /// Reads a format 1 or 2 class definition table at `offset`.
  init(reader: FontDataReader, at offset: Int) throws {
    let format = try reader.uint16(offset)
    var ranges: [(start: UInt16, end: UInt16, glyphClass: Int)] = []
    switch format {
    case 1:
      let start = try reader.uint16(offset + 2)
      let count = Int(try reader.uint16(offset + 4))
      try reader.require(offset + 6, count * 2)
      for index in 0..<count where Int(start) + index <= Int(UInt16.max) {
        let glyph = UInt16(Int(start) + index)
        ranges.append((glyph, glyph, Int(try reader.uint16(offset + 6 + index * 2))))
      }
    case 2:
      let count = Int(try reader.uint16(offset + 2))
      try reader.require(offset + 4, count * 6)
      for index in 0..<count {
        let record = offset + 4 + index * 6
        let start = try reader.uint16(record)
        let end = try reader.uint16(record + 2)
        guard start <= end else { continue }
        ranges.append((start, end, Int(try reader.uint16(record + 4))))
      }
    default:
      throw FontFileError.invalidTable("GPOS", reason: "class definition format \(format)")
    }
    self.ranges = ranges.sorted { $0.start < $1.start }
  }

  /// The class of `glyph`.
  func glyphClass(of glyph: UInt16) -> Int {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = ranges[mid]
      if glyph < range.start {
        high = mid - 1
      } else if glyph > range.end {
        low = mid + 1
      } else {
        return range.glyphClass
      }
    }
    return 0
  }
}
