import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder lays a stack view's arranged views out inside the layout margins set in the
/// size inspector; the document stores only the margins, never `layoutMarginsRelativeArrangement`.
@MainActor
@Suite("A stack view that stores layout margins arranges its views inside them")
struct StackLayoutMarginsArrangementTests {
  /// A fill-equally stack of two labels across the screen, 50 high, with `margins` as stored
  /// and `attribute` on the stack element.
  static func storyboard(margins: String, attribute: String = "", labelX: Int, labelWidth: Double) -> Data {
    let text = StoryboardXML.oneScene(
      toolsVersion: "14109",
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" \(attribute)translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="375" height="50"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                    <rect key="frame" x="\(labelX)" y="0.0" width="\(labelWidth)" height="50"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                    <rect key="frame" x="\(Double(labelX) + labelWidth)" y="0.0" width="\(labelWidth)" height="50"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="50" id="c-h"/>
            </constraints>
            \(margins)
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

  static let tenPointSides = #"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>"#

  @Test("stored margins without the attribute: the views sit inside them (IBAnimatable's picker header)")
  func storedMarginsImplyRelativeArrangement() {
    let report = IBVerifier().verify(
      data: Self.storyboard(margins: Self.tenPointSides, labelX: 10, labelWidth: 177.5), fileName: "Margins.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 3)
    #expect(report.views.agreeing == 3)
  }

  @Test("an explicit NO keeps the views on the stack's edges")
  func explicitAttributeWins() {
    let report = IBVerifier().verify(
      data: Self.storyboard(
        margins: Self.tenPointSides, attribute: #"layoutMarginsRelativeArrangement="NO" "#, labelX: 0, labelWidth: 187.5),
      fileName: "Margins.storyboard")
    #expect(report.views.agreeing == 3)
  }

  @Test("no stored margins: the views fill the stack")
  func noMarginsFillTheStack() {
    let report = IBVerifier().verify(
      data: Self.storyboard(margins: "", labelX: 0, labelWidth: 187.5), fileName: "Margins.storyboard")
    #expect(report.views.agreeing == 3)
  }
}
