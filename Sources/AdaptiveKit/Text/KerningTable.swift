import Foundation

/// Pair kerning read from the GPOS `kern` feature (pair adjustment lookups, formats 1 and 2,
/// also inside extension lookups) or, when a font has no GPOS kerning, the legacy `kern` table.
struct KerningTable: Sendable {
  /// One pair adjustment subtable.
  enum Subtable: Sendable {
    /// Format 1 (or a `kern` format 0 subtable): explicit pairs keyed by `left << 16 | right`.
    case pairs([UInt32: Int16])
    /// Format 2: a class-pair matrix for glyphs in `coverage`.
    case classes(
      coverage: GlyphCoverage, left: GlyphClassDefinition, right: GlyphClassDefinition,
      rightClassCount: Int, values: [Int16])
  }

  /// Lookups in application order; each contributes its first matching subtable's value.
  private(set) var lookups: [[Subtable]] = []

  /// No kerning.
  init() {}

  /// Reads kerning from the GPOS table or, failing that, the `kern` table (offsets may be nil).
  init(reader: FontDataReader, kern: Int?, gpos: Int?) throws {
    if let gpos { lookups = try Self.readGPOS(reader, gpos) }
    if lookups.isEmpty, let kern { lookups = try Self.readKern(reader, kern) }
  }

  /// True when the font has any pair kerning.
  var isEmpty: Bool { lookups.isEmpty }

  /// The horizontal adjustment between two glyphs, in font units.
  func adjustment(between left: UInt16, and right: UInt16) -> Int {
    var total = 0
    for lookup in lookups {
      for subtable in lookup {
        if let value = Self.value(subtable, left, right) {
          total += value
          break
        }
      }
    }
    return total
  }

  private static func value(_ subtable: Subtable, _ left: UInt16, _ right: UInt16) -> Int? {
    switch subtable {
    case .pairs(let pairs):
      return pairs[UInt32(left) << 16 | UInt32(right)].map(Int.init)
    case .classes(let coverage, let leftClasses, let rightClasses, let count, let values):
      guard coverage.index(of: left) != nil else { return nil }
      let index = leftClasses.glyphClass(of: left) * count + rightClasses.glyphClass(of: right)
      return index < values.count ? Int(values[index]) : 0
    }
  }

  // MARK: - kern

  private static func readKern(_ reader: FontDataReader, _ offset: Int) throws -> [[Subtable]] {
    guard try reader.uint16(offset) == 0 else { return [] }  // Apple's version 1 is not read.
    let count = Int(try reader.uint16(offset + 2))
    var lookups: [[Subtable]] = []
    var subtable = offset + 4
    for _ in 0..<count {
      let length = Int(try reader.uint16(subtable + 2))
      let coverage = try reader.uint16(subtable + 4)
      // Format 0, horizontal, not minimum values, not cross-stream.
      if coverage >> 8 == 0, coverage & 0x7 == 0x1 {
        let pairCount = Int(try reader.uint16(subtable + 6))
        try reader.require(subtable + 14, pairCount * 6)
        var pairs: [UInt32: Int16] = [:]
        for index in 0..<pairCount {
          let record = subtable + 14 + index * 6
          let key = UInt32(try reader.uint16(record)) << 16 | UInt32(try reader.uint16(record + 2))
          pairs[key] = try reader.int16(record + 4)
        }
        lookups.append([.pairs(pairs)])
      }
      guard length >= 6 else { break }
      subtable += length
    }
    return lookups
  }

  // MARK: - GPOS

