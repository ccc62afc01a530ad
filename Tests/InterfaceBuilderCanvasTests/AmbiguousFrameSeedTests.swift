import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder lays a document out from the frames it stored: a view whose constraints
/// leave its position or size open stays where the file has it, and so does everything placed
/// from it, instead of wherever the solver's simplex happens to stop.
@MainActor
@Suite("The canvas keeps stored frames where the constraints leave them open")
struct AmbiguousFrameSeedTests {
  /// A card pinned on x and width only (height and y open), 240 points down and 90 high, and a
  /// 30-point box placed 8 below it.
  static let storyboard = Data(
    StoryboardXML.oneScene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="16" y="240" width="343" height="90"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="16" y="338" width="343" height="30"/>
            <constraints>
                <constraint firstAttribute="height" constant="30" id="c-h"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c-t"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="c-bl"/>
        <constraint firstItem="box" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c-bt"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="card" secondAttribute="bottom" constant="8" id="c-by"/>
        """
    ).utf8)

  @Test("the open card and the box placed from it agree with the stored frames")
  func storedFramesKept() {
    let report = IBVerifier().verify(data: Self.storyboard, fileName: "Ambiguous.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2, "the card and the box")
    #expect(report.views.agreeing == 2, "\(report.worst)")
  }
}
