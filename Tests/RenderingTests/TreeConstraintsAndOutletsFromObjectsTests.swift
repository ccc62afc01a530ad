import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A controller that edits its title's constraints once its view has loaded, as an app's
/// `viewDidLoad` does: widens it, drops its height and adds a constraint of its own.
final class ConstraintEditingController: UIViewController {
  var titleLabel: UILabel?

  override func viewDidLoad() {
    super.viewDidLoad()
    guard let title = titleLabel else { return }
    for constraint in title.constraints where constraint.firstItem === title {
      if constraint.firstAttribute == .width { constraint.constant = 250 }
      if constraint.firstAttribute == .height { constraint.isActive = false }
    }
    let added = title.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor)
    added.identifier = "added-by-code"
    added.isActive = true
  }
}

/// `--tree` lists a view's constraints and outlets from the objects the app's load made:
/// constraints as the app holds them (a size class's constant, what `viewDidLoad` changed, added
/// or deactivated), outlets as the loader connected them, and the document's outlets nothing
/// connected marked so.
@MainActor
@Suite("--tree constraints and outlets come from the app's objects")
struct TreeConstraintsAndOutletsFromObjectsTests {
  /// A scene whose title (`title`) is pinned to the safe area (16 points from its leading edge,
  /// 30 in compact width), 200 wide and 40 high; the controller's `titleLabel` outlet and an
  /// unregistered card's `caption` outlet point at it.
  static func tree(controllerClass: String, configuration: RenderConfiguration = RenderingFixtures.phone) throws -> [String: SceneTree.View] {
    let document = try RenderingFixtures.storyboard(
      """
      <scene sceneID="scene"><objects>
      <viewController id="vc" customClass="\(controllerClass)" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
      <rect key="frame" x="16" y="40" width="200" height="40"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
      <constraints>
      <constraint firstAttribute="width" constant="200" id="c-width"/>
      <constraint firstAttribute="height" constant="40" id="c-height"/>
      </constraints>
      </label>
      <view contentMode="scaleToFill" customClass="UnregisteredCard" id="card">
      <rect key="frame" x="16" y="100" width="100" height="100"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <connections><outlet property="caption" destination="title" id="o-caption"/></connections>
      </view>
      </subviews>
      <viewLayoutGuide key="safeArea" id="safe"/>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      <constraints>
      <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c-leading">
      <variation key="widthClass=compact" constant="30"/>
      </constraint>
      <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" identifier="title-top" id="c-top"/>
      </constraints>
      </view>
      <connections><outlet property="titleLabel" destination="title" id="o-title"/></connections>
      </viewController>
      </objects></scene>
      """)
    let rendered = try SceneRenderer(document: document, options: RenderOptions(recordsTree: true)).render(
      sceneID: "vc", configuration: configuration)
    let tree = try #require(rendered.tree)
    return Dictionary(uniqueKeysWithValues: TextAndButtonsFromObjectsTests.flattened(tree.views).map { ($0.id, $0) })
  }

  static func register() {
    UIStoryboard.register(ConstraintEditingController.self, forClassName: "ConstraintEditingController")
    KeyValueCoding.register(\ConstraintEditingController.titleLabel, forKey: "titleLabel")
  }

  static func formulas(of view: SceneTree.View?) -> [String: String] {
    Dictionary(uniqueKeysWithValues: (view?.constraints ?? []).map { ($0.id, $0.formula) })
  }

  @Test("A constant viewDidLoad changed is the app's; a constraint it deactivated is gone, as from UIKit's constraints")
  func changedAndDeactivatedInViewDidLoad() throws {
    Self.register()
    let title = try Self.tree(controllerClass: "ConstraintEditingController")["title"]
    let formulas = Self.formulas(of: title)
    #expect(formulas["c-width"] == "title.width == 250", "the 250 code set, not the document's 200")
    #expect(formulas["c-height"] == nil, "deactivated in viewDidLoad")
    #expect(formulas["c-top"] == "title.top == safe.top + 20", "the document's ids for the items and the guide")
  }

