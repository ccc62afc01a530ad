import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A stopped activity indicator that hides when stopped is archived `hidden="YES"` (UIKit hid it),
/// but the canvas of Xcode 12 and later draws it: a stack view arranges it at its full size and
/// places the next view after it. Xcode 7 collapsed it like any hidden arranged view.
@MainActor
@Suite("The canvas arranges a stopped activity indicator that hides when stopped")
struct StoppedActivityIndicatorStackTests {
  /// A vertical stack (spacing 8) of a stopped, hidden indicator and a 30-point view, 100 points
  /// down the root, with the frames `indicatorHeight` implies.
  static func storyboard(toolsVersion: String, plugIn: String, indicatorHeight: Double) -> Data {
    let spacing = indicatorHeight > 0 ? 8.0 : 0
    let boxY = indicatorHeight + spacing
    let text = StoryboardXML.oneScene(
      toolsVersion: toolsVersion, plugIn: plugIn,
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="375" height="\(boxY + 30)"/>
            <subviews>
                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(indicatorHeight)"/>
                </activityIndicatorView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="\(boxY)" width="375" height="30"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="c-h"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-y"/>
        """
    )
    return Data(text.utf8)
  }

  @Test("Xcode 12: the indicator keeps its 20 points and the view below follows it")
  func drawnFromXcode12() {
    let report = IBVerifier().verify(
      data: Self.storyboard(toolsVersion: "17701", plugIn: "17703", indicatorHeight: 20), fileName: "Spinner.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 3, "the stack, the indicator and the view")
    #expect(report.views.agreeing == 3, "\(report.worst)")
  }

  @Test("Xcode 12, laid out as if collapsed: the stored frames disagree")
  func collapsedFramesDisagreeFromXcode12() {
    let report = IBVerifier().verify(
      data: Self.storyboard(toolsVersion: "17701", plugIn: "17703", indicatorHeight: 0), fileName: "Spinner.storyboard")
    #expect(report.views.agreeing < report.views.compared)
  }

  @Test("Xcode 7: the hidden indicator collapses as any hidden arranged view does")
  func collapsedInXcode7() {
    let report = IBVerifier().verify(
      data: Self.storyboard(toolsVersion: "8191", plugIn: "8154", indicatorHeight: 0), fileName: "Spinner.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.agreeing == report.views.compared, "\(report.worst)")
    #expect(report.views.compared == 3, "the stack, the indicator and the view")
  }
}
