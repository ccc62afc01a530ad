import Foundation

/// Fonts iOS ships and storyboards name, measured from their own advance tables for U+0020–U+00FF
/// (this runtime does not carry the font files): Helvetica Neue's Regular, Medium, Bold, Italic,
/// Thin and Light, the faces of iOS 7's look that real storyboards name, and Avenir Next's Regular
/// and Medium.
///
/// The advances were read from public SVG exports of the fonts (provenance per face in
/// `Scripts/NamedFontAdvances/*.tsv`; each transcribed twice and compared equal) and generated into
/// `NamedFontAdvances+Data.swift` by `Scripts/generate-font-advances.py`. Vertical metrics are
/// Helvetica Neue's (descent −213, cap height 714, x-height 517 per 1000, as capsize publishes
/// them, and a line of 1.18 em with no line gap: capsize's ascent 952 and line gap 28 give 1.193,
/// where the single-line Helvetica Neue labels Interface Builder stored — Thin at 12 to 250 points,
/// Light, Italic; 27 labels in 17 files — all fit 1.18 em ceiled to a whole point, e.g. 26 at
/// 22 pt, 59 at 50, 295 at 250; unconfirmed against the font file), except Regular's line, which
/// is capsize's ascent and descent without the line gap, 1.165 em: its labels are stored 20 high
/// at 17 pt (owncloud's two cell labels; CodeHub's 2-, 4- and 5-line labels 40, 80 and 100), 21
/// at 18 (Estimote), 28 at 24 (entourage) and 131 for seven 16-point lines (CodeHub), where
/// 1.18 em gives a point more) and Avenir Next's (ascent
/// 1000, descent −366, no line gap, cap height 708, x-height 468 per 1000: the outlines' heights,
/// and a line height of 1.366 em, which the 16- to 36-point Avenir Next labels Interface Builder
/// stored in Hero's storyboards all fit; unconfirmed against the font file). Avenir Next kerns
/// with its own pairs (`NamedFontKerning`); other characters, and the other faces' kerning, come
/// from the closest Inter face.
///
/// Helvetica (Regular, Bold and their Oblique faces, whose widths are the upright ones) measures
/// with Adobe's published AFM widths in 1000 units per em (`Scripts/NamedFontAdvances/Helvetica*.tsv`,
/// from the copies Debian's groff ships) and iOS's line: UIKit reports Helvetica at 17 pt with
/// ascender 15.640 and descender −3.910 (a public `UIFont` dump; macOS reports 13.090, the file's
/// 1577 / 2048), i.e. the file's ascender 1577 and descender −471 of 2048 plus 0.15 em above:
/// a line of 1.15 em. Interface Builder stored matrix-ios-kit's 13- and 27-point Helvetica labels
/// 15 and 32 high and Estimote's and Appboy's Helvetica Bold 27 at 23 pt and 18 at 15 pt (1.15 em
/// ceiled to whole points, as for the other named faces); the system font's 1.193 gave 16 and 32.5.
enum NamedFontAdvances: String, CaseIterable, Sendable {
  case helveticaNeueThin = "HelveticaNeue-Thin"
  case helveticaNeueLight = "HelveticaNeue-Light"
  case helveticaNeue = "HelveticaNeue"
  case helveticaNeueMedium = "HelveticaNeue-Medium"
  case helveticaNeueBold = "HelveticaNeue-Bold"
  case helveticaNeueItalic = "HelveticaNeue-Italic"
  case avenirNextRegular = "AvenirNext-Regular"
  case avenirNextMedium = "AvenirNext-Medium"
  case helvetica = "Helvetica"
  case helveticaBold = "Helvetica-Bold"
  case helveticaOblique = "Helvetica-Oblique"
  case helveticaBoldOblique = "Helvetica-BoldOblique"

  /// The face's units per em, the unit of its table.
  var unitsPerEm: CGFloat { isAvenirNext || isHelvetica ? 1000 : 2048 }

