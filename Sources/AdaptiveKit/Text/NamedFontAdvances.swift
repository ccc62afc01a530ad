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
///
/// Arial and Times New Roman (each face) measure with the advances of Liberation Sans and Liberation
/// Serif (Debian's fonts-liberation2), metric-compatible with them by design, and their files' own
/// line: capsize's published metrics of the faces macOS ships (Arial ascent 1854, descent −434,
/// line gap 67; Times New Roman 1825, −443, 87, of 2048), which Liberation's `hhea` repeats; no iOS
/// `UIFont` dump was found, so iOS's line is taken to be the file's (unconfirmed). Palatino
/// measures with Adobe's AFM widths (groff's copies, as Helvetica; URW's metric-compatible P052
/// agrees on all but µ) and, lacking any published line of Apple's file, P052's `hhea` (726, −274,
/// line gap 200 of 1000: unconfirmed). The tables are written by `Scripts/extract-font-advances.py`.
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
  case arial = "ArialMT"
  case arialBold = "Arial-BoldMT"
  case arialItalic = "Arial-ItalicMT"
  case arialBoldItalic = "Arial-BoldItalicMT"
  case timesNewRoman = "TimesNewRomanPSMT"
  case timesNewRomanBold = "TimesNewRomanPS-BoldMT"
  case timesNewRomanItalic = "TimesNewRomanPS-ItalicMT"
  case timesNewRomanBoldItalic = "TimesNewRomanPS-BoldItalicMT"
  case palatino = "Palatino-Roman"
  case palatinoBold = "Palatino-Bold"
  case palatinoItalic = "Palatino-Italic"
  case palatinoBoldItalic = "Palatino-BoldItalic"

  /// The families of the faces, which share a name, units per em and (but Helvetica Neue Regular) a line.
  enum Family: String, Sendable {
    case helveticaNeue = "Helvetica Neue"
    case avenirNext = "Avenir Next"
    case helvetica = "Helvetica"
    case arial = "Arial"
    case timesNewRoman = "Times New Roman"
    case palatino = "Palatino"

    /// The units per em of the family's tables (the AFM's 1000 or the TrueType file's 2048).
    var unitsPerEm: CGFloat {
      switch self {
      case .avenirNext, .helvetica, .palatino: 1000
      case .helveticaNeue, .arial, .timesNewRoman: 2048
      }
    }
  }

  /// The face's family.
  var family: Family {
    switch self {
    case .helveticaNeueThin, .helveticaNeueLight, .helveticaNeue, .helveticaNeueMedium, .helveticaNeueBold,
      .helveticaNeueItalic:
      .helveticaNeue
    case .avenirNextRegular, .avenirNextMedium: .avenirNext
    case .helvetica, .helveticaBold, .helveticaOblique, .helveticaBoldOblique: .helvetica
    case .arial, .arialBold, .arialItalic, .arialBoldItalic: .arial
    case .timesNewRoman, .timesNewRomanBold, .timesNewRomanItalic, .timesNewRomanBoldItalic: .timesNewRoman
    case .palatino, .palatinoBold, .palatinoItalic, .palatinoBoldItalic: .palatino
    }
  }

  /// The face's units per em, the unit of its table.
  var unitsPerEm: CGFloat { family.unitsPerEm }

  /// The faces by lowercased PostScript name (a dictionary: `caseInsensitiveCompare` over every
  /// face cost about 20 µs a lookup, and text measurement looks a font's face up per string).
  private static let facesByLowercasedName: [String: Self] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

  /// The face for a PostScript name UIKit would accept ("HelveticaNeue-Thin"), case-insensitively.
  init?(postScriptName name: String) {
    guard let face = Self.facesByLowercasedName[name.lowercased()] else { return nil }
    self = face
  }

  /// The family name UIKit reports.
  var familyName: String { family.rawValue }

  /// The face's weight.
  var weight: UIFont.Weight {
    switch self {
    case .helveticaNeueThin: .thin
    case .helveticaNeueLight: .light
    case .helveticaNeue, .helveticaNeueItalic, .avenirNextRegular, .helvetica, .helveticaOblique, .arial, .arialItalic,
      .timesNewRoman, .timesNewRomanItalic, .palatino, .palatinoItalic:
      .regular
    case .helveticaNeueMedium, .avenirNextMedium: .medium
    case .helveticaNeueBold, .helveticaBold, .helveticaBoldOblique, .arialBold, .arialBoldItalic, .timesNewRomanBold,
      .timesNewRomanBoldItalic, .palatinoBold, .palatinoBoldItalic:
      .bold
    }
  }

  /// Whether the face is slanted.
  var isItalic: Bool {
    switch self {
    case .helveticaNeueItalic, .helveticaOblique, .helveticaBoldOblique, .arialItalic, .arialBoldItalic,
      .timesNewRomanItalic, .timesNewRomanBoldItalic, .palatinoItalic, .palatinoBoldItalic:
      true
    default: false
    }
  }

  /// Vertical metrics as fractions of the point size.
  var verticalMetrics: FontVerticalMetrics {
    switch family {
    case .avenirNext:
      FontVerticalMetrics(ascender: 1, descender: -0.366, leading: 0, capHeight: 0.708, xHeight: 0.468)
    case .helveticaNeue where self == .helveticaNeue:
      FontVerticalMetrics(ascender: 0.952, descender: -0.213, leading: 0, capHeight: 0.714, xHeight: 0.517)
    case .helveticaNeue:
      FontVerticalMetrics(ascender: 0.967, descender: -0.213, leading: 0, capHeight: 0.714, xHeight: 0.517)
    case .helvetica:
      // iOS's ascender: the file's 1577 / 2048 and 0.15 em (see above); cap and x heights from the AFM.
      FontVerticalMetrics(
        ascender: 1577 / 2048 + Self.helveticaAscenderAllowance, descender: -471 / 2048, leading: 0,
        capHeight: 0.718, xHeight: 0.523)
    case .arial: Self.arialLine.verticalMetrics(unitsPerEm: unitsPerEm)
    case .timesNewRoman: Self.timesNewRomanLine.verticalMetrics(unitsPerEm: unitsPerEm)
    case .palatino: Self.palatinoLine.verticalMetrics(unitsPerEm: unitsPerEm)
    }
  }

  // The lines of the families measured with their font file's own `hhea` ascender, descender and
  // line gap, and `OS/2` cap and x heights, in font units (sources above; unconfirmed on iOS).

  /// capsize's Arial (ArialMT): ascent 1854, descent −434, line gap 67, cap 1467, x 1062 of 2048.
  static let arialLine = FontFileLine(ascender: 1854, descender: -434, lineGap: 67, capHeight: 1467, xHeight: 1062)
  /// capsize's Times New Roman (TimesNewRomanPSMT): 1825, −443, 87, cap 1356, x 916 of 2048.
  static let timesNewRomanLine = FontFileLine(
    ascender: 1825, descender: -443, lineGap: 87, capHeight: 1356, xHeight: 916)
  /// URW's P052-Roman (fonts-urw-base35 20200910): 726, −274, 200, cap 689, x 449 of 1000.
  static let palatinoLine = FontFileLine(ascender: 726, descender: -274, lineGap: 200, capHeight: 689, xHeight: 449)

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
    case .arial: Self.arialTable
    case .arialBold: Self.arialBoldTable
    case .arialItalic: Self.arialItalicTable
    case .arialBoldItalic: Self.arialBoldItalicTable
    case .timesNewRoman: Self.timesNewRomanTable
    case .timesNewRomanBold: Self.timesNewRomanBoldTable
    case .timesNewRomanItalic: Self.timesNewRomanItalicTable
    case .timesNewRomanBoldItalic: Self.timesNewRomanBoldItalicTable
    case .palatino: Self.palatinoTable
    case .palatinoBold: Self.palatinoBoldTable
    case .palatinoItalic: Self.palatinoItalicTable
    case .palatinoBoldItalic: Self.palatinoBoldItalicTable
    }
  }

  /// What iOS adds to Helvetica's ascender, in ems: 15.640 − 13.090 at 17 pt (iOS and macOS
  /// dumps of the same face), so that its line is 1.15 em.
  static let helveticaAscenderAllowance: CGFloat = 0.15
}

/// A font file's line in its own units: `hhea` ascender, descender (negative) and line gap, `OS/2`
/// cap and x heights. UIKit reports the line gap as `leading`, part of `lineHeight`.
struct FontFileLine: Sendable {
  let ascender: CGFloat
  let descender: CGFloat
  let lineGap: CGFloat
  let capHeight: CGFloat
  let xHeight: CGFloat

  /// The line as fractions of the point size.
  func verticalMetrics(unitsPerEm: CGFloat) -> FontVerticalMetrics {
    FontVerticalMetrics(
      ascender: ascender / unitsPerEm, descender: descender / unitsPerEm, leading: lineGap / unitsPerEm,
      capHeight: capHeight / unitsPerEm, xHeight: xHeight / unitsPerEm)
  }
}
