import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// `--tree` reports each view's accessibility as the UIKit view holds it: the canvas's stand-in
/// for an image view is an image like the `UIImageView` it stands for, a disabled date picker is
/// not enabled like every disabled control, and Interface Builder's `none` trait is no trait.
@MainActor
@Suite("The tree's accessibility is read from the views")
struct TreeAccessibilityFromViewsTests {
  static func tree() throws -> [String: SceneTree.View] {
    let document = try RenderingFixtures.scene(
      """
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
      <rect key="frame" x="16" y="40" width="60" height="60"/>
      </imageView>
      <datePicker contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="date">
      <rect key="frame" x="16" y="120" width="320" height="216"/>
      </datePicker>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Quiet" translatesAutoresizingMaskIntoConstraints="NO" id="quiet">
      <rect key="frame" x="16" y="350" width="100" height="21"/>
      <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" none="YES"/></accessibility>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """)
    let renderer = SceneRenderer(document: document, options: RenderOptions(recordsTree: true))
    let tree = try #require(try renderer.render(sceneID: "vc", configuration: RenderingFixtures.phone).tree)
    var byID: [String: SceneTree.View] = [:]
    func visit(_ view: SceneTree.View) {
      byID[view.id] = view
      for child in view.subviews ?? [] { visit(child) }
    }
    tree.views.forEach(visit)
    return byID
  }

  @Test("An image view, a disabled date picker and a label whose traits are none")
  func accessibility() throws {
    let views = try Self.tree()
    let photo = try #require(views["photo"])
    #expect(photo.accessibility.traits == ["image"])
    #expect(!photo.accessibility.isElement)
    #expect(try #require(views["date"]).accessibility.traits == ["notEnabled"])
    let quiet = try #require(views["quiet"])
    #expect(quiet.accessibility.traits == [])
    #expect(quiet.accessibility.label == "Quiet")
  }
}
