import Foundation

/// The font families iOS ships (after Apple's published list of fonts included with iOS; written
/// from that list, not exhaustive for every script), by the start of
/// their faces' PostScript names, lowercased without spaces or hyphens. Only used to tell a font
/// iOS has from one only the app can bring; the faces this runtime measures are elsewhere
/// (`NamedFontAdvances`, `MonospacedFontFace`), and the rest fall back to the system font, on their
/// own line where it is published (`PublishedFontLines`).
enum IOSFontFamilies {
  static let postScriptPrefixes: [String] = [
    "academyengravedlet", "alnile", "americantypewriter", "applecoloremoji", "applesdgothicneo", "applesymbols",
    "arialhebrew", "arialmt", "arialroundedmt", "arial", "avenirnextcondensed", "avenirnext", "avenir",
    "banglasangammn", "baskerville", "bodonisvtytwo", "bodoniornaments", "bradleyhand", "chalkboardse",
    "chalkduster", "charter", "cochin", "copperplate", "couriernewps", "courier", "damascus",
    "devanagarisangammn", "didot", "dinalternate", "dincondensed", "euphemiaucas", "farah", "futura", "galvji",
    "geezapro", "georgia", "gillsans", "granthasangammn", "gujaratisangammn", "gurmukhimn", "helveticaneue",
    "helvetica", "hiraginosans", "hiramarupron", "hiraminpron", "hoeflertext", "kailasa", "kefa",
    "khmersangammn", "kohinoorbangla", "kohinoordevanagari", "kohinoorgujarati", "kohinoortelugu",
    "laosangammn", "malayalamsangammn", "markerfelt", "menlo", "mishafi", "muktamahee", "myanmarsangammn",
    "noteworthy", "notonastaliqurdu", "notosanskannada", "notosansmyanmar", "notosansoriya", "optima",
    "oriyasangammn", "palatino", "papyrus", "partylet", "pingfanghk", "pingfangsc", "pingfangtc", "rockwell",
    "savoyelet", "sinhalasangammn", "snellroundhand", "stheiti", "symbol", "tamilsangammn", "telugusangammn",
    "thonburi", "timesnewromanps", "trebuchet", "verdana", "zapfdingbats", "zapfino",
  ]

  /// Whether a PostScript or family name is one of iOS's fonts.
  static func contains(_ name: String) -> Bool {
    let key = name.lowercased().filter { $0 != "-" && $0 != " " }
    return postScriptPrefixes.contains { key.hasPrefix($0) }
  }
}

extension UIFont {
  /// Whether a font name UIKit would create exists for a document: a system font name, a font
  /// iOS ships, one of the app's files (`appFonts`) or a font the process registered.
  package static func isAvailable(named name: String, appFonts: AppFontCatalog) -> Bool {
    FontNameResolver.isSystemFontName(name) || NamedFontAdvances(postScriptName: name) != nil
      || MonospacedFontFace(postScriptName: name) != nil || IOSFontFamilies.contains(name)
      || appFonts.hasFont(named: name) || RegisteredFonts.process.face(named: name) != nil
  }
}
