import Foundation

/// The Inter font files shipped in the package's `Resources/Fonts` folder. Each weight also
/// comes in Inter's Display optical size (`InterDisplay-…`), which stands in for SF Display.
enum BundledTypeface: String, CaseIterable, Sendable {
  case thin = "Inter-Thin"
  case extraLight = "Inter-ExtraLight"
  case light = "Inter-Light"
  case regular = "Inter-Regular"
  case medium = "Inter-Medium"
  case semiBold = "Inter-SemiBold"
  case bold = "Inter-Bold"
  case extraBold = "Inter-ExtraBold"
  case black = "Inter-Black"
  case italic = "Inter-Italic"

  /// The base name of the same face in Inter's Display optical size ("InterDisplay-Bold").
  var displayFileName: String { "InterDisplay-" + rawValue.dropFirst("Inter-".count) }

  /// The UIKit weight this file stands in for (Inter's 100 Thin plays SF's Ultralight, and so on).
  var weight: UIFont.Weight {
    switch self {
    case .thin: .ultraLight
    case .extraLight: .thin
    case .light: .light
    case .regular, .italic: .regular
    case .medium: .medium
    case .semiBold: .semibold
    case .bold: .bold
    case .extraBold: .heavy
    case .black: .black
    }
  }

  /// The upright file whose weight is closest to `weight`, or the italic file for regular-ish
  /// italic text (Inter's only italic is Regular; heavier italics use the upright widths).
  static func closest(to weight: UIFont.Weight, italic: Bool) -> BundledTypeface {
    if italic, weight.rawValue > -0.2, weight.rawValue < 0.115 { return .italic }
    let uprights = allCases.filter { $0 != .italic }
    return uprights.min { abs($0.weight.rawValue - weight.rawValue) < abs($1.weight.rawValue - weight.rawValue) }
      ?? .regular
  }
}

/// Finds and loads the bundled fonts; each file is parsed at most once, on first use.
enum BundledFonts {
  /// The resource folder that holds the font files (copied whole into the bundle).
  static let directory = "Fonts"

  /// The URL of a bundled font file by its base name ("Inter-Regular"); the one place that
  /// touches `Bundle.module`.
  static func url(named name: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: "otf", subdirectory: directory)
  }

  /// Reads and parses a bundled font file.
  static func load(named name: String) throws -> OpenTypeFont {
    guard let url = url(named: name) else { throw FontFileError.resourceNotFound(name) }
    return try OpenTypeFont(data: Data(contentsOf: url))
  }

  /// The parsed font for a typeface, or nil if the file is missing or unreadable.
  static func font(_ typeface: BundledTypeface) -> OpenTypeFont? {
    switch typeface {
    case .thin: Cache.thin
    case .extraLight: Cache.extraLight
    case .light: Cache.light
    case .regular: Cache.regular
    case .medium: Cache.medium
    case .semiBold: Cache.semiBold
    case .bold: Cache.bold
    case .extraBold: Cache.extraBold
    case .black: Cache.black
    case .italic: Cache.italic
    }
  }

  /// The parsed Display optical size of a typeface, or nil if the file is missing or unreadable.
  static func displayFont(_ typeface: BundledTypeface) -> OpenTypeFont? {
    switch typeface {
    case .thin: DisplayCache.thin
    case .extraLight: DisplayCache.extraLight
    case .light: DisplayCache.light
    case .regular: DisplayCache.regular
    case .medium: DisplayCache.medium
    case .semiBold: DisplayCache.semiBold
    case .bold: DisplayCache.bold
    case .extraBold: DisplayCache.extraBold
    case .black: DisplayCache.black
    case .italic: DisplayCache.italic
    }
  }

  /// Lazily initialised, thread-safe (Swift `static let`) parsed fonts.
  private enum Cache {
    static let thin = try? load(named: BundledTypeface.thin.rawValue)
    static let extraLight = try? load(named: BundledTypeface.extraLight.rawValue)
    static let light = try? load(named: BundledTypeface.light.rawValue)
    static let regular = try? load(named: BundledTypeface.regular.rawValue)
    static let medium = try? load(named: BundledTypeface.medium.rawValue)
    static let semiBold = try? load(named: BundledTypeface.semiBold.rawValue)
    static let bold = try? load(named: BundledTypeface.bold.rawValue)
    static let extraBold = try? load(named: BundledTypeface.extraBold.rawValue)
    static let black = try? load(named: BundledTypeface.black.rawValue)
    static let italic = try? load(named: BundledTypeface.italic.rawValue)
  }

  /// The Display optical sizes, parsed on first use like `Cache`.
  private enum DisplayCache {
    static let thin = try? load(named: BundledTypeface.thin.displayFileName)
    static let extraLight = try? load(named: BundledTypeface.extraLight.displayFileName)
    static let light = try? load(named: BundledTypeface.light.displayFileName)
    static let regular = try? load(named: BundledTypeface.regular.displayFileName)
    static let medium = try? load(named: BundledTypeface.medium.displayFileName)
    static let semiBold = try? load(named: BundledTypeface.semiBold.displayFileName)
    static let bold = try? load(named: BundledTypeface.bold.displayFileName)
    static let extraBold = try? load(named: BundledTypeface.extraBold.displayFileName)
    static let black = try? load(named: BundledTypeface.black.displayFileName)
    static let italic = try? load(named: BundledTypeface.italic.displayFileName)
  }
}
