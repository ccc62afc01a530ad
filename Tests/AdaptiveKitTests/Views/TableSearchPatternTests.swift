import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// The usual UIKit shape of a searchable list: a table view controller that updates its rows
/// from the search text and scope, with its search controller in the navigation item or the
/// table's header.
@MainActor
final class ParkListController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
  let parks = ["Yosemite", "Yellowstone", "Zion", "Acadia"]
  private(set) var shown: [String] = []
  let searchController = UISearchController(searchResultsController: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    shown = parks
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Parks"
    searchController.searchBar.scopeButtonTitles = ["All", "West"]
    searchController.searchBar.delegate = self
    definesPresentationContext = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    let west = searchController.searchBar.selectedScopeButtonIndex == 1
    shown = parks.filter { (text.isEmpty || $0.localizedCaseInsensitiveContains(text)) && (!west || $0 != "Acadia") }
    tableView.reloadData()
  }

  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    updateSearchResults(for: searchController)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = shown[indexPath.row]
    return cell
  }
}

@MainActor
@Suite("A table view controller filters its rows through its search controller, as UIKit apps do")
struct TableSearchPatternTests {
  @Test("In the navigation item: typing and choosing a scope filter the rows; cancel clears the text")
  func navigationItem() throws {
    let list = ParkListController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    list.navigationItem.searchController = list.searchController
    list.navigationItem.hidesSearchBarWhenScrolling = false
    let simulator = try hosted(navigation, on: "iPhone 15")
    let bar = list.searchController.searchBar
    bar._typeAsUser("y")
    simulator.layoutIfNeeded()
    #expect(list.searchController.presentingViewController === list)
    #expect(list.tableView.numberOfRows(inSection: 0) == 2)
    #expect(bar.showsScopeBar)
    // The search bar is in the navigation bar, which stays.
    #expect(!navigation.isNavigationBarHidden)
    bar.searchTextField.deleteBackward()
    #expect(list.tableView.numberOfRows(inSection: 0) == 4)
    bar._typeAsUser("a")
    #expect(list.tableView.numberOfRows(inSection: 0) == 1)
    bar._selectScopeButtonAsUser(at: 1)
    #expect(list.tableView.numberOfRows(inSection: 0) == 0)
    // Cancel clears the text but, as in UIKit, keeps the chosen scope.
    bar._tapCancelButtonAsUser()
    #expect(list.tableView.numberOfRows(inSection: 0) == 3)
    #expect(!list.searchController.isActive)
  }

  @Test("In the table's header view: the search bar's own controller presents from the table's")
  func tableHeader() throws {
    let list = ParkListController(style: .plain)
    let simulator = try hosted(list, on: "iPhone 8")
    let bar = list.searchController.searchBar
    bar.sizeToFit()
    list.tableView.tableHeaderView = bar
    simulator.layoutIfNeeded()
    #expect(bar.frame.height == 56)
    bar._typeAsUser("zi")
    #expect(list.searchController.presentingViewController === list)
    #expect(list.tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test("A header search bar hides the navigation bar while active, unless asked not to")
  func hidesNavigationBar() throws {
    let list = ParkListController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    let simulator = try hosted(navigation, on: "iPhone 8")
    let bar = list.searchController.searchBar
    bar.sizeToFit()
    list.tableView.tableHeaderView = bar
    simulator.layoutIfNeeded()
    bar._typeAsUser("z")
    #expect(navigation.isNavigationBarHidden)
    bar._tapCancelButtonAsUser()
    #expect(!navigation.isNavigationBarHidden)
    list.searchController.hidesNavigationBarDuringPresentation = false
    bar._typeAsUser("z")
    #expect(!navigation.isNavigationBarHidden)
  }
}
