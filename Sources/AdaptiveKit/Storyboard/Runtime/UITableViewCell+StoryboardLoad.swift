import Foundation

extension UITableViewCell {
  /// The view the storyboard load that built this cell (a static cell, or one a table dequeued
  /// from a prototype) made for the document view `id`: the cell itself or one of its views; nil
  /// for a cell made in code or an id not in its document cell.
  package func storyboardCellView(withDocumentID id: String) -> UIView? {
    (storyboardLayout as? StoryboardSceneBuilder)?.view(withID: id)
  }
}
