/// Self-sizing rows: a cell's height from its content view's constraints (laid out at the row's
/// width, again while multi-line text re-wraps), or from the standard styles' labels, plus the
/// separator. A content view whose constraints give no height falls back to the standard 44
/// points, as UIKit does when it considers the collapse unintentional.
@MainActor
package enum CellSizing {
  static func rowHeight(of cell: UITableViewCell, width: CGFloat, table: UITableView) -> CGFloat {
    let scale = table.pixelScale
    let separator = table.separatorHeight
    cell.separatorHeight = separator
    cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: width, height: cell.frame.height))
    cell.layoutContentView()
    let contentWidth = cell.contentView.bounds.width
    var content: CGFloat = 0
    if hasConstraints(cell.contentView) {
      let engine = fittingEngine(of: cell)
      content = fittingHeight(of: cell.contentView, width: contentWidth, engine: engine)
    } else if cell.hasStandardContent {
      content = StandardCellLayout.fittingHeight(of: cell, width: contentWidth, separator: separator)
    }
    guard content > 0 else { return TableCellMetrics.defaultRowHeight }
    return rowHeight(content: content, separator: separator, scale: scale)
  }

  /// A row's height for `content` of fitting height and the separator below it: up to the pixel
  /// grid, forgiving the float error of thirds at 3x.
  package static func rowHeight(content: CGFloat, separator: CGFloat, scale: CGFloat) -> CGFloat {
    (((content + separator) * scale) - 0.001).rounded(.up) / scale
  }

  /// Whether any view in the subtree has constraints installed.
  static func hasConstraints(_ view: UIView) -> Bool {
    if !view.installedConstraints.isEmpty { return true }
    return view.subviews.contains { hasConstraints($0) }
  }

  /// The compressed height of `content` at `width`, laying it out between passes so labels wrap
  /// at the widths they get.
  package static func fittingHeight(of content: UIView, width: CGFloat) -> CGFloat {
    fittingHeight(of: content, width: width, engine: AutoLayoutEngine(root: content))
  }

  /// The engine that measures `cell`'s content view: the one kept from its last measurement, so
  /// that a reused cell changes the few rows its new content touches instead of building a solver
  /// (a new engine per row was 35 % of scrolling a 10,000-row table); a new one when the content
  /// view moved to a hierarchy whose engines solve differently.
  static func fittingEngine(of cell: UITableViewCell) -> AutoLayoutEngine {
    let content = cell.contentView
    if let kept = cell.contentFittingEngine,
      kept.solver.prefersSlackSubjects == AutoLayoutEngine.prefersSlackSubjects(for: content)
    {
      return kept
    }
    let engine = AutoLayoutEngine(root: content)
    cell.contentFittingEngine = engine
    return engine
  }

  /// `fittingHeight(of:width:)` in `engine`, one rooted at `content`.
  static func fittingHeight(of content: UIView, width: CGFloat, engine: AutoLayoutEngine) -> CGFloat {
    engine.fittingSize = (CGSize(width: width, height: 0), .required, .fittingSizeLevel)
    var height: CGFloat = 0
    for _ in 0..<3 {
      content.updateConstraintsPass()
      engine.update()
      guard let solved = engine.solvedFrame(of: content) else { break }
      height = solved.height
      content.frame = CGRect(origin: content.frame.origin, size: CGSize(width: width, height: height))
      content.applyEngineFrames(engine)
      if !engine.intrinsicSizesChanged() { break }
    }
    return height
  }
}
