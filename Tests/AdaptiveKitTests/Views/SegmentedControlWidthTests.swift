import Foundation
import TestSupport
import Testing

@testable import AdaptiveKit

/// Segment widths as Interface Builder stores them: equal segments as wide as the widest title
/// plus padding, rounded up to a point, with a one-point divider between two segments. The
/// figures are read from stored frames, not from documentation (unconfirmed as UIKit's own).
@MainActor
@Suite("A segmented control is as wide as its widest title, padded, times its segments, plus dividers")
struct SegmentedControlWidthTests {
  static func legacyWidth(
    _ titles: [String], toolsVersion: String, plugIn: String, device: String = "retina4_7", apportioned: Bool = false
  ) throws -> CGFloat {
    let segments = titles.map { "<segment title=\"\($0)\"/>" }.joined()
    let apportions = apportioned ? " apportionsSegmentWidthsByContent=\"YES\"" : ""
    return try IBControlLayout.frame(
      of: "sg", toolsVersion: toolsVersion, plugIn: plugIn, device: device,
      subviews: """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top"\(apportions) segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg">
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

  @Test("apportionsSegmentWidthsByContent: each segment its own title plus padding")
  func apportioned() {
    let titles = ["Barriers", "A", "B"]
    let control = UISegmentedControl(items: titles)
    let equal = control.intrinsicContentSize.width
    #expect(!control.apportionsSegmentWidthsByContent)
    control.apportionsSegmentWidthsByContent = true
    let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
    let expected = titles.map { (TextMeasurer.size(of: $0, font: font).width + 17).rounded(.up) }.reduce(0, +)
      + 2 * UISegmentedControl.dividerWidth
    #expect(control.intrinsicContentSize.width == expected)
    #expect(control.intrinsicContentSize.width < equal)
  }

  /// firebase's Xcode 10 model picker ("Quantized Model | Float Model | Invalid Model") is
  /// stored 298 wide: three regular titles, each plus 14, where equal segments would give 353.
  @Test("A document's apportioned segments (firebase's 298-point control)")
  func apportionedDocument() throws {
    let titles = ["Quantized Model", "Float Model", "Invalid Model"]
    #expect(try Self.legacyWidth(titles, toolsVersion: "14460.31", plugIn: "14460.20", apportioned: true) == 298)
    #expect(try Self.legacyWidth(titles, toolsVersion: "14460.31", plugIn: "14460.20") == 353)
  }
}