  private static func readGPOS(_ reader: FontDataReader, _ offset: Int) throws -> [[Subtable]] {
    let featureList = try reader.offset16(from: offset, at: 6)
    let lookupList = try reader.offset16(from: offset, at: 8)
    var indices = Set<Int>()
    let featureCount = Int(try reader.uint16(featureList))
    for index in 0..<featureCount {
      let record = featureList + 2 + index * 6
      guard try reader.tag(record) == "kern" else { continue }
      let feature = try reader.offset16(from: featureList, at: 2 + index * 6 + 4)
      let count = Int(try reader.uint16(feature + 2))
      for lookup in 0..<count { indices.insert(Int(try reader.uint16(feature + 4 + lookup * 2))) }
    }
    let lookupCount = Int(try reader.uint16(lookupList))
    var lookups: [[Subtable]] = []
    for index in indices.sorted() where index < lookupCount {
      let lookup = try reader.offset16(from: lookupList, at: 2 + index * 2)
      let type = try reader.uint16(lookup)
      let subtableCount = Int(try reader.uint16(lookup + 4))
      var subtables: [Subtable] = []
      for sub in 0..<subtableCount {
        var subtable = try reader.offset16(from: lookup, at: 6 + sub * 2)
        var subtableType = type
        if type == 9 {  // Extension positioning: the real subtable is behind a 32-bit offset.
          subtableType = try reader.uint16(subtable + 2)
          subtable += Int(try reader.uint32(subtable + 4))
        }
        guard subtableType == 2 else { continue }
        if let parsed = try readPairAdjustment(reader, subtable) { subtables.append(parsed) }
      }
      if !subtables.isEmpty { lookups.append(subtables) }
    }
    return lookups
  }

  /// The size in bytes of a value record, and the offset of its XAdvance field if present.
  private static func valueLayout(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
    let size = (format & 0xFF).nonzeroBitCount * 2
    let xAdvance = format & 0x4 == 0 ? nil : (format & 0x3).nonzeroBitCount * 2
    return (size, xAdvance)
  }

  private static func readPairAdjustment(_ reader: FontDataReader, _ offset: Int) throws -> Subtable? {
    let format = try reader.uint16(offset)
    let coverageOffset = try reader.offset16(from: offset, at: 2)
    let first = valueLayout(try reader.uint16(offset + 4))
    let second = valueLayout(try reader.uint16(offset + 6))
    let recordSize = first.size + second.size
    switch format {
    case 1:
      let coverage = try GlyphCoverage(reader: reader, at: coverageOffset)
      let setCount = Int(try reader.uint16(offset + 8))
      try reader.require(offset + 10, setCount * 2)
      let glyphForIndex = try coverage.glyphsByIndex(limit: setCount)
      var pairs: [UInt32: Int16] = [:]
      for setIndex in 0..<setCount {
        guard let left = glyphForIndex[setIndex] else { continue }
        let pairSet = try reader.offset16(from: offset, at: 10 + setIndex * 2)
        let count = Int(try reader.uint16(pairSet))
        let stride = 2 + recordSize
        try reader.require(pairSet + 2, count * stride)
        guard let xAdvance = first.xAdvance else { continue }
        for index in 0..<count {
          let record = pairSet + 2 + index * stride
          let right = try reader.uint16(record)
          let key = UInt32(left) << 16 | UInt32(right)
          if pairs[key] == nil { pairs[key] = try reader.int16(record + 2 + xAdvance) }
        }
      }
      return .pairs(pairs)
    case 2:
      let coverage = try GlyphCoverage(reader: reader, at: coverageOffset)
      let left = try GlyphClassDefinition(reader: reader, at: try reader.offset16(from: offset, at: 8))
      let right = try GlyphClassDefinition(reader: reader, at: try reader.offset16(from: offset, at: 10))
      let leftCount = Int(try reader.uint16(offset + 12))
      let rightCount = Int(try reader.uint16(offset + 14))
      let matrix = offset + 16
      try reader.require(matrix, leftCount * rightCount * recordSize)
      var values = [Int16](repeating: 0, count: leftCount * rightCount)
      if let xAdvance = first.xAdvance {
        for index in values.indices {
          values[index] = try reader.int16(matrix + index * recordSize + xAdvance)
        }
      }
      return .classes(
        coverage: coverage, left: left, right: right, rightClassCount: rightCount, values: values)
    default:
      return nil
    }
  }
}
