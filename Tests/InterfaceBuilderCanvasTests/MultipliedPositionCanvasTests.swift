import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A constraint `bottom == 2 × image.bottom` on a view placed away from the root's origin (a
/// collection cell's content in its second row): Interface Builder stores the image at half the
/// view's height, as UIKit measures multiplied positions in the bounds of the view holding both
/// items.
@MainActor
@Suite("The canvas measures multiplied positions in the bounds of the view holding both items")
struct MultipliedPositionCanvasTests {
  @Test("A 130-point box 202 points down holds its image 65 high", arguments: [0.0, 202.0])
  func imageAtHalfTheBox(y: Double) {
    let text = StoryboardXML.oneScene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="16" y="\(y)" width="130" height="130"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                    <rect key="frame" x="0.0" y="0.0" width="130" height="65"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="image" firstAttribute="top" secondItem="box" secondAttribute="top" id="i-t"/>
                <constraint firstItem="image" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i-l"/>
                <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="i-r"/>
                <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" multiplier="2" id="i-b"/>
                <constraint firstAttribute="width" constant="130" id="b-w"/>
                <constraint firstAttribute="height" constant="130" id="b-h"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-l"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="c-y"/>
        """
    )
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Multiplied.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2, "the box and its image")
    #expect(report.views.agreeing == 2, "\(report.worst)")
  }
}
