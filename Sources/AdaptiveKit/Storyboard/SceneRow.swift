import Foundation
import InterfaceBuilder

/// One cell (or header, footer or table header view) the canvas draws in a table or collection
/// view, and where: the builder places it with constraints so rows that size themselves move the
/// rows below.
package struct SceneRow {
  /// The document's cell.
  package var cell: IBView
  /// The cell's frame in its table or collection view.
  package var frame: CGRect
  /// The content view's frame in the cell.
  package var contentFrame: CGRect?
  /// How far the row is inset from each side of the table (inset-grouped sections).
  package var sideInset: CGFloat
  /// Whether the row takes the height its content view's constraints give it (`frame` holds the
  /// height drawn when they give none).
  package var isSelfSizing: Bool
  /// The row's place among the table's sections (nil for a table header or footer view, and
  /// in collection views): the builder makes the table's cell at that index path.
  package var indexPath: IndexPath?

  package init(
    cell: IBView, frame: CGRect, contentFrame: CGRect? = nil, sideInset: CGFloat = 0, isSelfSizing: Bool = false,
    indexPath: IndexPath? = nil
  ) {
    self.cell = cell
    self.frame = frame
    self.contentFrame = contentFrame
    self.sideInset = sideInset
    self.isSelfSizing = isSelfSizing
    self.indexPath = indexPath
  }
}
