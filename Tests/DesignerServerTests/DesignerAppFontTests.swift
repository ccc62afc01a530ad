import Foundation
import Testing

/// The designer's canvas draws a font iOS does not ship from the app's own font file, found
/// around the served document as `adaptive render` finds it.
@Suite("Designer canvas uses the app's own fonts")
struct DesignerAppFontTests {
  /// A face of the fonts the project bundles, copied into the app under another name: the
  /// PostScript name inside the file decides, not the file name.
  static let bundledFace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/AdaptiveKit/Resources/Fonts/InterDisplay-Medium.otf")

  /// One scene with a label in `fontName` (ids as in the server's other fixtures).
  static func storyboard(fontName: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    useSafeAreas="YES" colorMatched="YES" initialViewController="AFv-vc-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="AFs-sc-001">
                <objects>
                    <viewController id="AFv-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="AFv-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Brand" \
    translatesAutoresizingMaskIntoConstraints="NO" id="AFl-lb-001">
                                    <rect key="frame" x="20" y="100" width="60" height="21"/>
                                    <fontDescription key="fontDescription" name="\(fontName)" family="Brand" pointSize="15"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="AFl-lb-001" firstAttribute="leading" secondItem="AFv-vw-001" \
    secondAttribute="leading" constant="20" id="AFc-ct-001"/>
                                <constraint firstItem="AFl-lb-001" firstAttribute="top" secondItem="AFv-vw-001" \
    secondAttribute="top" constant="100" id="AFc-ct-002"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="100" y="100"/>
            </scene>
        </scenes>
    </document>
    """
  }

  /// The served storyboard's scene SVG on an iPhone 15.
  static func sceneSVG(_ harness: DesignerHarness, _ server: ServedDesigner) async throws -> String {
    let reply = try await RawHTTPClient.get(server, "/api/canvas?doc=0/App/Brand.storyboard&device=iPhone%2015")
    #expect(reply.status == 200, "\(reply.text)")
    let canvas = try #require(try reply.json() as? [String: Any])
    let scenes = try #require(canvas["scenes"] as? [[String: Any]])
    let scene = try #require(scenes.first { $0["id"] as? String == "AFs-sc-001" })
    return try #require(scene["svg"] as? String)
  }

  @Test("a label in a font found in the app's folder is drawn with that font, embedded once")
  func canvasEmbedsTheAppFont() async throws {
    let harness = try DesignerHarness()
    let app = harness.folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Brand.xcodeproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Resources/Fonts"), withIntermediateDirectories: true)
    try Data(contentsOf: Self.bundledFace).write(to: app.appendingPathComponent("Resources/Fonts/BrandFont.otf"))
    try Self.storyboard(fontName: "InterDisplay-Medium").write(
      to: app.appendingPathComponent("Brand.storyboard"), atomically: true, encoding: .utf8)
    try await harness.withServer { server in
      let svg = try await Self.sceneSVG(harness, server)
      #expect(svg.components(separatedBy: "@font-face{font-family:'Inter Display'").count == 2)
      #expect(svg.contains("font-family=\"'Inter Display'"))
    }
  }

  @Test("a font found nowhere is drawn in the system font, with nothing embedded")
  func missingFontFallsBack() async throws {
    let harness = try DesignerHarness()
    let app = harness.folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Brand.xcodeproj"), withIntermediateDirectories: true)
    try Self.storyboard(fontName: "InterDisplay-Medium").write(
      to: app.appendingPathComponent("Brand.storyboard"), atomically: true, encoding: .utf8)
    try await harness.withServer { server in
      let svg = try await Self.sceneSVG(harness, server)
      #expect(!svg.contains("@font-face"))
    }
  }

  @Test("a font kept outside the app's folder is drawn from the folder given with --fonts")
  func fontsFolderReachesTheCanvas() async throws {
    let harness = try DesignerHarness()
    let app = harness.folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Brand.xcodeproj"), withIntermediateDirectories: true)
    let shared = harness.folder.appendingPathComponent("DesignSystem/Fonts")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try Data(contentsOf: Self.bundledFace).write(to: shared.appendingPathComponent("BrandFont.otf"))
    try Self.storyboard(fontName: "InterDisplay-Medium").write(
      to: app.appendingPathComponent("Brand.storyboard"), atomically: true, encoding: .utf8)
    try await harness.withServer(extraArguments: ["--fonts", shared.path]) { server in
      let svg = try await Self.sceneSVG(harness, server)
      #expect(svg.components(separatedBy: "@font-face{font-family:'Inter Display'").count == 2)
    }
  }
}
