import Foundation

/// The `cmap` subtable used to map Unicode scalars to glyphs (format 12 preferred, else 4).
///
/// Lookups binary-search the subtable's segments in place, so building the map costs nothing
/// per character and a hostile table cannot make it allocate or loop without bound.
struct CharacterMap: Sendable {
  /// One format 4 segment: codes `start...end`, mapped by delta or through the glyph array.
  struct Segment: Sendable {
    let start: UInt32
    let end: UInt32
    let delta: UInt16
    /// Absolute offset of this segment's idRangeOffset field, or nil when it is 0.
    let rangeOffsetField: Int?
    let rangeOffset: Int
  }

  /// One format 12 group: codes `start...end` map to consecutive glyphs from `startGlyph`.
  struct Group: Sendable {
    let start: UInt32
    let end: UInt32
    let startGlyph: UInt32
  }

  /// The subtable format in use.
  let format: Int
  private let reader: FontDataReader
  private let segments: [Segment]
  private let groups: [Group]

  /// Picks the best Unicode subtable of the `cmap` table at `offset`.
  init(reader: FontDataReader, at offset: Int) throws {
    self.reader = reader
    let count = Int(try reader.uint16(offset + 2))
    var best: (rank: Int, offset: Int, format: Int)?
    for index in 0..<count {
      let record = offset + 4 + index * 8
      let platform = try reader.uint16(record)
      let encoding = try reader.uint16(record + 2)
      let subtable = offset + Int(try reader.uint32(record + 4))
      let format = Int(try reader.uint16(subtable))
      let rank: Int
      switch (platform, encoding, format) {
      case (3, 10, 12), (0, 4, 12), (0, 6, 12): rank = 0
      case (3, 1, 4), (0, _, 4): rank = 1
      case (3, 0, 4): rank = 2
      default: continue
      }
      if best == nil || rank < (best?.rank ?? Int.max) { best = (rank, subtable, format) }
    }
    guard let best else {
      throw FontFileError.invalidTable("cmap", reason: "no Unicode subtable of format 4 or 12")
    }
    format = best.format
    if best.format == 12 {
      segments = []
      groups = try Self.readGroups(reader, best.offset)
    } else {
      groups = []
      segments = try Self.readSegments(reader, best.offset)
    }
  }

  /// The glyph for a scalar value, or nil for `.notdef`.
  func glyph(for code: UInt32) -> UInt16? {
    let glyph = format == 12 ? groupGlyph(code) : segmentGlyph(code)
    guard let glyph, glyph != 0 else { return nil }
    return glyph
  }

  private func groupGlyph(_ code: UInt32) -> UInt16? {
    var low = 0
    var high = groups.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let group = groups[mid]
      if code < group.start {
        high = mid - 1
      } else if code > group.end {
        low = mid + 1
      } else {
        let glyph = UInt64(group.startGlyph) + UInt64(code - group.start)
        return glyph <= UInt64(UInt16.max) ? UInt16(glyph) : nil
      }
    }
    return nil
  }

  private func segmentGlyph(_ code: UInt32) -> UInt16? {
    guard code <= 0xFFFF else { return nil }
    // The first segment whose end is at or past the code (segments are sorted by end).
    var low = 0
    var high = segments.count
    while low < high {
      let mid = (low + high) / 2
      if segments[mid].end < code { low = mid + 1 } else { high = mid }
    }
    guard low < segments.count, segments[low].start <= code else { return nil }
    let segment = segments[low]
    guard let field = segment.rangeOffsetField else {
      return UInt16(truncatingIfNeeded: code &+ UInt32(segment.delta))
    }
    let address = field + segment.rangeOffset + 2 * Int(code - segment.start)
    guard let raw = try? reader.uint16(address), raw != 0 else { return nil }
    return raw &+ segment.delta
  }

  private static func readSegments(_ reader: FontDataReader, _ offset: Int) throws -> [Segment] {
    let segmentCount = Int(try reader.uint16(offset + 6)) / 2
    let ends = offset + 14
    let starts = ends + segmentCount * 2 + 2
    let deltas = starts + segmentCount * 2
    let rangeOffsets = deltas + segmentCount * 2
    try reader.require(ends, segmentCount * 8 + 2)
    var segments: [Segment] = []
    segments.reserveCapacity(segmentCount)
    for index in 0..<segmentCount {
      let start = UInt32(try reader.uint16(starts + index * 2))
      let end = UInt32(try reader.uint16(ends + index * 2))
      guard start <= end else { continue }
      let field = rangeOffsets + index * 2
      let rangeOffset = Int(try reader.uint16(field))
      segments.append(
        Segment(
          start: start, end: end, delta: try reader.uint16(deltas + index * 2),
          rangeOffsetField: rangeOffset == 0 ? nil : field, rangeOffset: rangeOffset))
    }
    return segments.sorted { $0.end < $1.end }
  }

  private static func readGroups(_ reader: FontDataReader, _ offset: Int) throws -> [Group] {
    let count = Int(try reader.uint32(offset + 12))
    try reader.require(offset + 16, count * 12)
    var groups: [Group] = []
    groups.reserveCapacity(count)
    for index in 0..<count {
      let record = offset + 16 + index * 12
      let start = try reader.uint32(record)
      let end = try reader.uint32(record + 4)
      guard start <= end, end <= 0x10FFFF else {
        throw FontFileError.invalidTable("cmap", reason: "bad format 12 group \(index)")
      }
      groups.append(Group(start: start, end: end, startGlyph: try reader.uint32(record + 8)))
    }
    return groups.sorted { $0.start < $1.start }
  }
}
