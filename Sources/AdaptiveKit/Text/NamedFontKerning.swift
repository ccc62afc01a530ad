import Foundation

/// The pair kerning of named fonts whose own pairs are transcribed, in their units per em: Avenir
/// Next Regular and Medium (the `<hkern>` elements of the web-font exports their advances come
/// from, `Scripts/NamedFontKerning/*.tsv`, each copied twice and compared equal, generated into
/// `NamedFontKerning+Data.swift`). Other named faces kern with the closest Inter face's pairs.
enum NamedFontKerning {
  /// The adjustment between two characters in `face`, in font units (negative: closer); nil when
  /// the face has no table of its own or a character is outside it.
  static func adjustment(between left: Unicode.Scalar, and right: Unicode.Scalar, in face: NamedFontAdvances) -> Int? {
    guard let (keys, values) = table(face) else { return nil }
    return KerningPairTable.adjustment(between: left, and: right, keys: keys, values: values)
  }

  /// The sorted keys and their values for a face with its own pairs.
  static func table(_ face: NamedFontAdvances) -> ([UInt16], [Int16])? {
    switch face {
    case .avenirNextRegular: (avenirNextRegularKeys, avenirNextRegularValues)
    case .avenirNextMedium: (avenirNextMediumKeys, avenirNextMediumValues)
    default: nil
    }
  }
}
