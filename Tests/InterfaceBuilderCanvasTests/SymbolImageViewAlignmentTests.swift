import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// An image view showing an SF Symbol with width and height constraints is stored at its
/// alignment rect (the constraints) plus the symbol's insets: the glyph's height around the
/// system font's line. Evidence: no such view of both corpora (36, seven repositories) is stored at
/// its constraints; threema-ios License.storyboard's checkmark.circle.fill 20 × 20 at 3x is
/// stored 20 × 18.67, one point below its constrained top.
@MainActor
@Suite("Symbol image views constrained on both axes are their alignment rect plus the symbol's insets")
struct SymbolImageViewAlignmentTests {
  private func report(stored: (y: Double, height: Double)) -> VerificationReport {
    let text = StoryboardXML.oneScene(
      device: "retina6_12", rootSize: (393, 852),
      subviews: """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
            <rect key="frame" x="16" y="\(stored.y)" width="20" height="\(stored.height)"/>
            <imageReference key="image" image="checkmark.circle.fill" catalog="system"/>
        </imageView>
        """,
      constraints: """
        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-l"/>
        <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
        <constraint firstItem="icon" firstAttribute="width" constant="20" id="c-w"/>
        <constraint firstItem="icon" firstAttribute="height" constant="20" id="c-h"/>
        """
    ).replacingOccurrences(
      of: "</scenes>",
      with: """
        </scenes>
        <resources><image name="checkmark.circle.fill" catalog="system" width="128" height="123"/></resources>
        """)
    return IBVerifier().verify(data: Data(text.utf8), fileName: "Symbols.storyboard")
  }

  @Test("checkmark.circle.fill constrained 20 × 20 is 20 × 18.67, a point lower")
  func glyphAroundTheLine() {
    let result = report(stored: (101, 56.0 / 3))
    #expect(result.views.compared >= 1 && result.views.agreeing == result.views.compared)
  }

  @Test("A frame stored at the constraints disagrees")
  func notTheConstraints() {
    let result = report(stored: (100, 20))
    #expect(result.views.agreeing < result.views.compared)
  }
}
