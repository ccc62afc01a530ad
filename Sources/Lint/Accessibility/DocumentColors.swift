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
    color?.uiColor(resources: resources) { name in catalogs.lazy.compactMap { $0.color(named: name) }.first }
  }
}