  /// Whether the face is one of Avenir Next's.
  private var isAvenirNext: Bool { self == .avenirNextRegular || self == .avenirNextMedium }

  /// Whether the face is one of Helvetica's (not Helvetica Neue's).
  private var isHelvetica: Bool {
    self == .helvetica || self == .helveticaBold || self == .helveticaOblique || self == .helveticaBoldOblique
  }

  /// The face for a PostScript name UIKit would accept ("HelveticaNeue-Thin"), case-insensitively.
  init?(postScriptName name: String) {
    guard let face = Self.allCases.first(where: { $0.rawValue.caseInsensitiveCompare(name) == .orderedSame })
    else { return nil }
    self = face
  }

  /// The family name UIKit reports.
  var familyName: String { isAvenirNext ? "Avenir Next" : isHelvetica ? "Helvetica" : "Helvetica Neue" }

  /// The face's weight.
  var weight: UIFont.Weight {
    switch self {
    case .helveticaNeueThin: .thin
    case .helveticaNeueLight: .light
    case .helveticaNeue, .helveticaNeueItalic, .avenirNextRegular, .helvetica, .helveticaOblique: .regular
    case .helveticaNeueMedium, .avenirNextMedium: .medium
    case .helveticaNeueBold, .helveticaBold, .helveticaBoldOblique: .bold
    }
  }

  /// Whether the face is slanted.
  var isItalic: Bool { self == .helveticaNeueItalic || self == .helveticaOblique || self == .helveticaBoldOblique }

  /// Vertical metrics as fractions of the point size.
  var verticalMetrics: FontVerticalMetrics {
    switch self {
    case .avenirNextRegular, .avenirNextMedium:
      FontVerticalMetrics(ascender: 1, descender: -0.366, leading: 0, capHeight: 0.708, xHeight: 0.468)
    case .helveticaNeue:
      FontVerticalMetrics(ascender: 0.952, descender: -0.213, leading: 0, capHeight: 0.714, xHeight: 0.517)
    case .helvetica, .helveticaBold, .helveticaOblique, .helveticaBoldOblique:
      // iOS's ascender: the file's 1577 / 2048 and 0.15 em (see above); cap and x heights from the AFM.
      FontVerticalMetrics(
        ascender: 1577 / 2048 + Self.helveticaAscenderAllowance, descender: -471 / 2048, leading: 0,
        capHeight: 0.718, xHeight: 0.523)
    default:
      FontVerticalMetrics(ascender: 0.967, descender: -0.213, leading: 0, capHeight: 0.714, xHeight: 0.517)
    }
  }

  /// The advance of `scalar` in font units, or nil if the table lacks it.
  func advance(of scalar: Unicode.Scalar) -> Int? {
    SystemFontAdvances.entry(for: scalar, in: table)
  }

  /// The face's table: one entry per code point from U+0020, 0 where the font has no glyph.
  var table: [UInt16] {
    switch self {
    case .helveticaNeueThin: Self.helveticaNeueThinTable
    case .helveticaNeueLight: Self.helveticaNeueLightTable
    case .helveticaNeue: Self.helveticaNeueTable
    case .helveticaNeueMedium: Self.helveticaNeueMediumTable
    case .helveticaNeueBold: Self.helveticaNeueBoldTable
    case .helveticaNeueItalic: Self.helveticaNeueItalicTable
    case .avenirNextRegular: Self.avenirNextRegularTable
    case .avenirNextMedium: Self.avenirNextMediumTable
    case .helvetica, .helveticaOblique: Self.helveticaTable
    case .helveticaBold, .helveticaBoldOblique: Self.helveticaBoldTable
    }
  }

  /// What iOS adds to Helvetica's ascender, in ems: 15.640 − 13.090 at 17 pt (iOS and macOS
  /// dumps of the same face), so that its line is 1.15 em.
  static let helveticaAscenderAllowance: CGFloat = 0.15
}
