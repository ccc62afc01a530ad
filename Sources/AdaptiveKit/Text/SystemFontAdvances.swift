import Foundation

/// San Francisco's own glyph advances for U+0020–U+00FF (Basic Latin and Latin-1), in SF's 2048
/// units per em: SF UI Text from Light to Heavy (and Regular Italic) and SF UI Display from
/// Ultralight to Black (iOS 9–10), and SF Pro Text Regular and SF Pro Display from Ultralight to
/// Black (iOS 11 on; the system font's other Text weights keep SF UI's, whose letters SF Pro
/// Text shares).
///
/// SF Pro's tables were read from public SVG exports of Apple's 2015–2017 SF Pro fonts (ASCII
/// throughout, Latin-1 in part: what a table lacks takes SF UI's advance); the ASCII of Text
/// Regular and of Display Light to Bold was transcribed twice, from two copies, and compared
/// equal, Display Ultralight, Thin, Heavy and Black's once.
/// The SF UI values were read from public SVG exports of Apple's SF UI fonts (provenance per face in
/// `Scripts/SystemFontAdvances/*.tsv`; each face was transcribed twice, independently, and the two
/// compared equal) and generated into `SystemFontAdvances+Data.swift` by
/// `Scripts/generate-font-advances.py`. Two revisions of SF UI circulate; they differ in a
/// few glyphs (n, h, u and their accented forms 20 units wider in the other one, the comma, %,
/// ª, º, ®). These tables hold the one shared by every weight of the Text and Display exports
/// used here; on the corpus it agrees with more stored frames than the other (measured on Text
/// Regular: 5 views fewer agree with the wider n/h/u). The Regular faces (SF UI and SF Pro, Text
/// and Display) also list Latin Extended-A, Greek, Cyrillic, punctuation, arrows and a few math
/// signs from the same exports (`Scripts/SystemFontAdvances/Extended`, each transcribed twice and
/// compared equal). Other characters, and other faces beyond Latin-1, keep Inter's advances as
/// stand-ins, as do the other italics. Kerning: SF UI Text Regular has its own pairs
/// (`SystemFontKerning`); the other faces use Inter's pairs as stand-ins (the older exports'
/// kerning lists are garbled; measured with Inter's pairs on every face: 50 views fewer agree
/// without any kerning, 11 fewer at half of Inter's).
enum SystemFontAdvances {
  /// One SF face: the family (SF UI, or SF Pro for the `pro` cases), the optical size and the
  /// weight.
  enum Face: CaseIterable, Sendable {
    case textLight, textRegular, textMedium, textSemibold, textBold, textHeavy, textItalic
    case displayUltralight, displayThin, displayLight, displayRegular, displayMedium, displaySemibold
    case displayBold, displayHeavy, displayBlack
    case proTextRegular
    case proDisplayUltralight, proDisplayThin, proDisplayLight, proDisplayRegular, proDisplayMedium
    case proDisplaySemibold, proDisplayBold, proDisplayHeavy, proDisplayBlack

    /// The SF UI face an SF Pro face succeeds (nil for SF UI's own faces).
    var sfUI: Face? {
      switch self {
      case .proTextRegular: .textRegular
      case .proDisplayUltralight: .displayUltralight
      case .proDisplayThin: .displayThin
      case .proDisplayLight: .displayLight
      case .proDisplayRegular: .displayRegular
      case .proDisplayMedium: .displayMedium
      case .proDisplaySemibold: .displaySemibold
      case .proDisplayBold: .displayBold
      case .proDisplayHeavy: .displayHeavy
      case .proDisplayBlack: .displayBlack
      default: nil
      }
    }

    /// SF Pro's face of the same optical size and weight, where its table is at hand.
    var pro: Face? { Face.proFaces[self] }

    /// SF Pro's faces by the SF UI face they succeed: `sfUI` read backwards, built once.
    private static let proFaces: [Face: Face] = Dictionary(
      uniqueKeysWithValues: allCases.compactMap { face in face.sfUI.map { ($0, face) } })
  }

  /// The first code point of the tables.
  static let firstScalar: UInt32 = 0x20
  /// The last code point of the tables.
  static let lastScalar: UInt32 = 0xFF

  /// The SF face for a system font weight at an optical size, or nil for a weight between
  /// UIKit's constants. SF UI Text comes in Light to Heavy only, so Ultralight, Thin and Black
  /// take their Display face at every size (unconfirmed: iOS names those fonts `.SFUIDisplay-…`
  /// at text sizes too, and has no Text cut to use instead).
  static func face(
    weight: UIFont.Weight, display: Bool, italic: Bool = false, revision: SystemFontRevision
  ) -> Face? {
    guard let face = face(weight: weight, display: display, italic: italic) else { return nil }
    return revision == .sfUI ? face : face.pro ?? face
  }

