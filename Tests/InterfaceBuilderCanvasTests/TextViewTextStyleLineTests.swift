import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

@MainActor
@Suite("A self-sizing text view gives every line of a text style its whole leading, the last one too")
struct TextViewTextStyleLineTests {
  /// A non-scrolling text view pinned to the root's leading, trailing and top edges, as
  /// COVIDSafe's and eRouška's Xcode 12 documents lay theirs out.
  static func height(font: String, text: String = "Upload finished") throws -> CGFloat {
    try IBControlLayout.frame(
      of: "tv", toolsVersion: "17701", plugIn: "17703",
      subviews: """
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="\(text)" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
            <rect key="frame" x="20" y="100" width="335" height="38"/>
            <fontDescription key="fontDescription" \(font)/>
            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
        </textView>
        """,
      constraints: IBControlLayout.pinned("tv") + "\n"
        + #"<constraint firstAttribute="trailing" secondItem="tv" secondAttribute="trailing" constant="20" id="tv-r"/>"#
    ).height
  }

  @Test("Body: 16 points of insets and 22 a line, one line or three (COVIDSafe's and eRouška's 82-point views)")
  func body() throws {
    #expect(try Self.height(font: #"style="UICTFontTextStyleBody""#) == 38)
    let threeLines = String(repeating: "Je připravená důležitá aktualizace. ", count: 6)
    let height = try Self.height(font: #"style="UICTFontTextStyleBody""#, text: threeLines)
    #expect((height - 16).truncatingRemainder(dividingBy: 22) == 0)
  }

  @Test("Subhead: a line is 20 points, so one line is 36 high (tinode's Xcode 16 views)")
  func subhead() throws {
    #expect(try Self.height(font: #"style="UICTFontTextStyleSubhead""#) == 36)
  }

  @Test("A fixed-size font keeps its own line: 14-point System is 33 high (stopp-corona's views)")
  func fixedFont() throws {
    #expect(try Self.height(font: #"type="system" pointSize="14""#) == 33)
  }
}
