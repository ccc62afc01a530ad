import Foundation

/// A deterministic generator (SplitMix64) so every mutation is reproducible from its seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The mutations the hardening issue names, applied to a file's bytes.
enum CorpusMutation: String, CaseIterable, Sendable {
  case truncate, deleteElement, changeID, dropAttribute, swapAttributeValues

  /// A stable seed from a file name (FNV-1a), independent of Swift's per-process hash seeding.
  static func seed(for name: String, _ mutation: CorpusMutation) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in (name + "/" + mutation.rawValue).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return hash
  }

  /// `bytes` mutated, or `nil` when the file offers nothing to mutate this way.
  func apply(to bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8]? {
    switch self {
    case .truncate:
      guard bytes.count > 1 else { return nil }
      return Array(bytes[..<Int.random(in: 1..<bytes.count, using: &generator)])
    case .deleteElement:
      // A whole line holding one self-closing element (Xcode writes one element per line).
      let lines = CorpusMutation.lineRanges(bytes).filter { range in
        let text = String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.hasPrefix("<") && !text.hasPrefix("</") && text.hasSuffix("/>")
      }
      guard let line = lines.randomElement(using: &generator) else { return nil }
      return Array(bytes[..<line.lowerBound]) + Array(bytes[line.upperBound...])
    case .changeID:
      let values = CorpusMutation.attributeValueRanges(bytes, named: "id")
      guard let target = values.randomElement(using: &generator) else { return nil }
      let replacement = values.randomElement(using: &generator).map { Array(bytes[$0]) } ?? Array("zzz-000".utf8)
      return Array(bytes[..<target.lowerBound]) + replacement + Array(bytes[target.upperBound...])
    case .dropAttribute:
      let attributes = CorpusMutation.attributeRanges(bytes)
      guard let target = attributes.randomElement(using: &generator) else { return nil }
      return Array(bytes[..<target.lowerBound]) + Array(bytes[target.upperBound...])
    case .swapAttributeValues:
      let values = CorpusMutation.attributeValueRanges(bytes, named: nil)
      guard values.count >= 2 else { return nil }
      var a = values.randomElement(using: &generator)!
      var b = values.randomElement(using: &generator)!
      if a.lowerBound > b.lowerBound { swap(&a, &b) }
      guard a.upperBound <= b.lowerBound, a != b else { return nil }
      return Array(bytes[..<a.lowerBound]) + Array(bytes[b]) + Array(bytes[a.upperBound..<b.lowerBound])
        + Array(bytes[a]) + Array(bytes[b.upperBound...])
    }
  }

  static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      result.append(start..<(index + 1))
      start = index + 1
    }
    return result
  }

  /// Ranges of ` name="value"` (with the leading space) for every attribute.
  static func attributeRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "=") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
        var start = index
        while start > 0 && bytes[start - 1] != UInt8(ascii: " ") && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = index + 2
        while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += 1 }
        if start > 0, end < bytes.count { result.append((start - 1)..<(end + 1)) }
        index = end + 1
      } else {
        index += 1
      }
    }
    return result
  }

  /// Ranges of attribute values (between the quotes), of attributes called `name` or of all.
  static func attributeValueRanges(_ bytes: [UInt8], named name: String?) -> [Range<Int>] {
    attributeRanges(bytes).compactMap { range in
      guard let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) else { return nil }
      if let name, String(decoding: bytes[(range.lowerBound + 1)..<equals], as: UTF8.self) != name { return nil }
      return (equals + 2)..<(range.upperBound - 1)
    }
  }
}
