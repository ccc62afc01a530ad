import Foundation

/// San Francisco's own pair kerning for U+0020–U+00FF, in SF's 2048 units per em.
///
/// The pairs are SF UI Text Regular's, read from the `<hkern>` elements of the same public SVG
/// export as its advances (`Scripts/SystemFontKerning/SFUIText-Regular.tsv`, copied by eight
/// helpers over consecutive ranges of the file, filtered to Latin glyph names) and expanded into
/// `SystemFontKerning+Data.swift` by `Scripts/generate-font-advances.py`. The first element that
/// names a pair wins, as OpenType's first matching subtable does. Unlike the advances, the pairs
/// were copied once (each range by one helper); pairs it spot-checks: T-o −160, A-V −130,
/// L-T −190, P-. −200 (measured with them instead of Inter's pairs: 8 more views agree).
enum SystemFontKerning {
  /// The adjustment between two characters in `face`, in font units (negative: closer); nil when
  /// the face has no SF kerning table or a character is outside it.
  static func adjustment(
    between left: Unicode.Scalar, and right: Unicode.Scalar, in face: SystemFontAdvances.Face
  ) -> Int? {
    guard let (keys, values) = table(face) else { return nil }
    return KerningPairTable.adjustment(between: left, and: right, keys: keys, values: values)
  }

  /// The sorted keys and their values for a face that has SF kerning: SF UI Text Regular, and
  /// SF Pro Text Regular, its successor with the same letters (its brackets and slashes differ).
  /// The other faces keep Inter's pairs (measured: Text Regular's pairs on every Text weight
  /// agree with 2 views fewer than on Regular alone, on every face 13 fewer).
  static func table(_ face: SystemFontAdvances.Face) -> ([UInt16], [Int16])? {
    face == .textRegular || face == .proTextRegular ? (textRegularKeys, textRegularValues) : nil
  }
}
