import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A custom view that loads a xib as its File's Owner: its outlet's observer recolours the
/// label when the nib connects it, as an app's owner code does.
final class RecolouringCardOwner: UIView {
  var titleLabel: UILabel? {
    didSet { titleLabel?.textColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  }
}

/// A controller that loads its view from a xib as File's Owner and greens it once it loaded.
final class GreeningNibController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  }
}

/// A xib's top-level views are drawn from the objects the app's `UINib` builds (its File's
/// Owner made as the app makes it, `awakeFromNib` and `viewDidLoad` run), as storyboard scenes
/// are drawn from the app's controllers; frames stay the canvas's.
@MainActor
@Suite("A xib's views are drawn from the objects UINib builds")
struct XibViewsFromObjectsTests {
  static let blue = """
    <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    """

  /// A xib whose top-level view `content` holds `subviews`; File's Owner of `ownerClass`,
  /// connected by `ownerConnections`.
  static func xib(ownerClass: String? = nil, ownerConnections: String = "", subviews: String, rootExtra: String = "")
    throws -> IBDocument
  {
    let owner = ownerClass.map { " customClass=\"\($0)\"" } ?? ""
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(owner)>
      <connections>\(ownerConnections)</connections>
      </placeholder>
      <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
      <view contentMode="scaleToFill" id="content">
      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>\(subviews)</subviews>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      \(rootExtra)
      </view>
      </objects>
      </document>
      """
    return try IBDocument(data: Data(xml.utf8), fileName: "Card.xib")
  }

  static let label = """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" id="title">
    <rect key="frame" x="20" y="200" width="200" height="21"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <fontDescription key="fontDescription" type="system" pointSize="17"/>
    <color key="textColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </label>
    """

  static func render(_ document: IBDocument, configuration: RenderConfiguration = RenderingFixtures.phone) throws -> String {
    try SceneRenderer(document: document).render(sceneID: "content", configuration: configuration).svg.body
  }

  @Test("A view of a nib with no owner draws the colour and alpha its awakeFromNib set")
  func awakeFromNibWithoutOwner() throws {
    UIStoryboard.register(RecolouringPanel.self, forClassName: "RecolouringPanel")
    let svg = try Self.render(
      try Self.xib(
        subviews: """
          <view contentMode="scaleToFill" customClass="RecolouringPanel" id="panel">
          <rect key="frame" x="20" y="40" width="100" height="100"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          \(Self.blue)
          </view>
          <view contentMode="scaleToFill" id="plain">
          <rect key="frame" x="140" y="40" width="100" height="100"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          \(Self.blue)
          </view>
          """))
    let panel = try ViewAppearanceFromObjectsTests.ownMarkup(of: "panel", in: svg)
    #expect(panel.contains("fill=\"#ff0000\""))
    #expect(panel.contains("opacity=\"0.5\""))
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "plain", in: svg).contains("fill=\"#0000ff\""))
  }

  @Test("A custom view owning the nib recolours a label through its outlet, and the drawing shows it")
  func viewOwnerOutlet() throws {
    UIStoryboard.register(RecolouringCardOwner.self, forClassName: "RecolouringCardOwner")
    KeyValueCoding.register(\RecolouringCardOwner.titleLabel, forKey: "titleLabel")
    let owned = try Self.render(
      try Self.xib(
        ownerClass: "RecolouringCardOwner",
        ownerConnections: #"<outlet property="titleLabel" destination="title" id="o1"/>"#, subviews: Self.label))
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "title", in: owned).contains("fill=\"#ff8000\""))
    // Without a class the app registered there is no owner: the document's colour.
    let unowned = try Self.render(
      try Self.xib(
        ownerClass: "UnregisteredCardOwner",
        ownerConnections: #"<outlet property="titleLabel" destination="title" id="o1"/>"#, subviews: Self.label))
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "title", in: unowned).contains("fill=\"#0000ff\""))
  }

  @Test("A controller owning the nib loads its view from it and its viewDidLoad colour is drawn")
  func controllerOwner() throws {
    UIStoryboard.register(GreeningNibController.self, forClassName: "GreeningNibController")
    let svg = try Self.render(
      try Self.xib(
        ownerClass: "GreeningNibController",
        ownerConnections: #"<outlet property="view" destination="content" id="o1"/>"#, subviews: Self.label))
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "content", in: svg).contains("fill=\"#00ff00\""))
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "title", in: svg).contains("fill=\"#0000ff\""))
  }

  @Test("An unowned nib's colour variation follows the size classes drawn, one configuration after another")
  func variationsWithoutOwner() throws {
    let document = try Self.xib(
      subviews: """
        <view contentMode="scaleToFill" id="varied">
        <rect key="frame" x="20" y="40" width="100" height="100"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        \(Self.blue)
        <variation key="heightClass=compact">
        <color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </variation>
        </view>
        """)
    let renderer = SceneRenderer(document: document)
    let landscape = RenderConfiguration(device: RenderingFixtures.phone.device, orientation: .landscapeLeft)
    var fills: [Bool] = []
    for configuration in [RenderingFixtures.phone, landscape, RenderingFixtures.phone] {
      let svg = try renderer.render(sceneID: "content", configuration: configuration).svg.body
      fills.append(try ViewAppearanceFromObjectsTests.ownMarkup(of: "varied", in: svg).contains("fill=\"#00ff00\""))
    }
    #expect(fills == [false, true, false])
  }
}