  /// The SF UI face for a system font weight at an optical size (see the revision-aware form).
  static func face(weight: UIFont.Weight, display: Bool, italic: Bool = false) -> Face? {
    // Of the italics only SF UI Text Regular Italic is tabulated; the others keep Inter Italic.
    if italic { return weight == .regular && !display ? .textItalic : nil }
    return switch weight {
    case .ultraLight: .displayUltralight
    case .thin: .displayThin
    case .light: display ? .displayLight : .textLight
    case .regular: display ? .displayRegular : .textRegular
    case .medium: display ? .displayMedium : .textMedium
    case .semibold: display ? .displaySemibold : .textSemibold
    case .bold: display ? .displayBold : .textBold
    case .heavy: display ? .displayHeavy : .textHeavy
    case .black: .displayBlack
    default: nil
    }
  }

  /// The advance of `scalar` in `face`, in font units, or nil if the face's tables lack it. An
  /// SF Pro table read in part (Latin-1 beyond a point) takes SF UI's advance for the rest.
  static func advance(of scalar: Unicode.Scalar, in face: Face) -> Int? {
    ownEntry(for: scalar, in: face) ?? face.sfUI.flatMap { ownEntry(for: scalar, in: $0) }
  }

  /// The advance of `scalar` in one face's own tables: Latin-1's, else the extended one.
  private static func ownEntry(for scalar: Unicode.Scalar, in face: Face) -> Int? {
    scalar.value > lastScalar ? extendedEntry(for: scalar, in: face) : entry(for: scalar, in: table(face))
  }

  /// The advance of a character beyond U+00FF in the Regular faces that list them (Latin
  /// Extended-A, Greek, Cyrillic, general punctuation, arrows and a few math signs, from the same
  /// exports as their main tables), or nil: other faces and characters keep Inter's.
  static func extendedEntry(for scalar: Unicode.Scalar, in face: Face) -> Int? {
    guard let (scalars, advances) = extendedTable(face) else { return nil }
    return SortedTable.value(for: scalar.value, keys: scalars, values: advances).map(Int.init)
  }

  /// The sorted code points and their advances beyond U+00FF for a face that has them.
  private static func extendedTable(_ face: Face) -> ([UInt32], [UInt16])? {
    switch face {
    case .textRegular: (textRegularExtendedScalars, textRegularExtendedAdvances)
    case .proTextRegular: (proTextRegularExtendedScalars, proTextRegularExtendedAdvances)
    case .displayRegular: (displayRegularExtendedScalars, displayRegularExtendedAdvances)
    case .proDisplayRegular: (proDisplayRegularExtendedScalars, proDisplayRegularExtendedAdvances)
    default: nil
    }
  }

  /// The entry for `scalar` in a table laid out from `firstScalar` to `lastScalar` (this type's
  /// and `NamedFontAdvances`'), or nil outside it or where the entry is 0 (no glyph).
  static func entry(for scalar: Unicode.Scalar, in table: [UInt16]) -> Int? {
    guard scalar.value >= firstScalar, scalar.value <= lastScalar else { return nil }
    let value = table[Int(scalar.value - firstScalar)]
    return value == 0 ? nil : Int(value)
  }

  /// The table of one face: one entry per code point from `firstScalar`, 0 where SF has no glyph.
  static func table(_ face: Face) -> [UInt16] {
    switch face {
    case .textLight: textLight
    case .textRegular: textRegular
    case .textMedium: textMedium
    case .textSemibold: textSemibold
    case .textBold: textBold
    case .textHeavy: textHeavy
    case .textItalic: textItalic
    case .displayUltralight: displayUltralight
    case .displayThin: displayThin
    case .displayLight: displayLight
    case .displayRegular: displayRegular
    case .displayMedium: displayMedium
    case .displaySemibold: displaySemibold
    case .displayBold: displayBold
    case .displayHeavy: displayHeavy
    case .displayBlack: displayBlack
    case .proTextRegular: proTextRegular
    case .proDisplayUltralight: proDisplayUltralight
    case .proDisplayThin: proDisplayThin
    case .proDisplayLight: proDisplayLight
    case .proDisplayRegular: proDisplayRegular
    case .proDisplayMedium: proDisplayMedium
    case .proDisplaySemibold: proDisplaySemibold
    case .proDisplayBold: proDisplayBold
    case .proDisplayHeavy: proDisplayHeavy
    case .proDisplayBlack: proDisplayBlack
    }
  }
}
