import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// The search row's 52 points (iOS 13 and later) are unconfirmed by measurement.
@MainActor
@Suite("A navigation item's search controller adds its search bar's row below the navigation bar")
struct NavigationItemSearchControllerTests {
  private func scene() throws -> (Simulator, UINavigationController, NamedController, UISearchController) {
    let content = NamedController("Content")
    let navigation = UINavigationController(rootViewController: content)
    let simulator = try hosted(navigation, on: "iPhone 8")
    let search = UISearchController(searchResultsController: nil)
    content.navigationItem.searchController = search
    simulator.layoutIfNeeded()
    return (simulator, navigation, content, search)
  }

  @Test("The bar is 52 points taller and shows the search bar in that row; the content's safe area follows")
  func stackedRow() throws {
    let (simulator, navigation, content, search) = try scene()
    #expect(content.navigationItem.hidesSearchBarWhenScrolling)
    #expect(content.navigationItem.searchBarPlacement == .stacked)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
    #expect(content.view.safeAreaInsets.top == 116)
    #expect(search.searchBar.superview === navigation.navigationBar)
    #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: 375, height: 52))

    navigation.navigationBar.prefersLargeTitles = true
    simulator.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 148)
    #expect(search.searchBar.frame == CGRect(x: 0, y: 96, width: 375, height: 52))
  }

  @Test("Inline placement, another top item or no search controller leave the bar 44 high")
  func noRow() throws {
    let (simulator, navigation, content, search) = try scene()
    content.navigationItem.preferredSearchBarPlacement = .inline
    simulator.layoutIfNeeded()
    #expect(content.navigationItem.searchBarPlacement == .inline)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(search.searchBar.superview == nil)
    content.navigationItem.preferredSearchBarPlacement = .stacked
    simulator.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 96)

    let detail = NamedController("Detail")
    navigation.pushViewController(detail, animated: false)
    simulator.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(search.searchBar.superview == nil)
    _ = navigation.popViewController(animated: false)
    simulator.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(search.searchBar.superview === navigation.navigationBar)

    content.navigationItem.searchController = nil
    simulator.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(content.view.safeAreaInsets.top == 64)
    #expect(search.searchBar.superview == nil)
  }

  @Test("Editing the bar presents from the item's controller, over its context when it defines one")
  func presentsFromTheItemsController() throws {
    let (_, navigation, content, search) = try scene()
    content.definesPresentationContext = true
    search.searchBar._typeAsUser("a")
    #expect(search.isActive)
    #expect(search.presentingViewController === content)
    // The bar stays in the navigation bar while the search is active.
    #expect(search.searchBar.superview === navigation.navigationBar)
    search.searchBar._tapCancelButtonAsUser()
    #expect(content.presentedViewController == nil)
  }
}
