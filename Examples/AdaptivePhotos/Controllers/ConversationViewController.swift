import AdaptiveKit
import Foundation

/// A conversation's photos, one row each; selecting a row shows the photo as the detail, titled
/// "N of M". Rows show a disclosure indicator only where that pushes (a collapsed split view).
@MainActor
final class ConversationViewController: DisclosingTableViewController, PhotoContentsAnswering {
  /// The conversation listed.
  var conversation: Conversation? {
    didSet { if conversation !== oldValue, isViewLoaded { tableView.reloadData() } }
  }

  init() {
    super.init(cellIdentifier: "PhotoCell")
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if willShowingDetailViewControllerPush(sender: self) {
      for indexPath in tableView.indexPathsForSelectedRows ?? [] {
        tableView.deselectRow(at: indexPath, animated: animated)
      }
    }
    // Beside an expanded split view's detail, the row of the photo on show stays selected.
    if let visiblePhoto = currentVisibleDetailPhoto(withSender: self) {
      for indexPath in tableView.indexPathsForVisibleRows ?? [] where photo(forRowAt: indexPath) === visiblePhoto {
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      }
    }
  }

  /// A conversation leads to its own photos.
  func answerContainsPhoto(_ photo: Photo) -> Bool {
    conversation?.photos.contains { $0 === photo } ?? false
  }

  func photo(forRowAt indexPath: IndexPath) -> Photo? {
    guard let photos = conversation?.photos, photos.indices.contains(indexPath.row) else { return nil }
    return photos[indexPath.row]
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    conversation?.photos.count ?? 0
  }

  override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    cell.accessoryType = willShowingDetailViewControllerPush(sender: self) ? .disclosureIndicator : .none
    cell.textLabel?.text = photo(forRowAt: indexPath)?.comment
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let photo = photo(forRowAt: indexPath), let count = conversation?.photos.count else { return }
    let controller = PhotoViewController()
    controller.photo = photo
    controller.title = "\(indexPath.row + 1) of \(count)"
    showDetailViewController(controller, sender: self)
  }
}
