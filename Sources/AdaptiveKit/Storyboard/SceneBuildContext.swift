import Foundation

/// Whom a scene's views are built for: an app loading the document with UIKit, or Interface
/// Builder's canvas drawing it. Passed explicitly to every builder, never held globally.
@MainActor
package enum SceneBuildContext {
  /// `UIStoryboard` or `UINib` at run time: UIKit's classes (bars, tables, scroll views, image
  /// views with their bundle's images), the app's registered custom classes, and neither
  /// placeholder intrinsic sizes nor placeholder constraints ("Remove at build time").
  case runtime(StoryboardLoad)
  /// Interface Builder's canvas, which changes the views it draws (`InterfaceBuilderCanvas`).
  case canvas(any SceneBuildCanvas)

  /// The document being loaded, at run time.
  var load: StoryboardLoad? {
    if case .runtime(let load) = self { return load }
    return nil
  }

  /// The fonts of the document's app, which its font names may name: the bundle's at run time,
  /// those found around the document's file on the canvas.
  var appFonts: AppFontCatalog {
    switch self {
    case .runtime(let load): load.appFonts
    case .canvas(let canvas): canvas.appFonts
    }
  }

  /// The canvas, on the canvas.
  var canvas: (any SceneBuildCanvas)? {
    if case .canvas(let canvas) = self { return canvas }
    return nil
  }
}
