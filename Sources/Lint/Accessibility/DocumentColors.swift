import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The document's colours as UIKit resolves them: system and semantic colours through UIKit's
/// dynamic palettes, asset-catalog colours through the catalogs beside the document (with their
/// dark and high-contrast appearances), components as written; the document's inline fallback
/// components only where neither is known.
@MainActor
struct DocumentColors {
  let resources: IBResources
  let catalogs: [AssetCatalog]

  init(document: IBDocument, url: URL?) {
    resources = document.resources
    catalogs = url.map { AssetCatalogIndex.index(besideDocumentAt: $0).catalogs } ?? []
  }

  /// The colour `color` describes, as a (possibly dynamic) `UIColor`; nil for `<nil>` and for
  /// colours that cannot be resolved.
  func uiColor(_ color: IBColor?) -> UIColor? {
    guard let color else { return nil }
    switch color.value {
    case .none: return nil
    case .white(let white, let alpha): return UIColor(white: white, alpha: alpha)
    case .rgb(let red, let green, let blue, let alpha):
      let converted = color.sRGB(red: red, green: green, blue: blue)
      return UIColor(red: converted.red, green: converted.green, blue: converted.blue, alpha: alpha)
    case .system(let name):
      if let known = UIColor.systemColor(named: name) ?? color.cocoaTouchFallback.flatMap(UIColor.systemColor(named:)) {
        return known
      }
    case .cocoaTouchSystem(let name):
      if let known = UIColor.systemColor(named: name) { return known }
    case .named(let name):
      if let known = catalogs.lazy.compactMap({ $0.color(named: name) }).first { return known }
    }
    return color.rgba(resources: resources).map { UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
  }
}
