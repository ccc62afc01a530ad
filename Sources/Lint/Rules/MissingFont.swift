import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Fonts named in the file that iOS does not ship and that no font file of the app provides
/// (searched for around the document, listed in its Info.plist's `UIAppFonts`, or in the font
/// folders given with `--fonts` or `.adaptive.yml`'s `fonts:`); at run time
/// `UIFont(name:size:)` returns nil and the text falls back to the system font.
public struct MissingFont: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "resource.missing-font", defaultSeverity: .warning,
    summary: "A font is named that iOS does not ship and no font file of the app has.")

  /// Creates the rule.
  public init() {}

  /// One finding per use of a font found nowhere.
  public func check(_ input: LintInput) -> [Diagnostic] {
    let fonts = input.url.map { AppFontCatalog.near(documentAt: $0, fontFolders: input.document.fontFolders) } ?? .empty
    var available: [String: Bool] = [:]
    return ResourceReferences.fonts(in: input.document).compactMap { use in
      let isAvailable = available[use.name] ?? UIFont.isAvailable(named: use.name, appFonts: fonts)
      available[use.name] = isAvailable
      guard !isAvailable else { return nil }
      return finding(
        input, at: use.element.location, objectID: use.objectID,
        "font '\(use.name)' is not one iOS ships, and no font file beside the document, listed in UIAppFonts or in the font folders given has that PostScript name; the system font is used instead",
        fixHint: "Add the font file to the app and list it under UIAppFonts in its Info.plist (or name its folder with --fonts), or choose a font iOS ships.")
    }
  }
}
