import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A view with `preservesSuperviewLayoutMargins` keeps its content inside its superview's margins
/// too: where it lies within them, its own margin grows by the smallest amount that does it.
@MainActor
@Suite("A view that preserves its superview's layout margins keeps its content inside them")
struct PreservedSuperviewMarginsTests {
  /// A 414-point root (20-point margins) holding a content view `inset` points in from each side,
  /// 100 high, whose box is pinned to the content view's margins and stored `boxX` in from them.
  static func storyboard(preserves: Bool, inset: Double, boxX: Double) -> Data {
    let attribute = preserves ? #"preservesSuperviewLayoutMargins="YES" "# : ""
    let contentWidth = 414 - 2 * inset
    let text = StoryboardXML.oneScene(
      device: "retina6_1", toolsVersion: "17701", rootSize: (414, 896),
      subviews: """
        <view contentMode="scaleToFill" \(attribute)translatesAutoresizingMaskIntoConstraints="NO" id="content">
            <rect key="frame" x="\(inset)" y="100" width="\(contentWidth)" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="\(boxX)" y="0.0" width="\(contentWidth - 2 * boxX)" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c-bl"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c-bt"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="c-btop"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c-bb"/>
                <constraint firstAttribute="height" constant="100" id="c-h"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(inset)" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" constant="\(inset)" id="c-t"/>
        <constraint firstItem="content" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-y"/>
        """
    )
    return Data(text.utf8)
  }

  static func agreeing(_ data: Data) -> (compared: Int, agreeing: Int, errors: Int) {
    let report = IBVerifier().verify(data: data, fileName: "Preserved.storyboard")
    return (report.views.compared, report.views.agreeing, report.errors.count)
  }

  @Test("a content view flush with the root lays its box out on the root's 20-point margins")
  func flushContentTakesTheRootMargins() {
    let result = Self.agreeing(Self.storyboard(preserves: true, inset: 0, boxX: 20))
    #expect(result.errors == 0)
    #expect(result.compared == 2)
    #expect(result.agreeing == 2)
  }

  @Test("a content view 4 points in grows its margins by the 16 points the root's still need")
  func insetContentGrowsByWhatIsLeft() {
    let result = Self.agreeing(Self.storyboard(preserves: true, inset: 4, boxX: 16))
    #expect(result.compared == 2)
    #expect(result.agreeing == 2)
  }

  @Test("without the attribute the content view keeps its own 8-point margins")
  func withoutTheAttributeOwnMarginsHold() {
    let result = Self.agreeing(Self.storyboard(preserves: false, inset: 0, boxX: 8))
    #expect(result.compared == 2)
    #expect(result.agreeing == 2)
  }
}
