import AdaptiveKit
import Foundation
import Testing

/// A tab bar or navigation controller embedded in a container view passes the embedding on to its
/// children: before Xcode 9 they are drawn without a status bar, like any container child
/// (Rocket.Chat's Xcode 7 left menu: a tab bar controller in a container view, its settings
/// scene's buttons 8 points below a top layout guide at 0).
@MainActor
@Suite("The children of an embedded tab bar or navigation controller are embedded too")
struct EmbeddedContainerChildrenTests {
  static func document(childBoxY: Double) -> String {
    CanvasDocumentXML.document(
      toolsVersion: "8191", device: nil,
      scenes: [
        """
        <scene sceneID="parent-scene">
            <objects>
                <viewController id="parent" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="parent-root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <connections>
                                    <segue destination="tabs" kind="embed" id="embed1"/>
                                </connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
        """,
        CanvasDocumentXML.container("tabBarController", id: "tabs", relationships: [("viewControllers", "child")]),
        CanvasDocumentXML.controller("child", width: 320, height: 568, boxY: childBoxY),
      ])
  }

  @Test("Xcode 7: the tab's scene has its top layout guide at 0")
  func child() {
    #expect(CanvasDocumentXML.boxAgrees("child", in: Self.document(childBoxY: 8)))
    #expect(!CanvasDocumentXML.boxAgrees("child", in: Self.document(childBoxY: 28)))
  }
}
