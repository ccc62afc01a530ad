import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// Gives a runtime table view or cell the document's table attributes, as UIKit's decoding
  /// does: a table's row height and estimate (`-1` is `automaticDimension`), a cell's accessory
  /// and selection style. (Canvas drawings of tables are plain views and are left alone.)
  static func configureTableContent(_ view: UIView, from source: IBView) {
    if let table = view as? UITableView {
      if let height = source.rowHeight { table.rowHeight = height > 0 ? CGFloat(height) : UITableView.automaticDimension }
      if let estimate = source.estimatedRowHeight {
        table.estimatedRowHeight = estimate > 0 ? CGFloat(estimate) : UITableView.automaticDimension
      }
    } else if let cell = view as? UITableViewCell {
      cell.accessoryType = UITableViewCell.AccessoryType(interfaceBuilderName: source.accessoryType) ?? .none
      if let style = UITableViewCell.SelectionStyle(interfaceBuilderName: source.selectionStyle) { cell.selectionStyle = style }
    }
  }
}
