import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A navigation bar whose class pushes an item over the document's when it wakes.
final class PushingNavigationBar: UINavigationBar {
  override func awakeFromNib() {
    super.awakeFromNib()
    pushItem(UINavigationItem(title: "Pushed in awakeFromNib"), animated: false)
  }
}

/// A toolbar whose class replaces the document's items when it wakes.
final class RefilledToolbar: UIToolbar {
  override func awakeFromNib() {
    super.awakeFromNib()
    items = [UIBarButtonItem(title: "Set in awakeFromNib", style: .plain, target: nil, action: nil)]
  }
}

/// A tab bar whose class selects its second item when it wakes.
final class SelectingTabBar: UITabBar {
  override func awakeFromNib() {
    super.awakeFromNib()
    selectedItem = items?.last
  }
}

/// Navigation bars, toolbars and tab bars placed as views are drawn with the items the app's bar
/// holds (`UINavigationBar.topItem`/`backItem`, `UIToolbar.items`, `UITabBar.items` and
/// `selectedItem`), as the load and the bar's code left them.
@MainActor
@Suite("Bars placed as views are drawn from the app's bars' items")
struct BarViewsFromObjectsTests {
  static func render(registered: Bool) throws -> String {
    UIStoryboard.register(PushingNavigationBar.self, forClassName: "PushingNavigationBar")
    UIStoryboard.register(RefilledToolbar.self, forClassName: "RefilledToolbar")
    UIStoryboard.register(SelectingTabBar.self, forClassName: "SelectingTabBar")
    func customClass(_ name: String) -> String { registered ? "customClass=\"\(name)\" " : "" }
    let document = try RenderingFixtures.scene(
      """
      <navigationBar contentMode="scaleToFill" \(customClass("PushingNavigationBar"))id="navigationBar">
      <rect key="frame" x="0.0" y="20" width="375" height="44"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
      <items><navigationItem title="Document item" id="navigationItem"/></items>
      </navigationBar>
      <tabBar contentMode="scaleToFill" \(customClass("SelectingTabBar"))id="tabBar">
      <rect key="frame" x="0.0" y="500" width="375" height="49"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
      <items>
      <tabBarItem title="First" id="first"/>
      <tabBarItem title="Second" id="second"/>
      </items>
      </tabBar>
      <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" \(customClass("RefilledToolbar"))id="toolbar">
      <rect key="frame" x="0.0" y="623" width="375" height="44"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
      <items><barButtonItem title="Document button" id="button"/></items>
      </toolbar>
      """)
    return try ViewAppearanceFromObjectsTests.render(document)
  }

  /// The markup of view `id` up to the next view (a bar draws its items in groups of its own).
  static func markup(of id: String, in svg: String) throws -> String {
    let start = try #require(svg.range(of: "data-id=\"\(id)\""))
    return String(svg[start.upperBound...]).components(separatedBy: "data-id=")[0]
  }

  @Test("A navigation bar shows its top item, with the item below it as the back button's title")
  func navigationBarTopItem() throws {
    let bar = try Self.markup(of: "navigationBar", in: try Self.render(registered: true))
    #expect(bar.contains("Pushed in awakeFromNib"))
    #expect(bar.contains("Document item"))
    let plain = try Self.markup(of: "navigationBar", in: try Self.render(registered: false))
    #expect(plain.contains("Document item"))
    #expect(!plain.contains("Pushed in awakeFromNib"))
  }

  @Test("A toolbar shows the items its code set, not the document's")
  func toolbarItems() throws {
    let bar = try Self.markup(of: "toolbar", in: try Self.render(registered: true))
    #expect(bar.contains("Set in awakeFromNib"))
    #expect(!bar.contains("Document button"))
    let plain = try Self.markup(of: "toolbar", in: try Self.render(registered: false))
    #expect(plain.contains("Document button"))
  }

  @Test("A tab bar highlights the item its code selected, and none when nothing selected one")
  func tabBarSelection() throws {
    let blue = RenderPalette.light.systemBlue.css
    let bar = try Self.markup(of: "tabBar", in: try Self.render(registered: true))
    // Each item draws its icon box and then its title: the first item's markup ends at its
    // title, the second's runs from there to its own.
    let first = try #require(bar.range(of: ">First<"))
    let second = try #require(bar.range(of: ">Second<"))
    #expect(!bar[..<first.lowerBound].contains(blue))
    #expect(bar[first.upperBound..<second.lowerBound].contains(blue))
    let plain = try Self.markup(of: "tabBar", in: try Self.render(registered: false))
    #expect(plain.contains("First"))
    #expect(!plain.contains(blue))
  }
}
