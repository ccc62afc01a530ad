import Foundation

/// The monospaced fonts iOS ships that storyboards name (Menlo, Courier New), measured from the two
/// numbers a monospaced face is: one advance for every glyph and its line (the `hhea` ascender and
/// descender, no line gap), in 2048 units per em as the font files publish them.
///
/// Menlo (Bitstream Vera Sans Mono's design) advances 1233 units with ascender 1901 and descender
/// −483 (a line of 1.164 em); Courier New advances 1229 with 1705 and −615 (1.133 em). Bold and
/// italic faces keep their family's advance and line. Monospaced fonts have no pair kerning and,
/// unlike the system font, no size-specific tracking.
enum MonospacedFontFace: String, CaseIterable, Sendable {
  case menlo = "Menlo-Regular"
  case menloBold = "Menlo-Bold"
  case menloItalic = "Menlo-Italic"
  case menloBoldItalic = "Menlo-BoldItalic"
  case courierNew = "CourierNewPSMT"
  case courierNewBold = "CourierNewPS-BoldMT"
  case courierNewItalic = "CourierNewPS-ItalicMT"
  case courierNewBoldItalic = "CourierNewPS-BoldItalicMT"

  /// The faces' units per em.
  static let unitsPerEm: CGFloat = 2048

  /// The face for a PostScript name UIKit would accept ("Menlo-Regular"), case-insensitively.
  init?(postScriptName name: String) {
    guard let face = Self.allCases.first(where: { $0.rawValue.caseInsensitiveCompare(name) == .orderedSame })
    else { return nil }
    self = face
  }

  private var isMenlo: Bool { rawValue.hasPrefix("Menlo") }

  /// The family name UIKit reports.
  var familyName: String { isMenlo ? "Menlo" : "Courier New" }

  /// The face's weight.
  var weight: UIFont.Weight {
    switch self {
    case .menloBold, .menloBoldItalic, .courierNewBold, .courierNewBoldItalic: .bold
    default: .regular
    }
  }

  /// Whether the face is slanted.
  var isItalic: Bool {
    switch self {
    case .menloItalic, .menloBoldItalic, .courierNewItalic, .courierNewBoldItalic: true
    default: false
    }
  }

  /// Every glyph's advance, in font units.
  var advance: Int { isMenlo ? 1233 : 1229 }

  /// Vertical metrics as fractions of the point size (cap and x heights from the faces' OS/2
  /// tables: Menlo 1493 and 1120, Courier New 1170 and 866 units).
  var verticalMetrics: FontVerticalMetrics {
    let units: (ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, xHeight: CGFloat) =
      isMenlo ? (1901, -483, 1493, 1120) : (1705, -615, 1170, 866)
    return FontVerticalMetrics(
      ascender: units.ascender / Self.unitsPerEm, descender: units.descender / Self.unitsPerEm, leading: 0,
      capHeight: units.capHeight / Self.unitsPerEm, xHeight: units.xHeight / Self.unitsPerEm)
  }
}
