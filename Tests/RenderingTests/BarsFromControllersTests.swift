import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A list screen that retitles itself and adds a button when it wakes from the storyboard, as an
/// app's controller does in code.
final class RetitlingListController: UIViewController {
  override func awakeFromNib() {
    super.awakeFromNib()
    navigationItem.title = "Set in Code"
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .done, target: nil, action: nil)
    tabBarItem = UITabBarItem(title: "Coded Tab", image: nil, tag: 0)
  }
}

/// The bars are drawn from the controllers the storyboard instantiates — their navigation items,
/// bar button items and tab bar items — so what code changes on them is what is drawn.
@MainActor
@Suite("Bars are drawn from the instantiated controllers' items")
struct BarsFromControllersTests {
  /// A tab bar controller whose first tab is a navigation controller (large titles) with the
  /// retitling `list` at its root, which pushes `detail`; the second tab is a plain `other`.
  static func document() throws -> IBDocument {
    try RenderingFixtures.storyboard(
      """
      <scene sceneID="s0"><objects>
      <tabBarController id="tabs" sceneMemberID="viewController">
      <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
      <connections>
      <segue destination="nav" kind="relationship" relationship="viewControllers" id="r0"/>
      <segue destination="other" kind="relationship" relationship="viewControllers" id="r1"/>
      </connections>
      </tabBarController></objects></scene>
      <scene sceneID="s1"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
      <tabBarItem key="tabBarItem" title="From File Tab" id="ti0"/>
      <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
      <rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>
      <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r2"/></connections>
      </navigationController></objects></scene>
      <scene sceneID="s2"><objects>
      <viewController id="list" customClass="RetitlingListController" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
      <navigationItem key="navigationItem" title="From File" id="n1"/>
      <connections><segue destination="detail" kind="show" id="p1"/></connections>
      </viewController></objects></scene>
      <scene sceneID="s3"><objects>
      <viewController id="detail" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v2"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
      <navigationItem key="navigationItem" title="Detail" largeTitleDisplayMode="never" id="n2"/>
      </viewController></objects></scene>
      <scene sceneID="s4"><objects>
      <viewController id="other" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v3"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
      <tabBarItem key="tabBarItem" systemItem="favorites" id="ti1"/>
      </viewController></objects></scene>
      """)
  }

  static func registerController() {
    UIStoryboard.register(RetitlingListController.self, forClassName: "RetitlingListController")
  }

  @Test("A navigation item changed in code gives the bar its title and buttons, and the back title above it")
  func navigationItemChangedInCode() throws {
    Self.registerController()
    let chrome = SceneChrome.chrome(in: try Self.document())
    let list = try #require(chrome["list"]?.navigationBar)
    #expect(list.title == "Set in Code")
    #expect(list.rightItems == [SceneChrome.BarItem(title: "Share", isDone: true)])
    #expect(list.prefersLargeTitles)
    let detail = try #require(chrome["detail"]?.navigationBar)
    #expect(detail.backTitle == "Set in Code")
    #expect(!detail.prefersLargeTitles, "largeTitleDisplayMode never reaches the item")
  }

  @Test("Tab bar items come from each tab's controller: a system item's word, a title from the file")
  func tabBarItems() throws {
    Self.registerController()
    let tabs = try #require(SceneChrome.chrome(in: try Self.document())["other"]?.tabBar)
    #expect(tabs.items.map(\.title) == ["From File Tab", "Favorites"])
    #expect(tabs.selectedIndex == 1)
  }

  @Test("The drawing shows what the code set, not what the file says")
  func drawing() throws {
    Self.registerController()
    let renderer = SceneRenderer(document: try Self.document())
    let svg = try renderer.render(sceneID: "list", configuration: RenderingFixtures.phone).svg.body
    #expect(svg.contains("UINavigationBar “Set in Code”"))
    #expect(svg.contains(">Share<"))
    #expect(!svg.contains(">From File<"))
    #expect(svg.contains(">Coded Tab<") == false, "the list's own tab bar item is not the tab's: its navigation controller's is")
  }
}
