import Foundation

/// An automatic-height prototype row of a table drawn from the document (Xcode 11 and later).
struct SelfSizingRow {
  /// The row's content view; the cell follows its height.
  let contentView: UIView
  /// The table the row belongs to (its scale makes the separator's pixel).
  let table: UIView
  /// Whether the table draws separators (`separatorStyle` other than `none`).
  let hasSeparators: Bool
  /// The required height the row settled at, while it holds one.
  var settled: NSLayoutConstraint?
  /// A standard-style cell's style and labels (text, then detail), which size the row where the
  /// content's constraints give it no height (nil for a custom cell).
  var standard: (style: UITableViewCell.CellStyle, labels: [UILabel])? = nil
}

extension StoryboardSceneBuilder {
  /// Gives each automatic-height row the height UITableView gives a self-sizing cell: its content
  /// view's fitting height (measured by the pass just made) plus the separator, with the content
  /// view drawn that tall too, or the release's least automatic row (`StandardCellRowMetrics`:
  /// 43.5 on a 2x canvas before iOS 26, 51 from it) when the content's constraints give it no
  /// height. Returns whether a row changed, so a second pass lays out the rows below them.
  ///
  /// Measured on the corpus and outside it (Xcode 11–16): Esri's input cells, a 17-point label
  /// 12 points from each edge, are stored 45 high with the label 21 (44.5 and a separator, the
  /// label stretched by it); a 40-point check box row is stored 40.5, not raised to 43.5.
  /// UIKit's separator is one pixel (0.5 on a 2x canvas), none when the table has no
  /// separators (unconfirmed for Interface Builder: no such self-sizing row in the corpus).
  @discardableResult
  func settleSelfSizingRows() -> Bool {
    var changed = false
    for index in selfSizingRows.indices where selfSizingRows[index].settled == nil {
      let row = selfSizingRows[index]
      guard row.contentView.window != nil else { continue }
      let fitting = row.contentView.frame.height
      let height: CGFloat
      if fitting > 0 {
        let scale = row.table.pixelScale
        let separator: CGFloat = row.hasSeparators ? 1 / scale : 0
        height = CellSizing.rowHeight(content: fitting, separator: separator, scale: scale)
      } else if let standard = row.standard {
        height = standardRowHeight(standard, of: row.contentView, in: row.table)
      } else {
        // No height from the constraints: the release's least automatic row, as for a
        // standard-style cell (iOS 26's taller 51-point row included).
        height = StandardCellRowMetrics.leastHeight(
          scale: row.table.pixelScale, release: row.table.traitCollection.uiKitRelease)
      }
      let constraint = row.contentView.heightAnchor.constraint(equalToConstant: height)
      // The table's, as UIKit's self-sizing cells are sized by the table, not by a constraint of the app's.
      constraint.isSystemConstraint = true
      constraint.isActive = true
      selfSizingRows[index].settled = constraint
      changed = true
    }
    return changed
  }

  /// The height UIKit gives a standard-style row (`StandardCellRowMetrics`): each label one line
  /// of its font (an empty label too: the canvas keeps its line) or its wrapped text. Labels wrap
  /// at their stored widths, or, where the cell places them itself (text sizes Interface Builder
  /// never drew), at the width it gives them, as UIKit measures the row it lays out.
  private func standardRowHeight(
    _ standard: (style: UITableViewCell.CellStyle, labels: [UILabel]), of contentView: UIView, in table: UIView
  ) -> CGFloat {
    let placed = (contentView.superview as? UITableViewCell).flatMap { cell -> StandardCellLayout? in
      guard cell.laysOutStandardContentInPlace else { return nil }
      let side = TableCellMetrics.sideMargin(width: cell.bounds.width, traits: cell.traitCollection)
      return StandardCellLayout(cell: cell, side: side, contentSize: contentView.bounds.size)
    }
    let placedWidth = placed?.labelWidth
    let lines = standard.labels.map { label -> CGFloat in
      let text = label.text.flatMap { $0.isEmpty ? nil : $0 } ?? " "
      let font = label.font.measured(on: label.traitCollection.uiKitRelease)
      let storedWidth = label.bounds.width > 0 ? label.bounds.width : nil
      return TextMeasurer.layout(
        text, font: font, numberOfLines: label.numberOfLines, maxWidth: placedWidth ?? storedWidth,
        lineBreakMode: label.lineBreakMode
      ).intrinsicSize(scale: table.pixelScale).height
    }
    let category = standard.labels.first?.traitCollection.preferredContentSizeCategory ?? .large
    return StandardCellRowMetrics.rowHeight(
      stacksLines: StandardCellLayout.stacksLabels(style: standard.style, at: category), lineHeights: lines,
      imageHeight: placed?.imageHeight ?? 0, scale: table.pixelScale, release: table.traitCollection.uiKitRelease)
  }

  /// Lets the automatic-height rows find their fitting heights again (after variations change
  /// what their content holds); the next layout pass settles them anew.
  func unsettleSelfSizingRows() {
    for index in selfSizingRows.indices {
      selfSizingRows[index].settled?.isActive = false
      selfSizingRows[index].settled = nil
    }
  }

  /// Lays out again when settling rows changed them; called after every layout pass of a hosted scene.
  package func settleSelfSizingRowsAfterLayout() {
    guard settleSelfSizingRows() else { return }
    rootView.setNeedsLayout()
    rootView.layoutIfNeeded()
  }
}
