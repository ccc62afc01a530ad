import Foundation
import InterfaceBuilder
import TestSupport
import Testing

@testable import AdaptiveKit
@testable import InterfaceBuilderCanvas

/// Toolbar views as Interface Builder draws them from Xcode 11: 49 points high where the bar sits
/// directly above the home indicator, 44 anywhere else (read from stored frames: every toolbar
/// view of the corpus from Xcode 11 on fits it; unconfirmed by documentation).
@MainActor
@Suite("A toolbar view is 49 points high directly above the home indicator, 44 elsewhere")
struct ToolbarAboveHomeIndicatorTests {
  /// Two toolbars: `low` on the safe area's bottom, `high` on top of it. The stored frames are
  /// deliberately wrong (30 high, at the top) so that only the constraints can place them.
  static func frames(device: String, height: Double, toolsVersion: String = "17126") throws -> (low: CGRect, high: CGRect) {
    let toolbar = { (id: String) in
      """
      <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
          <items>
              <barButtonItem style="plain" systemItem="flexibleSpace" id="\(id)-i"/>
          </items>
      </toolbar>
      """
    }
    let xml = StoryboardXML.oneScene(
      device: device, toolsVersion: toolsVersion, plugIn: toolsVersion, rootSize: (375, height),
      subviews: toolbar("low") + "\n" + toolbar("high"),
      constraints: """
        <constraint firstItem="low" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="low" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="low" secondAttribute="bottom" id="c3"/>
        <constraint firstItem="high" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
        <constraint firstAttribute="trailing" secondItem="high" secondAttribute="trailing" id="c5"/>
        <constraint firstItem="low" firstAttribute="top" secondItem="high" secondAttribute="bottom" id="c6"/>
        """)
    let document = try IBDocument(xmlString: xml, fileName: "Toolbars.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device(device))
    return (try #require(layout.frame(ofViewWithID: "low")), try #require(layout.frame(ofViewWithID: "high")))
  }

  @Test("On a home-indicator phone the bar above the indicator is 49, the one above it 44 (Esri's Xcode 12 pair)")
  func homeIndicatorPhone() throws {
    let frames = try Self.frames(device: "retina6_1", height: 896)
    #expect(frames.low == CGRect(x: 0, y: 813, width: 414, height: 49))
    #expect(frames.high == CGRect(x: 0, y: 769, width: 414, height: 44))
  }

  @Test("On a home-button phone every toolbar is 44")
  func homeButtonPhone() throws {
    let frames = try Self.frames(device: "retina4_7", height: 667)
    #expect(frames.low.height == 44)
    #expect(frames.low.maxY == 667)
    #expect(frames.high.height == 44)
  }

  @Test("Documents saved before Xcode 11 draw every toolbar 44 high")
  func beforeXcode11() throws {
    let frames = try Self.frames(device: "retina6_1", height: 896, toolsVersion: "14490")
    #expect(frames.low.height == 44)
  }
}
