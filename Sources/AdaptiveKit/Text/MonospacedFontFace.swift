import Foundation

/// The monospaced fonts iOS ships that storyboards name (Menlo, Courier New, Courier), measured from
/// the two numbers a monospaced face is: one advance for every glyph and its line (the `hhea`
/// ascender and descender), in the units per em the font files publish.
///
/// Menlo (Bitstream Vera Sans Mono's design) advances 1233 units of 2048 with ascender 1901 and
/// descender −483 (a line of 1.164 em); Courier New advances 1229 with 1705 and −615 (1.133 em;
/// capsize's Courier New and Debian's metric-compatible Liberation Mono agree). Courier advances
/// 600 of 1000 in every face (Adobe's AFM widths, groff's copies; URW's Nimbus Mono PS agrees) on a
/// line of 1 em: no published line of Apple's Courier was found; Nimbus Mono PS's `hhea` ascender
/// and descender (603, −397) span exactly 1 em, as Apple's Helvetica file's do (1577 and −471 of
/// 2048), and threema's Xcode 16 one-line 17-point Courier label is stored 17 high (unconfirmed
/// beyond that frame; URW's line gap of 200, which would give 20.4, is not counted). Bold and
/// italic faces keep their family's advance and line.
/// Monospaced fonts have no pair kerning and, unlike the system font, no size-specific tracking.
enum MonospacedFontFace: String, CaseIterable, Sendable {
  case menlo = "Menlo-Regular"
  case menloBold = "Menlo-Bold"
  case menloItalic = "Menlo-Italic"
  case menloBoldItalic = "Menlo-BoldItalic"
  case courierNew = "CourierNewPSMT"
  case courierNewBold = "CourierNewPS-BoldMT"
  case courierNewItalic = "CourierNewPS-ItalicMT"
  case courierNewBoldItalic = "CourierNewPS-BoldItalicMT"
  case courier = "Courier"
  case courierBold = "Courier-Bold"
  case courierOblique = "Courier-Oblique"
  case courierBoldOblique = "Courier-BoldOblique"

  /// A family's numbers in its own units: the advance of every glyph and the `hhea` line, with the
  /// `OS/2` cap and x heights.
  struct Metrics: Sendable {
    let familyName: String
    let unitsPerEm: CGFloat
    let advance: Int
    let line: FontFileLine
  }

  /// Menlo's (OS/2 cap height 1493, x-height 1120).
  static let menloMetrics = Metrics(
    familyName: "Menlo", unitsPerEm: 2048, advance: 1233,
    line: FontFileLine(ascender: 1901, descender: -483, lineGap: 0, capHeight: 1493, xHeight: 1120))
  /// Courier New's (OS/2 cap height 1170, x-height 866).
  static let courierNewMetrics = Metrics(
    familyName: "Courier New", unitsPerEm: 2048, advance: 1229,
    line: FontFileLine(ascender: 1705, descender: -615, lineGap: 0, capHeight: 1170, xHeight: 866))
  /// Courier's: Adobe's 600 and Nimbus Mono PS's ascender and descender (cap height 559, x-height 417).
  static let courierMetrics = Metrics(
    familyName: "Courier", unitsPerEm: 1000, advance: 600,
    line: FontFileLine(ascender: 603, descender: -397, lineGap: 0, capHeight: 559, xHeight: 417))

  /// The face's family numbers.
  var metrics: Metrics {
    switch self {
    case .menlo, .menloBold, .menloItalic, .menloBoldItalic: Self.menloMetrics
    case .courierNew, .courierNewBold, .courierNewItalic, .courierNewBoldItalic: Self.courierNewMetrics
    case .courier, .courierBold, .courierOblique, .courierBoldOblique: Self.courierMetrics
    }
  }

  /// The face's units per em.
  var unitsPerEm: CGFloat { metrics.unitsPerEm }

  /// The faces by lowercased PostScript name (a dictionary: `caseInsensitiveCompare` over every
  /// face cost about 20 µs a lookup, and text measurement looks a font's face up per string).
  private static let facesByLowercasedName: [String: Self] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

  /// The face for a PostScript name UIKit would accept ("Menlo-Regular"), case-insensitively.
  init?(postScriptName name: String) {
    guard let face = Self.facesByLowercasedName[name.lowercased()] else { return nil }
    self = face
  }

  /// The family name UIKit reports.
  var familyName: String { metrics.familyName }

  /// The face's weight.
  var weight: UIFont.Weight {
    switch self {
    case .menloBold, .menloBoldItalic, .courierNewBold, .courierNewBoldItalic, .courierBold, .courierBoldOblique: .bold
    default: .regular
    }
  }

  /// Whether the face is slanted.
  var isItalic: Bool {
    switch self {
    case .menloItalic, .menloBoldItalic, .courierNewItalic, .courierNewBoldItalic, .courierOblique, .courierBoldOblique:
      true
    default: false
    }
  }

  /// Every glyph's advance, in font units.
  var advance: Int { metrics.advance }

  /// Vertical metrics as fractions of the point size (no family has a line gap).
  var verticalMetrics: FontVerticalMetrics { metrics.line.verticalMetrics(unitsPerEm: unitsPerEm) }
}
