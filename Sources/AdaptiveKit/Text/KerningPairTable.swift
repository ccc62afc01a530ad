import Foundation

/// A font's pair kerning for U+0020–U+00FF as generated tables: sorted keys
/// ((left − 0x20) × 224 + (right − 0x20)) and the adjustment of each, in the font's units.
enum KerningPairTable {
  /// The adjustment between two characters (negative: closer); 0 for a pair the table lacks, nil
  /// when a character is outside U+0020–U+00FF.
  static func adjustment(between left: Unicode.Scalar, and right: Unicode.Scalar, keys: [UInt16], values: [Int16])
    -> Int?
  {
    let first = SystemFontAdvances.firstScalar
    let last = SystemFontAdvances.lastScalar
    guard left.value >= first, left.value <= last, right.value >= first, right.value <= last else { return nil }
    let key = UInt16((left.value - first) * (last - first + 1) + (right.value - first))
    return SortedTable.value(for: key, keys: keys, values: values).map(Int.init) ?? 0
  }
}
