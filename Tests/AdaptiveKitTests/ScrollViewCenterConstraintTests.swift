import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Apple's Auto Layout Guide ("Working with Scroll Views"): constraints between a scroll view's
/// edges and its content attach to the content area, those on its width, height or centers to
/// its frame. A content view pinned to the edges and centred on both axes therefore fills the
/// scroll view's frame, as Interface Builder stores it.
@MainActor
@Suite("Scroll view centers seen from the content attach to the frame")
struct ScrollViewCenterConstraintTests {
  /// A 375×600 scroll view with a content view pinned to its top and leading edges and centred
  /// on both axes; inside it, a box whose bottom sits 5 points above the scroll view's centerY.
  static let storyboard = StoryboardXML.oneScene(
    toolsVersion: "17506",
    subviews: """
      <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
          <rect key="frame" x="0.0" y="20" width="375" height="600"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                  <rect key="frame" x="5" y="5" width="100" height="290"/>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
              <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c2"/>
              <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="c3"/>
              <constraint firstItem="content" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" id="c4"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="5" id="c5"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="5" id="c6"/>
              <constraint firstItem="box" firstAttribute="width" constant="100" id="c7"/>
              <constraint firstItem="box" firstAttribute="bottom" secondItem="scroll" secondAttribute="centerY" constant="-5" id="c8"/>
          </constraints>
      </scrollView>
      """,
    constraints: """
      <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
      <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="r2"/>
      <constraint firstItem="scroll" firstAttribute="width" constant="375" id="r3"/>
      <constraint firstItem="scroll" firstAttribute="height" constant="600" id="r4"/>
      """)

  func layout() throws -> IBSceneLayout {
    let document = try IBDocument(xmlString: Self.storyboard, fileName: "ScrollCenters.storyboard")
    return try IBSceneLayout.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
  }

  @Test("a content view pinned to the edges and centred fills the scroll view's frame")
  func centredContentFillsFrame() throws {
    #expect(try layout().frame(ofViewWithID: "content") == CGRect(x: 0, y: 0, width: 375, height: 600))
  }

  @Test("a bottom tied to the scroll view's centerY ends above the middle of its frame")
  func bottomAtFrameCenter() throws {
    #expect(try layout().frame(ofViewWithID: "box") == CGRect(x: 5, y: 5, width: 100, height: 290))
  }

  @Test("the verifier agrees with every stored frame")
  func verifierAgrees() {
    let report = IBVerifier().verify(data: Data(Self.storyboard.utf8), fileName: "ScrollCenters.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.disagreeing == 0)
    #expect(report.views.agreeing == 3)
  }
}
