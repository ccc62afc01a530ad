import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A panel that recolours and fades itself when it wakes from the storyboard, as an app's view
/// does in code.
final class RecolouringPanel: UIView {
  override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    alpha = 0.5
  }
}

/// A label that greys and disables itself when it wakes from the storyboard.
final class GreyingLabel: UILabel {
  override func awakeFromNib() {
    super.awakeFromNib()
    textColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
    isEnabled = false
  }
}

/// A controller that clears a view's colour once its view has loaded.
final class ClearingController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.subviews.first { $0.accessibilityIdentifier == "cleared" }?.backgroundColor = nil
  }
}

/// A controller that hides one view and shows a hidden one once its view has loaded.
final class HidingController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.subviews.first { $0.accessibilityIdentifier == "cleared" }?.isHidden = true
    view.subviews.first { $0.accessibilityIdentifier == "shown" }?.isHidden = false
  }
}

/// A scene's views are drawn in the colour and alpha of the views the app's storyboard builds
/// (after `awakeFromNib` and `viewDidLoad`), not the document's, where the two differ; frames stay
/// the canvas's.
@MainActor
@Suite("View backgrounds and alpha are drawn from the app's views")
struct ViewAppearanceFromObjectsTests {
  /// The document's blue, written on the panel, the plain view and the cleared view.
  static let documentBlue = """
    <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    """

  static func document(controllerClass: String? = nil, extraSubview: String = "") throws -> IBDocument {
    let custom = controllerClass.map { " customClass=\"\($0)\"" } ?? ""
    return try RenderingFixtures.storyboard(
      """
      <scene sceneID="scene"><objects>
      <viewController id="vc"\(custom) sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>
      <view contentMode="scaleToFill" customClass="RecolouringPanel" id="panel">
      <rect key="frame" x="20" y="40" width="100" height="100"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      \(documentBlue)
      </view>
      <view contentMode="scaleToFill" id="plain">
      <rect key="frame" x="140" y="40" width="100" height="100"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      \(documentBlue)
      </view>
      <view contentMode="scaleToFill" id="cleared">
      <rect key="frame" x="260" y="40" width="100" height="100"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <accessibility key="accessibilityConfiguration" identifier="cleared"/>
      \(documentBlue)
      </view>
      \(extraSubview)
      </subviews>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      </view>
      </viewController>
      </objects></scene>
      """)
  }

  /// The markup of the view group `id` up to its first child group (its own background).
  static func ownMarkup(of id: String, in svg: String) throws -> Substring {
    let start = try #require(svg.range(of: "data-id=\"\(id)\""))
    let rest = svg[start.upperBound...]
    let end = rest.range(of: "<g ")?.lowerBound ?? rest.endIndex
    return svg[svg[..<start.lowerBound].range(of: "<g ", options: .backwards)!.lowerBound..<end]
  }

  static func render(_ document: IBDocument) throws -> String {
    try SceneRenderer(document: document).render(sceneID: "vc", configuration: RenderingFixtures.phone).svg.body
  }

  @Test("A colour and alpha set in awakeFromNib are drawn instead of the document's")
  func awakeFromNibColour() throws {
    UIStoryboard.register(RecolouringPanel.self, forClassName: "RecolouringPanel")
    let svg = try Self.render(try Self.document())
    let panel = try Self.ownMarkup(of: "panel", in: svg)
    #expect(panel.contains("fill=\"#ff0000\""))
    #expect(!panel.contains("fill=\"#0000ff\""))
    #expect(panel.contains("opacity=\"0.5\""))
    let plain = try Self.ownMarkup(of: "plain", in: svg)
    #expect(plain.contains("fill=\"#0000ff\""), "a view code leaves alone keeps the document's colour")
    #expect(!plain.contains("opacity="))
  }

  @Test("A label's text colour and enabled state set in awakeFromNib are drawn")
  func labelColourFromCode() throws {
    UIStoryboard.register(GreyingLabel.self, forClassName: "GreyingLabel")
    let label = """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Coded" \
      lineBreakMode="tailTruncation" customClass="GreyingLabel" id="coded">
      <rect key="frame" x="20" y="200" width="200" height="21"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
      <color key="textColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </label>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Filed" \
      lineBreakMode="tailTruncation" id="filed">
      <rect key="frame" x="20" y="240" width="200" height="21"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
      <color key="textColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </label>
      """
    let svg = try SceneRenderer(document: try RenderingFixtures.scene(label)).render(
      sceneID: "vc", configuration: RenderingFixtures.phone
    ).svg.body
    // Disabled text is drawn at 0.35 of its colour's alpha.
    #expect(try Self.ownMarkup(of: "coded", in: svg).contains("fill=\"rgba(0,128,0,0.35)\""))
    #expect(try Self.ownMarkup(of: "filed", in: svg).contains("fill=\"#0000ff\""))
  }

