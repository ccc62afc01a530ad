import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// An image view showing an SF Symbol, placed by its leading and top edges only, takes the size
/// UIKit gives the symbol image on Xcode's canvas, not the `<image catalog="system">` resource's
/// 128-unit glyph box. Evidence: info.circle 20 × 19 at the default 17 points (corpus-apps
/// NordicSemiconductor IOS-nRF-Mesh-Library DFU.storyboard), trash 22 points high at 18 points
/// (corpus-apps tinode SendMessageBar.xib); widths from `SystemSymbolProportions`.
@MainActor
@Suite("Symbol image views take the symbol image's size on the canvas")
struct SymbolImageViewSizeTests {
  private func report(symbol: String, configuration: String, stored: (width: Double, height: Double)) -> VerificationReport {
    let text = StoryboardXML.oneScene(
      subviews: """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
            <rect key="frame" x="16" y="100" width="\(stored.width)" height="\(stored.height)"/>
            <imageReference key="image" image="\(symbol)" catalog="system"/>
            \(configuration)
        </imageView>
        """,
      constraints: """
        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-l"/>
        <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
        """
    ).replacingOccurrences(
      of: "</scenes>",
      with: """
        </scenes>
        <resources><image name="\(symbol)" catalog="system" width="128" height="123"/></resources>
        """)
    return IBVerifier().verify(data: Data(text.utf8), fileName: "Symbols.storyboard")
  }

  @Test("An unconfigured info.circle is 20 × 19")
  func defaultConfiguration() {
    let result = report(symbol: "info.circle", configuration: "", stored: (20, 19))
    #expect(result.views.compared >= 1 && result.views.agreeing == result.views.compared)
  }

  @Test("trash at an 18-point configuration is 20 × 22")
  func pointSize() {
    let result = report(
      symbol: "trash",
      configuration: #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="18"/>"#,
      stored: (20, 22))
    #expect(result.views.compared >= 1 && result.views.agreeing == result.views.compared)
  }
}
