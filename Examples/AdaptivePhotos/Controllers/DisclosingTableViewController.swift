import AdaptiveKit
import Foundation

/// A list whose rows show a disclosure indicator only where selecting them pushes: it registers a
/// plain cell for `cellIdentifier` and, whenever a split view collapses or expands
/// (`showDetailTargetDidChangeNotification`), lets every visible row decide again in
/// `tableView(_:willDisplay:forRowAt:)` — as both of the seeds' lists do.
@MainActor
class DisclosingTableViewController: UITableViewController {
  /// The reuse identifier of the list's rows.
  let cellIdentifier: String
  private var detailTargetObserver: (any NSObjectProtocol)?

  init(cellIdentifier: String) {
    self.cellIdentifier = cellIdentifier
    super.init(style: .plain)
    clearsSelectionOnViewWillAppear = false
  }

  required init?(coder: NSCoder) {
    cellIdentifier = "Cell"
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    detailTargetObserver = NotificationCenter.default.addObserver(
      forName: UIViewController.showDetailTargetDidChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.showDetailTargetDidChange() }
    }
  }

  isolated deinit {
    if let detailTargetObserver { NotificationCenter.default.removeObserver(detailTargetObserver) }
  }

  /// The split view collapsed or expanded: every visible row re-decides its disclosure indicator.
  func showDetailTargetDidChange() {
    guard isViewLoaded else { return }
    for cell in tableView.visibleCells {
      if let indexPath = tableView.indexPath(for: cell) {
        tableView(tableView, willDisplay: cell, forRowAt: indexPath)
      }
    }
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
  }
}
