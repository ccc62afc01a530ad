import Foundation
import InterfaceBuilder

/// Tables and cells the canvas builds as UIKit's own classes, their rows placed where the canvas
/// draws them (`SceneBuildCanvas.rows(of:in:barInset:)`), so what is drawn can be read from them.
extension StoryboardSceneBuilder {
  /// Makes `cells`, placed in `table` by the canvas at their index paths, the table's rows, with
  /// a data source answering its sections and their titles. The canvas shows the prototypes as a
  /// first section (when it shows them) before the document's static sections, so those take
  /// the last section indices.
  func showPlacedRows(_ cells: [IndexPath: UITableViewCell], in table: UITableView, from source: IBView) {
    let firstStatic = source.prototypeCells.isEmpty ? 0 : 1
    let count = max(firstStatic + source.sections.count, (cells.keys.map(\.section).max() ?? -1) + 1)
    var sections = Array(repeating: PlacedTableRows.Section(), count: count)
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) { sections[indexPath.section].cells.append(cell) }
    for (index, section) in source.sections.enumerated() {
      sections[firstStatic + index].headerTitle = section.headerTitle
      sections[firstStatic + index].footerTitle = section.footerTitle
    }
    let rows = PlacedTableRows(sections: sections)
    placedTableRows.append(rows)
    // The data source first: setting it reloads, which would take the placed cells away.
    table.dataSource = rows
    table.showPlacedCells(cells)
  }

  /// Makes the document's labels and image view of the cell at `index` the cell's standard ones,
  /// as UIKit's decoding does for a cell whose style is not custom.
  func adoptStandardViews(of cell: UITableViewCell, at index: Int) {
    let source = nodes[index].source
    guard source.style != nil else { return }
    func built(_ id: String?) -> UIView? {
      guard let id else { return nil }
      return nodes[index...].first { $0.source.id == id }?.view
    }
    cell.adoptStandardViews(
      textLabel: built(source.textLabelID) as? UILabel, detailTextLabel: built(source.detailTextLabelID) as? UILabel,
      imageView: built(source.imageViewID) as? UIImageView)
  }
}
