import Foundation

/// San Francisco's own pair kerning for U+0020–U+00FF, in SF's 2048 units per em.
///
/// The pairs are read from the `<hkern>` elements of the same public SVG exports as the advances
/// (`Scripts/SystemFontKerning/*.tsv`, filtered to Latin glyph names) and expanded into
/// `SystemFontKerning+Data.swift` by `Scripts/generate-font-advances.py`. The first element that
/// names a pair wins, as OpenType's first matching subtable does.
///
/// - SF UI Text Regular's were copied once (each range by one helper); pairs it spot-checks:
///   T-o −160, A-V −130, L-T −190, P-. −200 (measured with them instead of Inter's pairs: 8 more
///   views agree).
/// - SF Pro Display Regular's were copied twice, independently, and agree. Its export has no
///   element with A, B, E, G, R or S first, which the font kerns (A-V, A-T), so a pair it lacks
///   takes Inter's value instead of none (measured: +9 corpus views against Inter's pairs alone,
///   +7 with absent pairs at 0; nothing changes outside the corpus).
enum SystemFontKerning {
  /// The adjustment between two characters in `face`, in font units (negative: closer); nil when
  /// the face has no SF kerning table or a character is outside it.
  static func adjustment(
    between left: Unicode.Scalar, and right: Unicode.Scalar, in face: SystemFontAdvances.Face
  ) -> Int? {
    guard let (keys, values) = table(face) else { return nil }
    let value = KerningPairTable.adjustment(between: left, and: right, keys: keys, values: values)
    // SF Pro Display's export is missing whole classes: its absent pairs fall back to Inter's.
    if face == .proDisplayRegular, value == 0 { return nil }
    return value
  }

  /// The sorted keys and their values for a face that has SF kerning: SF UI Text Regular, and
  /// SF Pro Text Regular, its successor with the same letters (its brackets and slashes differ);
  /// SF Pro Display Regular. The other faces keep Inter's pairs (measured: Text Regular's pairs on
  /// every Text weight agree with 2 views fewer than on Regular alone, on every face 13 fewer;
  /// Display Regular's on every Display weight: −1 corpus, +2 outside, not kept).
  static func table(_ face: SystemFontAdvances.Face) -> ([UInt16], [Int16])? {
    switch face {
    case .textRegular, .proTextRegular: (textRegularKeys, textRegularValues)
    case .proDisplayRegular: (proDisplayRegularKeys, proDisplayRegularValues)
    default: nil
    }
  }
}
