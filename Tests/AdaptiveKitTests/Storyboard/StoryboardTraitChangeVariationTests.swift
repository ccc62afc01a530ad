import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// UIKit keeps a storyboard's size-class variations as trait-dependent values of the objects it
/// loads, so they follow the objects' traits wherever those change: a controller's own trait
/// overrides, its parent's traits or override for it, in a window or not (behaviour §12.3).
@MainActor
@Suite("A storyboard-loaded controller re-applies its size-class variations on every trait change, in a window or not")
struct StoryboardTraitChangeVariationTests {
  /// A label 17 points and black, 11 points and red in compact width; a badge hidden in compact
  /// height; a box 100 wide, 200 in compact height (two constraints, one installed per class).
  static let storyboard = StoryboardXML.oneScene(
    subviews: """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
          <rect key="frame" x="16" y="40" width="40" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
          <nil key="textColor"/>
          <nil key="highlightedColor"/>
          <variation key="widthClass=compact">
              <fontDescription key="fontDescription" type="system" pointSize="11"/>
              <color key="textColor" systemColor="systemRedColor"/>
          </variation>
      </label>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
          <rect key="frame" x="16" y="80" width="40" height="40"/>
          <variation key="heightClass=compact" hidden="YES"/>
      </view>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="16" y="140" width="100" height="50"/>
      </view>
      """,
    constraints: """
      <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="title-l"/>
      <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="title-t"/>
      <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="badge-l"/>
      <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="badge-t"/>
      <constraint firstItem="badge" firstAttribute="width" constant="40" id="badge-w"/>
      <constraint firstItem="badge" firstAttribute="height" constant="40" id="badge-h"/>
      <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="box-l"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="140" id="box-t"/>
      <constraint firstItem="box" firstAttribute="height" constant="50" id="box-h"/>
      <constraint firstItem="box" firstAttribute="width" constant="100" identifier="wide" id="box-w"/>
      <constraint firstItem="box" firstAttribute="width" constant="200" identifier="compactHeight" id="box-wc"/>
      """,
    rootVariations: """
      <variation key="default">
          <mask key="constraints">
              <exclude reference="box-wc"/>
          </mask>
      </variation>
      <variation key="heightClass=compact">
          <mask key="constraints">
              <exclude reference="box-w"/>
              <include reference="box-wc"/>
          </mask>
      </variation>
      """)

  /// The views of the scene as one controller loaded them.
  @MainActor
  struct Scene {
    let controller: UIViewController
    let title: UILabel
    let badge: UIView
    let box: UIView

    /// Whether the constraint the document names `identifier` is active (a width constraint is
    /// installed on its view, the others on the root; inactive ones are on neither).
    func isActive(_ identifier: String) -> Bool {
      (controller.view.constraints + box.constraints).first { $0.identifier == identifier }?.isActive ?? false
    }

    /// The box's width once the root view is laid out where it is.
    func boxWidth() -> CGFloat {
      controller.view.layoutIfNeeded()
      return box.frame.width
    }
  }

