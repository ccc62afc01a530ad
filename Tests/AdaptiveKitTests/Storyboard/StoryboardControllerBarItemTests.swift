import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A storyboard controller's bar items and bar settings reach the objects UIKit decodes: its tab
/// bar item (system or titled, with its badge), its toolbar items, its navigation item's back
/// button title and large-title mode, and its navigation controller's "Prefers Large Titles".
@MainActor
@Suite("Storyboards give controllers their tab bar item, toolbar items and navigation bar settings")
struct StoryboardControllerBarItemTests {
  static let storyboard = StoryboardXML.document(
    initial: "tabs",
    scenes: [
      """
      <tabBarController id="tabs" sceneMemberID="viewController">
          <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar"/>
          <connections>
              <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
              <segue destination="recents" kind="relationship" relationship="viewControllers" id="r2"/>
          </connections>
      </tabBarController>
      """,
      """
      <navigationController id="nav" sceneMemberID="viewController">
          <tabBarItem key="tabBarItem" title="Mail" badgeValue="3" id="mailTab"/>
          <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"/>
          <connections>
              <segue destination="inbox" kind="relationship" relationship="rootViewController" id="r3"/>
          </connections>
      </navigationController>
      """,
      """
      <viewController id="inbox" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="inboxView"/>
          <navigationItem key="navigationItem" title="Inbox" backButtonTitle="Mail" largeTitleDisplayMode="never" id="inboxItem"/>
          <toolbarItems>
              <barButtonItem systemItem="flexibleSpace" id="space"/>
              <barButtonItem title="Updated Now" style="done" id="status"/>
          </toolbarItems>
      </viewController>
      """,
      """
      <viewController id="recents" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="recentsView"/>
          <tabBarItem key="tabBarItem" systemItem="recents" id="recentsTab"/>
      </viewController>
      """,
    ])

  static func tabs() throws -> UITabBarController {
    let document = try IBDocument(xmlString: storyboard, fileName: "Mail.storyboard")
    return try #require(try UIStoryboard(document: document).loadInitialViewController() as? UITabBarController)
  }

  @Test("Each tab's controller has the tab bar item the document gives it")
  func tabBarItems() throws {
    let children = try #require(try Self.tabs().viewControllers)
    #expect(children.count == 2)
    #expect(children[0].tabBarItem.title == "Mail")
    #expect(children[0].tabBarItem.badgeValue == "3")
    #expect(children[1].tabBarItem.systemItem == .recents)
  }

  @Test("A navigation controller prefers large titles; its root's item keeps its back title and large-title mode")
  func navigationBarSettings() throws {
    let navigation = try #require(try Self.tabs().viewControllers?.first as? UINavigationController)
    #expect(navigation.navigationBar.prefersLargeTitles)
    let item = try #require(navigation.viewControllers.first?.navigationItem)
    #expect(item.title == "Inbox")
    #expect(item.backButtonTitle == "Mail")
    #expect(item.largeTitleDisplayMode == .never)
  }

  @Test("Toolbar items are built with the controller, system spaces and titled items alike")
  func toolbarItems() throws {
    let navigation = try #require(try Self.tabs().viewControllers?.first as? UINavigationController)
    let items = try #require(navigation.viewControllers.first?.toolbarItems)
    #expect(items.map(\.systemItem) == [.flexibleSpace, nil])
    #expect(items[1].title == "Updated Now")
    #expect(items[1].style == .done)
  }
}
