import Foundation
import InterfaceBuilder

/// What Interface Builder's canvas changes in the views a `StoryboardSceneBuilder` builds: the
/// views it draws in place of UIKit's classes, their placeholder sizes, and the rows it draws in
/// tables and collection views. `InterfaceBuilderCanvas` implements it; `UIStoryboard` and `UINib`
/// never pass one, so what they build depends on the simulator's release alone.
@MainActor
package protocol SceneBuildCanvas: AnyObject {
  /// The fonts of the document's app, found around its file (`AppFontCatalog.near(documentAt:)`).
  var appFonts: AppFontCatalog { get }

  /// The view the canvas draws for `source` in place of UIKit's class, unconfigured (the builder
  /// then sets what the document gives UIKit's class); nil where the canvas draws UIKit's class.
  func makeView(for source: IBView, resources: IBResources) -> UIView?

  /// Applies what the canvas changes in `view` once the builder has configured it from `source`
  /// (Interface Builder's placeholder intrinsic sizes).
  func configure(_ view: UIView, from source: IBView)

  /// The height of the status and top bars above `controller`'s root view on the canvas, by which
  /// the rows of a root table are drawn down (0 without a controller).
  func barInset(of controller: IBViewController?) -> CGFloat

  /// The rows the canvas draws in the table or collection view `container` (built as `view`),
  /// `barInset` below the top where the bars adjust it; UIKit's own classes fill theirs at run time.
  /// The builder places each row there; a `UITableView` shows the cells with an index path as its
  /// rows (`visibleCells`), and tiles none of its own.
  func rows(of container: IBView, in view: UIView, barInset: CGFloat) -> [SceneRow]

  /// The frame of a cell's content view the document does not store; nil for other views.
  func frame(ofUnframedContentViewIn cell: IBView) -> CGRect?

  /// The layout margins of a table cell's content view drawn as a plain view, when the document
  /// sets none (`screenWidth` is the canvas device's); nil to keep UIView's.
  func contentMargins(screenWidth: CGFloat, hasAccessory: Bool, isInRootTable: Bool) -> UIEdgeInsets?
}