  @Test("A constraint viewDidLoad added appears with a generated id, its guide named by its view and UIKit's property")
  func addedInViewDidLoad() throws {
    Self.register()
    let title = try Self.tree(controllerClass: "ConstraintEditingController")["title"]
    let added = try #require(title?.constraints?.first { $0.id == "root+1" })
    #expect(added.formula == "title.trailing <= root.layoutMarginsGuide.trailing")
    #expect(added.identifier == "added-by-code")
    #expect(title?.constraints?.first { $0.id == "c-top" }?.identifier == "title-top", "the document's identifier, as loaded")
  }

  @Test("A constraint's constant for the size class drawn is the one the app's constraint holds")
  func sizeClassConstant() throws {
    Self.register()
    let compact = try Self.tree(controllerClass: "ConstraintEditingController")
    #expect(Self.formulas(of: compact["title"])["c-leading"] == "title.leading == safe.leading + 30", "compact width's 30")
    let regular = try Self.tree(controllerClass: "ConstraintEditingController", configuration: RenderingFixtures.largePadLandscape)
    #expect(Self.formulas(of: regular["title"])["c-leading"] == "title.leading == safe.leading + 16", "the base 16 in regular width")
  }

  @Test("An outlet the loader connected is listed; one whose source class is not registered is marked not connected")
  func connectedAndUnconnectedOutlets() throws {
    Self.register()
    let registered = try Self.tree(controllerClass: "ConstraintEditingController")["title"]
    #expect(registered?.outlets == ["caption", "titleLabel"])
    #expect(registered?.unconnectedOutlets == ["caption"], "the unregistered card's outlet reached no property")
    let unregistered = try Self.tree(controllerClass: "UnregisteredTitleController")["title"]
    #expect(unregistered?.outlets == ["caption", "titleLabel"])
    #expect(unregistered?.unconnectedOutlets == ["caption", "titleLabel"], "no class declares either property")
    #expect(Self.formulas(of: unregistered)["c-width"] == "title.width == 200", "no code ran: the document's values as loaded")
    #expect(Self.formulas(of: unregistered)["c-height"] == "title.height == 40")
  }

  /// The tree of a xib's top-level view `content`, File's Owner of `ownerClass` pointing its
  /// `titleLabel` outlet at the label `title`.
  static func xibTree(ownerClass: String) throws -> [String: SceneTree.View] {
    let document = try XibViewsFromObjectsTests.xib(
      ownerClass: ownerClass, ownerConnections: #"<outlet property="titleLabel" destination="title" id="o1"/>"#,
      subviews: XibViewsFromObjectsTests.label)
    let rendered = try SceneRenderer(document: document, options: RenderOptions(recordsTree: true)).render(
      sceneID: "content", configuration: RenderingFixtures.phone)
    let tree = try #require(rendered.tree)
    return Dictionary(uniqueKeysWithValues: TextAndButtonsFromObjectsTests.flattened(tree.views).map { ($0.id, $0) })
  }

  @Test("A xib's File's Owner outlet is connected when the app registered the owner's class, and marked not connected otherwise")
  func xibOwnerOutlet() throws {
    UIStoryboard.register(RecolouringCardOwner.self, forClassName: "RecolouringCardOwner")
    KeyValueCoding.register(\RecolouringCardOwner.titleLabel, forKey: "titleLabel")
    let owned = try Self.xibTree(ownerClass: "RecolouringCardOwner")["title"]
    #expect(owned?.outlets == ["titleLabel"])
    #expect(owned?.unconnectedOutlets == nil, "the registered owner's property holds the label")
    let unowned = try Self.xibTree(ownerClass: "UnregisteredCardOwner")["title"]
    #expect(unowned?.outlets == ["titleLabel"])
    #expect(unowned?.unconnectedOutlets == ["titleLabel"], "no owner is made for an unregistered class")
  }
}