  @Test("A colour cleared in viewDidLoad draws no background")
  func clearedInViewDidLoad() throws {
    UIStoryboard.register(ClearingController.self, forClassName: "ClearingController")
    let svg = try Self.render(try Self.document(controllerClass: "ClearingController"))
    let cleared = try Self.ownMarkup(of: "cleared", in: svg)
    #expect(!cleared.contains("<rect"), "no background rectangle for a view whose colour code removed")
    #expect(try Self.ownMarkup(of: "plain", in: svg).contains("fill=\"#0000ff\""))
  }

  @Test("A view whose colour varies by size class draws the document's value for the size classes drawn")
  func sizeClassVariation() throws {
    let document = try RenderingFixtures.scene(
      """
      <view contentMode="scaleToFill" id="varied">
      <rect key="frame" x="20" y="40" width="100" height="100"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      \(Self.documentBlue)
      <variation key="heightClass=compact">
      <color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </variation>
      </view>
      """)
    let renderer = SceneRenderer(document: document)
    let portrait = try renderer.render(sceneID: "vc", configuration: RenderingFixtures.phone).svg.body
    #expect(try Self.ownMarkup(of: "varied", in: portrait).contains("fill=\"#0000ff\""))
    let landscape = try renderer.render(
      sceneID: "vc",
      configuration: RenderConfiguration(device: RenderingFixtures.phone.device, orientation: .landscapeLeft)
    ).svg.body
    #expect(try Self.ownMarkup(of: "varied", in: landscape).contains("fill=\"#00ff00\""))
  }

  @Test("A panel recoloured in awakeFromNib shows code's colour until a size class whose colour varies replaces it, as the app rotating")
  func codeColourThenVariation() throws {
    UIStoryboard.register(RecolouringPanel.self, forClassName: "RecolouringPanel")
    let document = try RenderingFixtures.scene(
      """
      <view contentMode="scaleToFill" customClass="RecolouringPanel" id="varied">
      <rect key="frame" x="20" y="40" width="100" height="100"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      \(Self.documentBlue)
      <variation key="heightClass=compact">
      <color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </variation>
      </view>
      """)
    let renderer = SceneRenderer(document: document)
    let portrait = try Self.ownMarkup(
      of: "varied", in: try renderer.render(sceneID: "vc", configuration: RenderingFixtures.phone).svg.body)
    #expect(portrait.contains("fill=\"#ff0000\""), "no variation applies in portrait: awakeFromNib's red")
    let landscape = try Self.ownMarkup(
      of: "varied",
      in: try renderer.render(
        sceneID: "vc", configuration: RenderConfiguration(device: RenderingFixtures.phone.device, orientation: .landscapeLeft)
      ).svg.body)
    #expect(landscape.contains("fill=\"#00ff00\""), "compact height's green replaces it")
    #expect(landscape.contains("opacity=\"0.5\""), "alpha does not vary: awakeFromNib's 0.5 stays")
  }

  @Test("A view hidden in viewDidLoad is not drawn; one shown there is")
  func hiddenInViewDidLoad() throws {
    UIStoryboard.register(HidingController.self, forClassName: "HidingController")
    let svg = try Self.render(
      try Self.document(
        controllerClass: "HidingController",
        extraSubview: """
          <view hidden="YES" contentMode="scaleToFill" id="shown">
          <rect key="frame" x="20" y="160" width="100" height="100"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <accessibility key="accessibilityConfiguration" identifier="shown"/>
          \(Self.documentBlue)
          </view>
          """))
    #expect(!svg.contains("data-id=\"cleared\""))
    #expect(svg.contains("data-id=\"shown\""))
    #expect(svg.contains("data-id=\"plain\""))
  }

  @Test("Frames stay the canvas's: the recoloured panel is where the document puts it")
  func framesFromCanvas() throws {
    UIStoryboard.register(RecolouringPanel.self, forClassName: "RecolouringPanel")
    let rendered = try SceneRenderer(document: try Self.document()).render(sceneID: "vc", configuration: RenderingFixtures.phone)
    #expect(rendered.viewFrames["panel"] == CGRect(x: 20, y: 40, width: 100, height: 100))
  }
}
