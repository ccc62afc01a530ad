import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Content past a scroll view's bounds is scrolled out of sight, not off the screen: content
/// longer than the screen takes the home-indicator band inside the scroll view into its margin,
/// not the whole length that lies below the screen's safe bottom (which grew the margin on every
/// layout pass, thousands of points).
@MainActor
@Suite("Scroll-view content longer than the screen is unsafe only within the scroll view")
struct ScrollContentSafeAreaTests {
  /// A full-screen scroll view on an iPhone 11; its content view 1,282 high: a 1,200-point block,
  /// a 40-point footer, the content view's own 8-point bottom margin and the 34-point band above
  /// the home indicator, which the content covers.
  static let storyboard = Data(
    StoryboardXML.oneScene(
      device: "retina6_1", rootSize: (414, 896),
      subviews: """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="1282"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="block">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="1200"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1200" id="b-h"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                            <rect key="frame" x="0.0" y="1200" width="414" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="f-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="block" firstAttribute="top" secondItem="content" secondAttribute="top" id="b-t"/>
                        <constraint firstItem="block" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="b-l"/>
                        <constraint firstAttribute="trailing" secondItem="block" secondAttribute="trailing" id="b-r"/>
                        <constraint firstItem="footer" firstAttribute="top" secondItem="block" secondAttribute="bottom" id="f-t"/>
                        <constraint firstItem="footer" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="f-l"/>
                        <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="f-r"/>
                        <constraint firstAttribute="bottomMargin" secondItem="footer" secondAttribute="bottom" id="f-b"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c-t"/>
                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c-b"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c-l"/>
                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-r"/>
                <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c-w"/>
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-t"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s-b"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s-r"/>
        """
    ).utf8)

  @Test("the content view's bottom margin is its own 8 points and the 34-point band")
  func contentKeepsItsMargin() {
    let report = IBVerifier().verify(data: Self.storyboard, fileName: "ScrollContent.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 4, "the scroll view, its content view, the block and the footer")
    #expect(report.views.agreeing == 4, "\(report.worst)")
  }
}