  /// The initial controller of the storyboard, its view loaded and not in a window.
  static func load() throws -> Scene {
    let document = try IBDocument(xmlString: storyboard, fileName: "Variations.storyboard")
    let controller = try #require(try UIStoryboard(document: document, bundle: .main).loadInitialViewController())
    // The document's order: the title, the badge, the box (every view installed in Any/Any).
    let subviews = controller.view.subviews
    try #require(subviews.count == 3)
    return Scene(
      controller: controller, title: try #require(subviews[0] as? UILabel), badge: subviews[1], box: subviews[2])
  }

  /// The label shows the regular-width values: the base font and UIKit's default text colour.
  static func expectRegularWidth(_ scene: Scene, _ comment: Comment) {
    #expect(scene.title.font.pointSize == 17, comment)
    #expect(scene.title.textColor == .label, comment)
  }

  static func expectCompactWidth(_ scene: Scene, _ comment: Comment) {
    #expect(scene.title.font.pointSize == 11, comment)
    #expect(scene.title.textColor == .systemRed, comment)
  }

  /// The badge and the box show the compact-height values, or the base ones.
  static func expectCompactHeight(_ scene: Scene, _ compact: Bool, _ comment: Comment) {
    #expect(scene.badge.isHidden == compact, comment)
    #expect(scene.isActive("compactHeight") == compact, comment)
    #expect(scene.isActive("wide") == !compact, comment)
    #expect(scene.boxWidth() == (compact ? 200 : 100), comment)
  }

  @Test("Out of a window, the controller's trait overrides apply and undo each variation")
  func overridesOutOfAWindow() throws {
    let scene = try Self.load()
    #expect(scene.controller.view.window == nil)
    Self.expectRegularWidth(scene, "no size classes yet: the base values")
    Self.expectCompactHeight(scene, false, "no size classes yet: the base values")

    scene.controller.traitOverrides.horizontalSizeClass = .compact
    scene.controller.traitOverrides.verticalSizeClass = .regular
    Self.expectCompactWidth(scene, "compact width")
    Self.expectCompactHeight(scene, false, "regular height")

    scene.controller.traitOverrides.verticalSizeClass = .compact
    Self.expectCompactWidth(scene, "compact width and height")
    Self.expectCompactHeight(scene, true, "compact width and height")

    scene.controller.traitOverrides.horizontalSizeClass = .regular
    scene.controller.traitOverrides.verticalSizeClass = .regular
    Self.expectRegularWidth(scene, "back to regular: the base font and default colour again")
    Self.expectCompactHeight(scene, false, "back to regular height")
  }

  @Test("Out of a window, a child follows its parent's traits and the parent's override for it")
  func parentOutOfAWindow() throws {
    let scene = try Self.load()
    let parent = UIViewController()
    parent.addChild(scene.controller)
    parent.view.addSubview(scene.controller.view)
    scene.controller.didMove(toParent: parent)
    #expect(parent.view.window == nil)

    parent.traitOverrides.horizontalSizeClass = .compact
    parent.traitOverrides.verticalSizeClass = .compact
    Self.expectCompactWidth(scene, "the parent's compact width")
    Self.expectCompactHeight(scene, true, "the parent's compact height")

    parent.setOverrideTraitCollection(
      UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
      ]), forChild: scene.controller)
    Self.expectRegularWidth(scene, "the parent's regular override for its child")
    Self.expectCompactHeight(scene, false, "the parent's regular override for its child")
  }

  @Test("Properties no variation sets keep what code gave them; varied ones take the new size class's value")
  func codeValuesKept() throws {
    let scene = try Self.load()
    scene.title.alpha = 0.5
    scene.title.textAlignment = .center
    scene.badge.backgroundColor = .systemBlue
    scene.badge.alpha = 0.25
    scene.controller.traitOverrides.horizontalSizeClass = .compact
    scene.controller.traitOverrides.verticalSizeClass = .compact
    Self.expectCompactWidth(scene, "the varied font and colour follow the size class")
    #expect(scene.title.alpha == 0.5)
    #expect(scene.title.textAlignment == .center)
    #expect(scene.badge.isHidden, "hidden varies")
    #expect(scene.badge.backgroundColor == .systemBlue)
    #expect(scene.badge.alpha == 0.25)
  }

  @Test("A constraint code deactivated stays inactive across size-class changes; those the size classes install still follow them")
  func codeDeactivationKept() throws {
    let scene = try Self.load()
    let leading = try #require(
      scene.controller.view.constraints.first { $0.firstItem === scene.title && $0.firstAttribute == .leading })
    leading.isActive = false
    scene.controller.traitOverrides.horizontalSizeClass = .compact
    scene.controller.traitOverrides.verticalSizeClass = .compact
    #expect(!leading.isActive, "no variation installs or removes it: code's choice holds")
    Self.expectCompactHeight(scene, true, "the masked width constraints still swap")
    scene.controller.traitOverrides.verticalSizeClass = .regular
    #expect(!leading.isActive)
    Self.expectCompactHeight(scene, false, "and swap back")
  }

  @Test("In a window, the controller's overrides apply on top of the window's size classes, and rotation too")
  func inAWindow() throws {
    let scene = try Self.load()
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")), orientation: .portrait)
    simulator.window.rootViewController = scene.controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    Self.expectCompactWidth(scene, "iPhone 8 portrait: compact width")
    Self.expectCompactHeight(scene, false, "iPhone 8 portrait: regular height")

    scene.controller.traitOverrides.horizontalSizeClass = .regular
    Self.expectRegularWidth(scene, "overridden to regular width")
    scene.controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    Self.expectCompactWidth(scene, "the override removed: the window's compact width")

    _ = simulator.rotate(to: .landscapeLeft)
    simulator.layoutIfNeeded()
    Self.expectCompactWidth(scene, "iPhone 8 landscape: compact width")
    Self.expectCompactHeight(scene, true, "iPhone 8 landscape: compact height")
  }
}
