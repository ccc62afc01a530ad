import Foundation

/// Reads weight and slant from font names such as "HelveticaNeue-Thin" or "Avenir-HeavyOblique",
/// so fonts this runtime does not ship can fall back to the system font of the closest weight.
enum FontNameResolver {
  /// Weight words, most specific first (so "SemiBold" is not read as "Bold").
  static let weightWords: [(word: String, weight: UIFont.Weight)] = [
    ("hairline", .ultraLight), ("ultralight", .ultraLight), ("extralight", .ultraLight),
    ("ultrathin", .ultraLight), ("thin", .thin), ("light", .light), ("book", .regular),
    ("regular", .regular), ("roman", .regular), ("normal", .regular), ("medium", .medium),
    ("semibold", .semibold), ("demibold", .semibold), ("demi", .semibold),
    ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black),
    ("ultra", .black), ("bold", .bold),
  ]

  /// The style part of a font name: after the last "-" if any, else the whole name, lowercased.
  static func styleComponent(of name: String) -> String {
    let style = name.split(separator: "-").last.map(String.init) ?? name
    return (style.isEmpty ? name : style).lowercased()
  }

  /// The weight a font name implies ("HelveticaNeue-Thin" → thin); regular when none is named.
  static func weight(fromName name: String) -> UIFont.Weight {
    let style = styleComponent(of: name)
    for entry in weightWords where style.contains(entry.word) { return entry.weight }
    return .regular
  }

  /// Whether a font name implies a slanted style ("Italic" or "Oblique").
  static func isItalic(name: String) -> Bool {
    let style = styleComponent(of: name)
    return style.contains("italic") || style.contains("oblique")
  }

  /// Whether `name` is one of the names UIKit reports for the system font.
  static func isSystemFontName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasPrefix(".sfui") || lower.hasPrefix(".sfns") || lower.hasPrefix(".applesystemuifont")
      || lower.hasPrefix("sfui") || lower.hasPrefix("sfpro") || lower == "system font"
      || lower.hasPrefix("system font ")
  }
}
