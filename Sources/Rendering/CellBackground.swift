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

  /// Draws `cell`'s background view, then its selected background view while it is selected,
  /// each stretched over `bounds` (the cell's) as UIKit sizes them: its colour filling the bounds
  /// (corners rounded by `radius`), then its subviews as the app's code built them, laid out at
  /// that size (`LiveViewDrawing`), in the view's alpha.
  static func drawViews(of cell: UITableViewCell, in bounds: CGRect, radius: CGFloat, context: DrawingContext) {
    let views = [cell.backgroundView, cell.isSelected ? cell.selectedBackgroundView : nil]
    for case let view? in views where !view.isHidden {
      if let color = view.backgroundColor.map({ context.color($0, of: view) }), !color.isClear {
        context.writer.rect(bounds, radius: radius, fill: color.withAlpha(color.alpha * Double(view.alpha)).css)
      }
      let children = view.subviews.filter { !$0.isHidden }
      guard !children.isEmpty else { continue }
      view.frame = bounds
      view.layoutIfNeeded()
      let faded = view.alpha < 1
      if faded { context.writer.open("g", [("opacity", SVGWriter.number(max(0, view.alpha)))]) }
      let shift = view.bounds.origin
      for child in children {
        LiveViewDrawing(context: context).draw(child, at: CGPoint(x: child.frame.minX - shift.x, y: child.frame.minY - shift.y))
      }
      if faded { context.writer.close("g") }
    }
  }
}
