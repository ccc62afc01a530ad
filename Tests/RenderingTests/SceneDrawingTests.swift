import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

@Suite("Scenes draw their views with hover info, alpha, hidden views and clipping")
@MainActor
struct SceneDrawingTests {
  private func render(_ document: IBDocument, _ configuration: RenderConfiguration = RenderingFixtures.phone)
    throws -> String
  {
    try SceneRenderer(document: document).render(sceneID: "scene", configuration: configuration).svg.text
  }

  private let box = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" alpha="0.5" clipsSubviews="YES">
    <rect key="frame" x="20" y="40" width="100" height="50"/>
    <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    <subviews><view contentMode="scaleToFill" fixedFrame="YES" id="inner"><rect key="frame" x="0" y="0" width="10" height="10"/>
    <autoresizingMask key="autoresizingMask"/></view></subviews>
    </view>
    <view hidden="YES" contentMode="scaleToFill" fixedFrame="YES" id="gone"><rect key="frame" x="0" y="0" width="10" height="10"/>
    <autoresizingMask key="autoresizingMask"/><color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
    """
  private let boxConstraints = """
    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
    <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
    <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
    """

  @Test("Each view is a group naming its class, id and solved frame, with a title")
  func hoverInfo() throws {
    let svg = try render(try RenderingFixtures.scene(box, constraints: boxConstraints))
    // The safe area starts below the 20-point status bar of the iPhone SE.
    #expect(svg.contains("data-class=\"UIView\" data-id=\"box\" data-frame=\"20 40 100 50\""))
    #expect(svg.contains("<title>UIView box (20 40 100 50)</title>"))
    #expect(svg.contains("fill=\"#ff0000\""))
  }

  @Test("Alpha becomes opacity, clipping a clip path; hidden views are left out")
  func appearance() throws {
    let svg = try render(try RenderingFixtures.scene(box, constraints: boxConstraints))
    #expect(svg.contains("data-id=\"box\" data-frame=\"20 40 100 50\" opacity=\"0.5\""))
    #expect(svg.contains("clip-path=\"url(#clip"))
    #expect(!svg.contains("data-id=\"gone\""))
    #expect(!svg.contains("#00ff00"))
  }

  @Test("A multi-line label draws the lines layout wrapped, and a short one truncates with an ellipsis")
  func labelText() throws {
    let labels = """
      <label opaque="NO" text="The quick brown fox jumps over the lazy dog again and again" numberOfLines="0" \
      lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="wrapped">
      <rect key="frame" x="0" y="0" width="120" height="80"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
      <label opaque="NO" text="A title far too long for its box" lineBreakMode="tailTruncation" \
      translatesAutoresizingMaskIntoConstraints="NO" id="short">
      <rect key="frame" x="0" y="0" width="80" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
      """
    let constraints = """
      <constraint firstItem="wrapped" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="w1"/>
      <constraint firstItem="wrapped" firstAttribute="top" secondItem="safe" secondAttribute="top" id="w2"/>
      <constraint firstItem="wrapped" firstAttribute="width" constant="120" id="w3"/>
      <constraint firstItem="short" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="s1"/>
      <constraint firstItem="short" firstAttribute="top" secondItem="wrapped" secondAttribute="bottom" constant="10" id="s2"/>
      <constraint firstItem="short" firstAttribute="width" constant="80" id="s3"/>
      """
    let svg = try render(try RenderingFixtures.scene(labels, constraints: constraints))
    let wrappedGroup = try #require(svg.range(of: "data-id=\"wrapped\"")).upperBound
    let shortGroup = try #require(svg.range(of: "data-id=\"short\"")).lowerBound
    let wrappedLines = svg[wrappedGroup..<shortGroup].components(separatedBy: "<text ").count - 1
    #expect(wrappedLines >= 3)
    let tail = svg[shortGroup...]
    #expect(tail.contains("…</text>"))
    // Every drawn line is stretched to the width layout measured, so any font wraps the same.
    #expect(svg.contains("lengthAdjust=\"spacingAndGlyphs\""))
  }

  @Test("An unknown scene id names the document and the scenes it has")
  func unknownScene() throws {
    let document = try RenderingFixtures.scene("")
    #expect(throws: RenderError.unknownScene(file: "Inline.storyboard", sceneID: "nope", available: ["scene"])) {
      try SceneRenderer(document: document).render(sceneID: "nope", configuration: RenderingFixtures.phone)
    }
  }

  @Test("The device outline adds a bezel around the screen")
  func deviceOutline() throws {
    let renderer = SceneRenderer(document: try RenderingFixtures.scene(""), options: RenderOptions(deviceOutline: true))
    let svg = try renderer.render(sceneID: "scene", configuration: RenderingFixtures.phone).svg
    #expect(svg.width == 375 + 28)
    #expect(svg.text.contains("fill=\"#1c1c1e\""))
  }
}
