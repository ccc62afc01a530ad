import AdaptiveKit
import Foundation
import Testing

/// A data source and delegate over an array of sections of strings that records what it is asked.
@MainActor
final class RecordingTableSource: UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var headerTitles: [Int: String] = [:]
  var log: [String] = []
  var cellsMade = 0
  var style = UITableViewCell.CellStyle.default
  var identifier = "Cell"
  /// The row `willSelectRowAt` returns instead of the tapped one (`.some(nil)` cancels).
  var redirect: IndexPath??

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int {
    log.append("sections")
    return sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    log.append("rows(\(section))")
    return sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellsMade += 1
    log.append("cell(\(indexPath.section),\(indexPath.row))")
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect(\(indexPath.section),\(indexPath.row))")
    if let redirect { return redirect }
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect(\(indexPath.section),\(indexPath.row))")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect(\(indexPath.section),\(indexPath.row))")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect(\(indexPath.section),\(indexPath.row))")
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    log.append("willDisplay(\(indexPath.section),\(indexPath.row))")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
}

/// A table of `sections` (strings) with a registered cell class, laid out at a size.
@MainActor
func makeTable(
  _ source: RecordingTableSource, size: CGSize = CGSize(width: 375, height: 667), style: UITableView.Style = .plain,
  cellClass: UITableViewCell.Type = UITableViewCell.self
) -> UITableView {
  let table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
  table.register(cellClass, forCellReuseIdentifier: source.identifier)
  table.dataSource = source
  table.delegate = source
  table.layoutIfNeeded()
  return table
}

/// `count` strings "Row 0", "Row 1", ….
func rows(_ count: Int, prefix: String = "Row") -> [String] { (0..<count).map { "\(prefix) \($0)" } }
