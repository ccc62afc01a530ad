import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// Constraints between a scroll view's center and a view inside it attach to the scroll view's
/// frame, not to its content area (only the edges mean the content; Auto Layout Guide, "Working
/// with Scroll Views").
@MainActor
@Suite("A scroll view's centers are its frame's to the views inside it")
struct ScrollViewCenterConstraintTests {
  @Test("a mark centered on a 400-point scroll view sits at 200 though the content is 1,000 high")
  func centerYUsesTheFrame() {
    let text = StoryboardXML.oneScene(
      subviews: """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="1000" id="c-ch"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                    <rect key="frame" x="0.0" y="180" width="100" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="c-mw"/>
                        <constraint firstAttribute="height" constant="40" id="c-mh"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c-ct"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c-cl"/>
                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-cr"/>
                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c-cb"/>
                <constraint firstItem="mark" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c-ml"/>
                <constraint firstItem="mark" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" id="c-my"/>
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-y"/>
        <constraint firstItem="scroll" firstAttribute="height" constant="400" id="c-h"/>
        <constraint firstItem="content" firstAttribute="width" secondItem="root" secondAttribute="width" id="c-cw"/>
        """
    )
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "ScrollCenter.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 3)
    #expect(report.views.agreeing == 3)
  }
}
