import Foundation
import InterfaceBuilder
import TestSupport
import Testing

@testable import AdaptiveKit
@testable import InterfaceBuilderCanvas

@MainActor
@Suite("Search bars are 44 points high before iOS 11 (Xcode 9), 56 from it, 64 from iOS 26 (Xcode 26)")
struct IBSearchBarEraTests {
  static func height(toolsVersion: String, plugIn: String) throws -> CGFloat {
    try IBControlLayout.frame(
      of: "sb", toolsVersion: toolsVersion, plugIn: plugIn,
      subviews: """
        <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="sb">
            <rect key="frame" x="0.0" y="100" width="375" height="44"/>
            <textInputTraits key="textInputTraits"/>
        </searchBar>
        """,
      constraints: IBControlLayout.pinned("sb", x: 0) + "\n"
        + #"<constraint firstAttribute="trailing" secondItem="sb" secondAttribute="trailing" id="sb-r"/>"#
    ).height
  }

  @Test("Unconfirmed between plug-ins 12086 and 14088: the switch is placed at Xcode 9 (13000)")
  func byPlugIn() throws {
    #expect(try Self.height(toolsVersion: "7531", plugIn: "7520") == 44)
    #expect(try Self.height(toolsVersion: "12118", plugIn: "12086") == 44)
    #expect(try Self.height(toolsVersion: "14109", plugIn: "14088") == 56)
    #expect(try Self.height(toolsVersion: "22505", plugIn: "22504") == 56)
    // Unconfirmed beyond IQKeyboardManager's one Xcode 26 search bar (plug-in 24063).
    #expect(try Self.height(toolsVersion: "24127", plugIn: "24063") == 64)
  }

  @Test("The canvas's release puts the steps at plug-ins 13000 (iOS 11) and 24000 (iOS 26)")
  func threshold() {
    func height(plugIn: Int) -> CGFloat {
      ControlMetrics.searchBarHeight[XcodeRelease(toolsVersion: plugIn, plugInVersion: plugIn).canvasRelease]
    }
    #expect(height(plugIn: 12999) == 44)
    #expect(height(plugIn: 13000) == 56)
    #expect(height(plugIn: 23999) == 56)
    #expect(height(plugIn: 24000) == 64)
    // A document naming no Xcode is drawn with the simulator's default release.
    #expect(height(plugIn: 0) == 56)
  }
}
