/// The root of a tab bar controller's More navigation controller: a table of the tabs that do not
/// fit on the bar, each row selecting its tab (UIKit's private `UIMoreListController`).
@MainActor
final class MoreListController: UITableViewController {
  weak var tabBarOwner: UITabBarController?

  init() {
    super.init(style: .plain)
    title = "More"
    tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
  }

  required init?(coder: NSCoder) { nil }

  /// The tabs listed: those after the ones the bar shows.
  var listedTabs: [UIViewController] { tabBarOwner?.overflowTabs ?? [] }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { listedTabs.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let tab = listedTabs[indexPath.row]
    cell.textLabel?.text = tab.tabBarItem.title ?? tab.title
    cell.imageView?.image = tab.tabBarItem.image
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let owner = tabBarOwner, listedTabs.indices.contains(indexPath.row) else { return }
    owner.selectedViewController = listedTabs[indexPath.row]
  }
}
