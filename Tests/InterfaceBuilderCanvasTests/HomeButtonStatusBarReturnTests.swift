import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// Xcode 11 drew home-button iPhones without a status bar in the safe area; the status bar came
/// back during Xcode 14, not at its first release: iNaturalist's plug-in 21207 saves and element's,
/// woocommerce's and covpass's 21505 saves keep their scenes at 0, iNaturalist's 21679 save of the
/// same storyboard and OnionBrowser's 21678 xibs at 20.
@MainActor
@Suite("Home-button iPhones get their status bar back after plug-in 21505")
struct HomeButtonStatusBarReturnTests {
  @Test(
    "Unconfirmed where between plug-ins 21505 and 21678: the step is placed at 21600",
    arguments: [("21207", 0.0), ("21505", 0.0), ("21599", 0.0), ("21600", 20.0), ("21679", 20.0)])
  func storyboardByPlugIn(toolsVersion: String, top: Double) throws {
    #expect(
      try IBCanvasSafeAreaTests.solvedY(device: "retina4_7", width: 375, height: 667, toolsVersion: toolsVersion)
        == top)
  }

  @Test("Xib views as wide as the phone follow the same era")
  func xibsFollow() {
    #expect(XibTopInsetTests.agrees(XibTopInsetTests.xib(toolsVersion: "21207", width: 375, boxY: 0)))
    #expect(XibTopInsetTests.agrees(XibTopInsetTests.xib(toolsVersion: "21505", width: 375, boxY: 0)))
    #expect(XibTopInsetTests.agrees(XibTopInsetTests.xib(toolsVersion: "21678", width: 375, boxY: 20)))
  }
}
