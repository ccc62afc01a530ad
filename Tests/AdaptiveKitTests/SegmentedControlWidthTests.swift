import Foundation
import Testing

@testable import AdaptiveKit

/// Segment widths as Interface Builder stores them: equal segments as wide as the widest title
/// plus padding, rounded up to a point, with a one-point divider between two segments. The
/// figures are read from stored frames, not from documentation (unconfirmed as UIKit's own).
@MainActor
@Suite("A segmented control is as wide as its widest title, padded, times its segments, plus dividers")
struct SegmentedControlWidthTests {
  static func legacyWidth(_ titles: [String], toolsVersion: String, plugIn: String, device: String = "retina4_7") throws -> CGFloat {
    let segments = titles.map { "<segment title=\"\($0)\"/>" }.joined()
    return try IBControlLayout.frame(
      of: "sg", toolsVersion: toolsVersion, plugIn: plugIn, device: device,
      subviews: """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg">
            <rect key="frame" x="20" y="100" width="100" height="29"/>
            <segments>\(segments)</segments>
        </segmentedControl>
        """,
      constraints: IBControlLayout.pinned("sg")
    ).width
  }

  @Test("From iOS 13 (Xcode 11): the widest semibold title plus 17 (inaturalist's 135, Esri's 147 and 137)")
  func modern() {
    #expect(UISegmentedControl(items: ["Sign Up", "Login"]).intrinsicContentSize.width == 135)
    #expect(UISegmentedControl(items: ["Roaming", "Local"]).intrinsicContentSize.width == 147)
    #expect(UISegmentedControl(items: ["Stops", "Barriers"]).intrinsicContentSize.width == 137)
  }

  @Test("Every segment is as wide as the widest, with one divider fewer than segments")
  func equalSegments() {
    let one = UISegmentedControl(items: ["Barriers"]).intrinsicContentSize.width
    let three = UISegmentedControl(items: ["Barriers", "A", "B"]).intrinsicContentSize.width
    #expect(three == 3 * one + 2 * UISegmentedControl.dividerWidth)
  }

  @Test("Before Xcode 11: the widest regular title plus 14 (RxSwift's 121, Apple's 105 and, on a 3× canvas, 103)")
  func legacy() throws {
    #expect(try Self.legacyWidth(["First", "Second"], toolsVersion: "11542", plugIn: "11524") == 121)
    #expect(try Self.legacyWidth(["Linear", "Radial"], toolsVersion: "12120", plugIn: "12088") == 105)
    #expect(try Self.legacyWidth(["Photo", "Movie"], toolsVersion: "13196", plugIn: "13165.3", device: "retina5_5") == 103)
  }

  @Test("Documents from Xcode 11 on lay segments out as UIKit does today")
  func modernDocument() throws {
    #expect(try Self.legacyWidth(["Sign Up", "Login"], toolsVersion: "21507", plugIn: "21207") == 135)
  }
}
