import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Xcode runs an `@IBDesignable` class's code on its canvas and records the intrinsic content
/// size it returned (`<designables>`); the canvas lays such views out with that size, which no
/// model of the class's UIKit superclass gives (a custom button 50 points high, a custom view
/// with a size of its own).
@MainActor
@Suite("Designable views take the intrinsic size Xcode recorded for them")
struct DesignableIntrinsicSizeTests {
  /// A custom button pinned on its leading edge, trailing edge and top: a system button of its
  /// title would be 30 high; its class makes it 50.
  static let storyboard = Data(
    StoryboardXML.oneScene(
      subviews: """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="tall" customClass="TallButton" customModule="App">
            <rect key="frame" x="16" y="100" width="343" height="50"/>
            <state key="normal" title="Button"/>
        </button>
        """,
      constraints: """
        <constraint firstItem="tall" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="t-l"/>
        <constraint firstAttribute="trailing" secondItem="tall" secondAttribute="trailing" constant="16" id="t-r"/>
        <constraint firstItem="tall" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t-t"/>
        """
    ).replacingOccurrences(
      of: "</document>",
      with: """
            <designables>
                <designable name="tall">
                    <size key="intrinsicContentSize" width="65" height="50"/>
                </designable>
                <designable name="badge">
                    <size key="intrinsicContentSize" width="-1" height="40"/>
                </designable>
            </designables>
        </document>
        """
    ).utf8)

  @Test("the custom button is as high as its recorded size")
  func designedSizesHold() {
    let report = IBVerifier().verify(data: Self.storyboard, fileName: "Designables.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 1, "the button")
    #expect(report.views.agreeing == 1, "\(report.worst)")
  }

  @Test("the document lists each designable's recorded size by view id")
  func documentReadsDesignables() throws {
    let document = try IBDocument(data: Self.storyboard, fileName: "Designables.storyboard")
    #expect(document.designableIntrinsicSizes["tall"] == IBSize(width: 65, height: 50))
    #expect(document.designableIntrinsicSizes["badge"] == IBSize(width: -1, height: 40), "a record of a view the document no longer has is kept")
  }
}
