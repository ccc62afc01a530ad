import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A label the app holds highlighted is drawn in its `highlightedTextColor`, as UIKit draws it;
/// not highlighted, in its text colour.
@MainActor
@Suite("A highlighted label is drawn in its highlighted text colour")
struct HighlightedLabelDrawingTests {
  static func label(id: String, highlighted: Bool) -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \(highlighted ? "highlighted=\"YES\" " : "")text="Row" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)">
    <rect key="frame" x="20" y="40" width="200" height="21"/>
    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    <fontDescription key="fontDescription" type="system" pointSize="17"/>
    <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    <color key="highlightedColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </label>
    """
  }

  @Test("Highlighted: the highlighted colour; not highlighted: the text colour")
  func highlightedColour() throws {
    let highlighted = try ControlStateFromObjectsTests.markup(of: "lit", Self.label(id: "lit", highlighted: true))
    #expect(highlighted.contains("fill=\"#0000ff\""))
    #expect(!highlighted.contains("fill=\"#ff0000\""))
    let plain = try ControlStateFromObjectsTests.markup(of: "plain", Self.label(id: "plain", highlighted: false))
    #expect(plain.contains("fill=\"#ff0000\""))
  }
}
