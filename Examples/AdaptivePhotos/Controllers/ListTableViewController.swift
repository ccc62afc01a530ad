import AdaptiveKit
import Foundation

/// The list of conversations, the split view's primary (inside a navigation controller). A
/// conversation with several photos opens its photo list with `show(_:sender:)`; one with a single
/// photo shows that photo as the detail. Each row's disclosure indicator says whether that
/// showing would push, and is re-evaluated whenever the split view collapses or expands.
@MainActor
final class ListTableViewController: DisclosingTableViewController, PhotoContentsAnswering {
  /// The user whose conversations are listed.
  var user: User? {
    didSet { if user !== oldValue, isViewLoaded { tableView.reloadData() } }
  }

  init() {
    super.init(cellIdentifier: "ConversationCell")
    title = "Conversations"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Profile", style: .plain, target: self, action: Selector("showProfile:"))
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // A row whose selection pushed is deselected when the list comes back.
    for indexPath in tableView.indexPathsForSelectedRows ?? [] where pushes(forRowAt: indexPath) {
      tableView.deselectRow(at: indexPath, animated: animated)
    }
  }

  /// The list leads to every photo.
  func answerContainsPhoto(_ photo: Photo) -> Bool { true }

  // MARK: Profile

  /// The Profile button's action: presents the profile in a form sheet with a Done button.
  func showProfile(_ sender: UIBarButtonItem?) {
    let controller = ProfileViewController()
    controller.user = user
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .done, target: self, action: Selector("closeProfile:"))
    let navigation = UINavigationController(rootViewController: controller)
    navigation.modalPresentationStyle = .formSheet
    present(navigation, animated: true, completion: nil)
  }

  /// The profile's Done button's action.
  func closeProfile(_ sender: Any?) {
    dismiss(animated: true, completion: nil)
  }

  // MARK: Table view

  func conversation(forRowAt indexPath: IndexPath) -> Conversation? {
    guard let conversations = user?.conversations, conversations.indices.contains(indexPath.row) else { return nil }
    return conversations[indexPath.row]
  }

  /// Whether the row opens a photo list (several photos) rather than showing its one photo.
  func shouldShowConversationView(forRowAt indexPath: IndexPath) -> Bool {
    (conversation(forRowAt: indexPath)?.photos.count ?? 0) > 1
  }

  /// Whether selecting the row pushes a controller in the primary column.
  func pushes(forRowAt indexPath: IndexPath) -> Bool {
    shouldShowConversationView(forRowAt: indexPath)
      ? willShowingViewControllerPush(sender: self) : willShowingDetailViewControllerPush(sender: self)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    user?.conversations.count ?? 0
  }

  override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    // Only rows whose selection pushes (in the navigation controller above) get the indicator.
    cell.accessoryType = pushes(forRowAt: indexPath) ? .disclosureIndicator : .none
    cell.textLabel?.text = conversation(forRowAt: indexPath)?.name
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let conversation = conversation(forRowAt: indexPath) else { return }
    if shouldShowConversationView(forRowAt: indexPath) {
      let controller = ConversationViewController()
      controller.conversation = conversation
      controller.title = conversation.name
      show(controller, sender: self)
    } else {
      let controller = PhotoViewController()
      controller.photo = conversation.photos.last
      controller.title = conversation.name
      showDetailViewController(controller, sender: self)
    }
  }
}
