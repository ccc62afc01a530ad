import Foundation

/// A table of a font's own advances: an SF UI face, a named face or a monospaced face.
enum OwnAdvances: Sendable {
  case system(SystemFontAdvances.Face)
  case named(NamedFontAdvances)
  case monospaced(MonospacedFontFace)

  /// The table's units per em.
  var unitsPerEm: CGFloat {
    switch self {
    case .system: SystemFontMetrics.unitsPerEm
    case .named(let face): face.unitsPerEm
    case .monospaced(let face): face.unitsPerEm
    }
  }

  /// The advance of `scalar` in font units, or nil if the table lacks it.
  func advance(of scalar: Unicode.Scalar) -> Int? {
    switch self {
    case .system(let face): SystemFontAdvances.advance(of: scalar, in: face)
    case .named(let face): face.advance(of: scalar)
    case .monospaced(let face): face.advance
    }
  }

  /// The table's own kerning between two characters, in font units, or nil where it has none
  /// (the caller falls back to Inter's pairs).
  func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Int? {
    switch self {
    case .system(let face): SystemFontKerning.adjustment(between: left, and: right, in: face)
    case .named(let face): NamedFontKerning.adjustment(between: left, and: right, in: face)
    case .monospaced: 0
    }
  }
}
