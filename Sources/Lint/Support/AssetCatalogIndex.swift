import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The image, symbol and colour names that asset catalogs and loose image files beside a document
/// provide: every `*.xcassets` folder (and image file) under the document's folder, and under the
/// parent folder when the document sits in a localization folder (`Base.lproj`).
@MainActor
final class AssetCatalogIndex {
  /// `name.imageset`, `name.symbolset` and loose `name.png`/`name@2x.png`/`.jpg`/`.pdf` files.
  private(set) var imageNames: Set<String> = []
  /// `name.colorset`.
  private(set) var colorNames: Set<String> = []
  /// The `*.xcassets` folders found, in the order met.
  private(set) var catalogURLs: [URL] = []
  /// The catalogs read (on first use), for colours resolved per trait collection.
  private(set) lazy var catalogs: [AssetCatalog] = catalogURLs.compactMap { try? AssetCatalog(contentsOf: $0) }

  private static var cache: [String: AssetCatalogIndex] = [:]
  private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic"]

  /// The index for a document at `url` (shared by every document of the folder).
  static func index(besideDocumentAt url: URL) -> AssetCatalogIndex {
    let directory = IBDocument.appFolder(forDocumentAt: url)
    if let cached = cache[directory.path] { return cached }
    let index = AssetCatalogIndex(directory: directory)
    cache[directory.path] = index
    return index
  }

  private init(directory: URL) {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return }
    for case let file as URL in enumerator {
      let name = file.deletingPathExtension().lastPathComponent
      switch file.pathExtension {
      case "imageset", "symbolset":
        imageNames.insert(name)
        // Catalogs may group assets in namespaced folders; both spellings are looked up.
        imageNames.insert(namespaced(file, name))
      case "colorset":
        colorNames.insert(name)
        colorNames.insert(namespaced(file, name))
      case "xcassets": catalogURLs.append(file)
      case "build", "git": enumerator.skipDescendants()
      case let ext where Self.imageExtensions.contains(ext.lowercased()):
        imageNames.insert(name)
        imageNames.insert(String(name.split(separator: "@").first ?? Substring(name)))
        imageNames.insert(file.lastPathComponent)
      default:
        continue
      }
    }
  }

  /// `Folder/name` for an asset in a folder with "Provides Namespace" (any enclosing plain folder
  /// inside the catalog counts; a false positive only makes a name resolve).
  private func namespaced(_ file: URL, _ name: String) -> String {
    let parent = file.deletingLastPathComponent()
    guard parent.pathExtension.isEmpty else { return name }
    return "\(parent.lastPathComponent)/\(name)"
  }
}
