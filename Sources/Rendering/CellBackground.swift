import AdaptiveKit
import Foundation

/// What a table cell the app built shows behind its content, as UIKit layers it: its own
/// background colour, then its `backgroundView`, then — while it is selected — its
/// `selectedBackgroundView`, each stretched over the cell.
@MainActor
enum CellBackground {
  /// The background someone set on `cell` (the document, or code after loading); nil while it is
  /// still the default a cell gives itself, which its table replaces by its style once it shows
  /// the cell (`systemBackground`, or a grouped table's `secondarySystemGroupedBackground`): the
  /// app's cells are not in their table until it shows them, so the canvas's cell, shown by its
  /// table, holds that one.
  static func setBackground(of cell: UITableViewCell) -> UIColor? {
    guard let color = cell.backgroundColor else { return nil }
    return color === UIColor.systemBackground || color === UIColor.secondarySystemGroupedBackground ? nil : color
  }

  /// Fills `bounds` (the cell's, its corners rounded by `radius`) with the background colour of
  /// `cell`'s background view, then of its selected background view while it is selected; the
  /// views' own subviews are not drawn.
  static func drawViews(of cell: UITableViewCell, in bounds: CGRect, radius: CGFloat, context: DrawingContext) {
    let views = [cell.backgroundView, cell.isSelected ? cell.selectedBackgroundView : nil]
    for case let view? in views where !view.isHidden {
      guard let color = view.backgroundColor.map({ context.color($0, of: view) }), !color.isClear else { continue }
      context.writer.rect(bounds, radius: radius, fill: color.withAlpha(color.alpha * Double(view.alpha)).css)
    }
  }
}
