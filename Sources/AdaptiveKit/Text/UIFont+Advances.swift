import Foundation

extension UIFont {
  /// The parsed font file behind this font, if it could be loaded.
  /// (The system font at display sizes measures with Inter's Display optical size, as UIKit
  /// switches SF to its Display cut from 20 points.)
  var fontFile: OpenTypeFont? {
    if let appFont { return appFont.font }
    if usesDisplayOpticalSize { return BundledFonts.displayFont(typeface) ?? BundledFonts.font(typeface) }
    return BundledFonts.font(typeface)
  }

  /// The SF face whose advance table measures this font: the system font at a weight (and slant)
  /// the tables cover, in the optical size its point size selects.
  var systemFontFace: SystemFontAdvances.Face? {
    guard isSystemFont else { return nil }
    return SystemFontAdvances.face(weight: weight, display: usesDisplayOpticalSize, italic: isItalic, revision: measuringRevision)
  }

  /// The table of the font's own advances, if it has one: an SF face for the system font, or a
  /// named face such as Helvetica Neue Thin, or a monospaced face such as Menlo.
  var ownAdvances: OwnAdvances? {
    guard appFont == nil else { return nil }
    if let face = systemFontFace { return .system(face) }
    if !isSystemFont, let face = NamedFontAdvances(postScriptName: fontName) { return .named(face) }
    if !isSystemFont, let face = MonospacedFontFace.measuring(fontNamed: fontName) { return .monospaced(face) }
    return nil
  }

  /// Whether the font measures with a named face's own advances (Helvetica Neue, Avenir Next),
  /// whose heights Interface Builder's canvas stores in whole points.
  package var hasNamedFaceAdvances: Bool {
    if case .named = ownAdvances { return true }
    return false
  }

  /// Whether this is the system font at a size UIKit sets in SF's Display optical size.
  var usesDisplayOpticalSize: Bool { isSystemFont && pointSize >= SystemFontMetrics.displayThreshold }

  /// Points per font unit.
  func pointsPerUnit(_ font: OpenTypeFont) -> CGFloat {
    pointSize / CGFloat(font.unitsPerEm)
  }

  /// Extra space after each character (the system font's size-specific tracking), in points.
  var trackingPerCharacter: CGFloat {
    isSystemFont ? SystemFontMetrics.tracking(pointSize: pointSize, revision: measuringRevision) : 0
  }

  /// The advance of each character, in points: glyph advance, kerning against the previous
  /// character, and tracking. The system font takes SF's own advances where its table has the
  /// character (`SystemFontAdvances`), a named face its own (`NamedFontAdvances`), and Inter's
  /// elsewhere; kerning is SF UI Text Regular's and Avenir Next's own (`SystemFontKerning`,
  /// `NamedFontKerning`), Inter's otherwise.
  /// Characters the font lacks get a default width (1 em for wide East Asian characters and
  /// emoji, the font's average width otherwise).
  func advances(of characters: [Character]) -> [CGFloat] {
    let tracking = trackingPerCharacter
    guard let font = fontFile else {
      return characters.map { fallbackAdvance(for: $0, averageWidth: 0.55 * pointSize) + tracking }
    }
    let scale = pointsPerUnit(font)
    let average = CGFloat(font.os2?.averageCharWidth ?? font.unitsPerEm / 2) * scale
    let own = ownAdvances
    let ownScale = pointSize / (own?.unitsPerEm ?? 1)
    let digitWidth =
      own.flatMap { $0.advance(of: "0").map { CGFloat($0) * ownScale } }
      ?? font.glyph(for: "0").map { CGFloat(font.advance(ofGlyph: $0)) * scale }
    var result: [CGFloat] = []
    result.reserveCapacity(characters.count)
    var previous: UInt16?
    // The characters either side of a pair, for SF's own kerning (keyed by code point).
    var previousScalar: Unicode.Scalar?
    for character in characters {
      if Self.isEmoji(character) {
        result.append(pointSize + tracking)
        previous = nil
        previousScalar = nil
        continue
      }
      var width: CGFloat = 0
      var last: UInt16?
      var lastScalar: Unicode.Scalar?
      var isFirst = true
      for scalar in character.unicodeScalars {
        defer { isFirst = false }
        if Self.isZeroWidth(scalar) { continue }
        let ownAdvance = own?.advance(of: scalar)
        guard let glyph = font.glyph(for: scalar) else {
          width += ownAdvance.map { CGFloat($0) * ownScale }
            ?? fallbackAdvance(for: Character(scalar), averageWidth: average)
          last = nil
          lastScalar = nil
          continue
        }
        if usesMonospacedDigits, let digitWidth, ("0"..."9").contains(scalar) {
          width += digitWidth
        } else if let ownAdvance {
          width += CGFloat(ownAdvance) * ownScale
        } else {
          width += CGFloat(font.advance(ofGlyph: glyph)) * scale
        }
        if isFirst, let previous {
          if let previousScalar, let kerning = own?.kerning(between: previousScalar, and: scalar) {
            width += CGFloat(kerning) * ownScale
          } else {
            width += CGFloat(font.kerning.adjustment(between: previous, and: glyph)) * scale
          }
        }
        last = glyph
        lastScalar = scalar
      }
      result.append(width + tracking)
      previous = last
      previousScalar = lastScalar
    }
    return result
  }

  /// The width of a string on one line, in points (no wrapping, newlines ignored).
  func width(of text: String) -> CGFloat {
    advances(of: Array(text)).reduce(0, +)
  }

  /// The default width of a character the font has no glyph for.
  private func fallbackAdvance(for character: Character, averageWidth: CGFloat) -> CGFloat {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if Self.isZeroWidth(scalar) { return 0 }
    return Self.isWide(scalar) || Self.isEmoji(character) ? pointSize : averageWidth
  }

  /// Combining marks, format and control characters, which take no space.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: true
    default: false
    }
  }

  /// East Asian wide and full-width characters (CJK, kana, Hangul, full-width forms).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }

  /// Characters drawn as emoji (emoji presentation, or an emoji base with modifiers/selectors).
  static func isEmoji(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    return first.properties.isEmoji && character.unicodeScalars.count > 1
      && character.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x200D || $0.value == 0x20E3 }
  }
}
