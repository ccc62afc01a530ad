import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Placeholder constraints ("Remove at build time") hold on Interface Builder's canvas: the frames
/// it stores follow them, so `adaptive verify` lays the scene out with them.
@MainActor
@Suite("Placeholder constraints hold on Interface Builder's canvas")
struct PlaceholderConstraintCanvasTests {
  @Test("a view sized only by a placeholder height is stored at that height (openfoodfacts' 59-point input)")
  func placeholderHeightHolds() {
    let text = StoryboardXML.oneScene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="input">
            <rect key="frame" x="0.0" y="100" width="375" height="59"/>
            <constraints>
                <constraint firstAttribute="height" constant="59" placeholder="YES" id="c-h"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
            <rect key="frame" x="0.0" y="169" width="375" height="20"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="input" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="input" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="input" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-y"/>
        <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l2"/>
        <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" id="c-t2"/>
        <constraint firstItem="below" firstAttribute="top" secondItem="input" secondAttribute="bottom" constant="10" id="c-y2"/>
        <constraint firstItem="below" firstAttribute="height" constant="20" id="c-h2"/>
        """
    )
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Placeholder.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2)
    #expect(report.views.agreeing == 2)
  }
}
