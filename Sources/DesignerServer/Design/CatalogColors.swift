import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The colour sets of the asset catalogs beside a document, which Xcode's colour menu lists with
/// the document's own named colours: every `*.xcassets` under the document's folder (its parent
/// when the document sits in a localization folder such as `Base.lproj`), as the linter finds them.
struct CatalogColors: Sendable {
  /// How many folder entries the search looks at before it stops: a served folder may be a whole
  /// repository, and the colour menu must not wait on a walk of every file in it.
  static let searchEntryLimit = 20_000

  /// The colour set names, sorted, each with the catalog that has it (the first met wins).
  let catalogs: [String: AssetCatalog]

  /// The names, sorted.
  var names: [String] { catalogs.keys.sorted() }

  /// No catalog.
  static let none = CatalogColors(catalogs: [:])

  /// The catalogs found for the document at `url`.
  @MainActor
  static func beside(documentAt url: URL) -> CatalogColors {
    let directory = IBDocument.appFolder(forDocumentAt: url)
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return .none }
    var found: [String: AssetCatalog] = [:]
    var visited = 0
    for case let entry as URL in enumerator {
      visited += 1
      if visited > searchEntryLimit { break }
      switch entry.pathExtension {
      case "xcassets":
        enumerator.skipDescendants()
        guard let catalog = try? AssetCatalog(contentsOf: entry) else { continue }
        for name in catalog.colorNames where found[name] == nil { found[name] = catalog }
      case "build", "xcodeproj", "xcworkspace", "framework", "app": enumerator.skipDescendants()
      default: continue
      }
    }
    return CatalogColors(catalogs: found)
  }

  /// The `<namedColor>` resource Xcode keeps in a document for a catalog colour it uses: the
  /// set's value for any appearance, in the set's colour space as Xcode writes it — sRGB
  /// components, or Display P3 ones (`customColorSpace="displayP3"`) for a `display-p3` set,
  /// converted back from the sRGB AdaptiveKit holds.
  @MainActor
  func resource(named name: String) -> IBXMLElement? {
    guard let catalog = catalogs[name], let color = catalog.color(named: name) else { return nil }
    let (red, green, blue, alpha) = ColorChoices.lightComponents(of: color)
    let value =
      catalog.isDisplayP3Color(named: name)
      ? ColorChoices.displayP3Element(red, green, blue, alpha) : ColorChoices.sRGBElement(red, green, blue, alpha)
    return IBXMLElement(
      name: "namedColor", attributes: [IBXMLAttribute(name: "name", value: name)], children: [.element(value)])
  }

}

extension DesignerWorkspace {
  /// The colour sets beside `entry`'s document (kept until the next rescan of the folders, so a
  /// set added while serving appears within a rescan interval).
  func catalogColors(for entry: DocumentCatalog.Entry) -> CatalogColors {
    let url = URL(fileURLWithPath: entry.realPath)
    let key = url.deletingLastPathComponent().path
    if let known = catalogColorCache[key] { return known }
    let found = CatalogColors.beside(documentAt: url)
    catalogColorCache[key] = found
    return found
  }
}
