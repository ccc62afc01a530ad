import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A panel that rounds its corners less and colours its border when it wakes.
final class RestyledPanel: UIView {
  override func awakeFromNib() {
    super.awakeFromNib()
    layer.cornerRadius = 4
    layer.borderColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
  }
}

/// A panel that clips its subviews when it wakes.
final class ClippingPanel: UIView {
  override func awakeFromNib() {
    super.awakeFromNib()
    clipsToBounds = true
  }
}

/// Corners, borders and clipping are drawn from the app's view's layer: the document's
/// `layer.*` runtime attributes reach it through key-value coding and code may change them;
/// keys no UIKit class has (an app's inspectable `cornerRadius`, a colour for `layer.borderColor`)
/// draw the document's value in place of the app's code.
@MainActor
@Suite("Layer corners, borders and clipping are drawn from the app's views")
struct LayerStyleFromObjectsTests {
  static func markup(of id: String, _ subviews: String) throws -> String {
    let body = try SceneRenderer(document: try RenderingFixtures.scene(subviews)).render(
      sceneID: "vc", configuration: RenderingFixtures.phone
    ).svg.body
    return String(try ViewAppearanceFromObjectsTests.ownMarkup(of: id, in: body))
  }

  static func panel(_ id: String, customClass: String? = nil, attributes: String) -> String {
    """
    <view contentMode="scaleToFill" \(customClass.map { "customClass=\"\($0)\" " } ?? "")id="\(id)">
    <rect key="frame" x="20" y="40" width="100" height="60"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes>
    </view>
    """
  }

  @Test("The layer's radius and border colour set in awakeFromNib win over the document's attributes")
  func layerFromCode() throws {
    UIStoryboard.register(RestyledPanel.self, forClassName: "RestyledPanel")
    let markup = try Self.markup(
      of: "panel",
      Self.panel(
        "panel", customClass: "RestyledPanel",
        attributes: """
          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="12"/></userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
          """))
    #expect(markup.contains("width=\"100\" height=\"60\" rx=\"4\" ry=\"4\" fill=\"#0000ff\""), "the code's radius")
    #expect(!markup.contains("rx=\"12\""), "not the document's")
    #expect(markup.contains("rx=\"3\" ry=\"3\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\""), "the code's border colour")
  }

  @Test("layer.* runtime attributes reach the app's view's layer and are drawn; a border without a colour is black")
  func documentAttributesThroughTheLayer() throws {
    let markup = try Self.markup(
      of: "plain",
      Self.panel(
        "plain",
        attributes: """
          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="10"/></userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="1"/></userDefinedRuntimeAttribute>
          """))
    #expect(markup.contains("rx=\"10\" ry=\"10\" fill=\"#0000ff\""))
    #expect(markup.contains("stroke=\"#000000\" stroke-width=\"1\""), "Core Animation's default border colour")
  }

  @Test("An app class's inspectable cornerRadius and a colour for layer.borderColor stand in for the app's code")
  func appKeysStandIn() throws {
    let markup = try Self.markup(
      of: "card",
      Self.panel(
        "card", customClass: "UnregisteredCardView",
        attributes: """
          <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
          """))
    #expect(markup.contains("rx=\"8\" ry=\"8\" fill=\"#0000ff\""), "the inspectable's radius, as the app's code would set it")
    #expect(markup.contains("stroke=\"#00ff00\" stroke-width=\"2\""), "the document's border colour")
  }

  @Test("clipsToBounds set in code clips the subviews, though the document does not clip")
  func clippingFromTheView() throws {
    UIStoryboard.register(ClippingPanel.self, forClassName: "ClippingPanel")
    let markup = try Self.markup(
      of: "clipper",
      """
      <view contentMode="scaleToFill" customClass="ClippingPanel" id="clipper">
      <rect key="frame" x="20" y="40" width="100" height="60"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <subviews>
      <view contentMode="scaleToFill" id="inner">
      <rect key="frame" x="50" y="30" width="100" height="60"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      </subviews>
      </view>
      """)
    #expect(markup.contains("<clipPath"))
  }
}
