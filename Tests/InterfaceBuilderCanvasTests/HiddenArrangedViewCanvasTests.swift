import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Hidden arranged views where Interface Builder stores them, as UIKit's stack view leaves them:
/// in the chain (half a spacing after the visible view before them) while two or more views
/// are visible; with one visible view or none, without any constraint along the axis (UIKit clears
/// them on its next update pass), so they stay where the document put them; with none visible,
/// lined up with each other but not with the stack across the axis.
@MainActor
@Suite("The canvas places hidden arranged views as UIKit's stack view leaves them")
struct HiddenArrangedViewCanvasTests {
  /// A vertical stack (spacing 8) 100 points down the root holding `arranged`.
  static func stackDocument(height: Double, arranged: String) -> Data {
    let text = StoryboardXML.oneScene(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="375" height="\(height)"/>
            <subviews>
        \(arranged)
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

  /// A 30-point box at `y`.
  static func box(_ id: String, y: Double) -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="0.0" y="\(y)" width="375" height="30"/>
        <constraints>
            <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
        </constraints>
    </view>
    """
  }

  /// A hidden view stored collapsed at `y`.
  static func hidden(y: Double) -> String {
    """
    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hidden">
        <rect key="frame" x="0.0" y="\(y)" width="375" height="0.0"/>
    </view>
    """
  }

  func verify(_ data: Data) -> VerificationReport {
    IBVerifier().verify(data: data, fileName: "Hidden.storyboard")
  }

  @Test("After a stack's only visible view, a hidden view stays at the stack's origin where it is stored")
  func afterTheOnlyVisibleView() {
    let report = verify(Self.stackDocument(height: 30, arranged: Self.box("box", y: 0) + "\n" + Self.hidden(y: 0)))
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 3, "the stack, the box and the hidden view")
    #expect(report.views.agreeing == 3, "\(report.worst)")
  }

  @Test("Between two visible views, a hidden view sits half a spacing after the one before it")
  func betweenVisibleViews() {
    let arranged = [Self.box("a", y: 0), Self.hidden(y: 34), Self.box("b", y: 38)].joined(separator: "\n")
    let report = verify(Self.stackDocument(height: 68, arranged: arranged))
    #expect(report.views.compared == 4)
    #expect(report.views.agreeing == 4, "\(report.worst)")
    // Stored at the origin instead, it disagrees: two visible views keep it in the chain.
    let atOrigin = [Self.box("a", y: 0), Self.hidden(y: 0), Self.box("b", y: 38)].joined(separator: "\n")
    #expect(verify(Self.stackDocument(height: 68, arranged: atOrigin)).views.agreeing == 3)
  }

  @Test("A row whose views are all hidden keeps their own height in a stack held 0 high")
  func allHiddenRowInAZeroHighStack() {
    // A fill-equally row of hidden 28-point views: the first sized by its constraints, the
    // second sharing its width, the third with nothing along the axis (collapsed).
    let text = StoryboardXML.oneScene(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="112" y="100" width="0.0" height="0.0"/>
            <subviews>
                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                    <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="28" id="p1-w"/>
                        <constraint firstAttribute="height" constant="28" id="p1-h"/>
                    </constraints>
                </view>
                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="p2">
                    <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                </view>
                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="p3">
                    <rect key="frame" x="0.0" y="0.0" width="0.0" height="28"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="p2" firstAttribute="width" secondItem="p1" secondAttribute="width" id="p2-w"/>
                <constraint firstAttribute="height" id="row-h"/>
            </constraints>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="112" id="c-l"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-y"/>
        """
    )
    let report = verify(Data(text.utf8))
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 4, "the row and its three views")
    #expect(report.views.agreeing == 4, "\(report.worst)")
  }
}
