import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// Collection views: the `UICollectionView` UIKit builds from the document, showing each
/// prototype cell once (`SceneHost.hostPrototypes`), drawn from its objects: every cell and
/// section header and footer view at the frame its flow layout gave it, less the content offset
/// (`.automatic` content inset adjustment: the bars over a root collection view push its items
/// down at run time, unlike on Interface Builder's canvas). Each cell's views are drawn as the
/// rest of the scene's (`ViewDrawing`), with the document ids they came from: where the app's
/// controller built the collection, with the properties of the cell, header or footer the app's
/// `UICollectionView` dequeues from the same prototype (`AppPrototypeCells`); the canvas's
/// collection gives only the frames.
@MainActor
enum CollectionDrawing {
  /// Draws the content of `view`, the scene's collection view built from `source`, in `bounds`.
  static func drawCollection(_ source: IBView, view: UIView, in bounds: CGRect, context: DrawingContext) {
    guard bounds.width > 0, bounds.height > 0,
      let hosted = context.hostPrototypes(
        of: source, size: bounds.size, safeArea: view.safeAreaInsets,
        sizeClasses: SizeClassPair(
          horizontal: view.traitCollection.horizontalSizeClass, vertical: view.traitCollection.verticalSizeClass),
        inBarController: context.drawsBarControllerContent && view.next is UIViewController)
    else { return }
    let collection = hosted.collectionView
    let clip = context.uniqueID("clip")
    context.writer.open("clipPath", [("id", clip)])
    context.writer.rect(bounds, fill: "#000")
    context.writer.close("clipPath")
    context.writer.open("g", [("clip-path", "url(#\(clip))")])
    defer { context.writer.close("g") }
    let scrolled = CGPoint(x: -collection.bounds.minX, y: -collection.bounds.minY)
    for shown in collection.subviews where !shown.isHidden {
      if let layout = hosted.content.layout(of: shown) {
        ViewDrawing.draw(layout, at: scrolled, in: context)
      } else {
        LiveViewDrawing(context: context)
          .draw(shown, at: CGPoint(x: shown.frame.minX + scrolled.x, y: shown.frame.minY + scrolled.y))
      }
    }
  }
}
