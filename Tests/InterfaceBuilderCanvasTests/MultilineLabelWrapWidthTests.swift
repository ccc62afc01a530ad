@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
@testable import InterfaceBuilderCanvas
import TestSupport
import Testing

/// On its document's canvas, a multi-line label with an automatic preferred width is first wrapped
/// at its stored width, and keeps that width as its own once wrapped. Text that Xcode fitted in
/// the stored frame but that we measure up to a point wider stays on one line
/// (`IBLabel.storedWidthAllowance`): lockwise's centred tagline, KeePassium's and olvid's labels in
/// centre- and top-aligned stacks, facebook's "AccessToken". Farther off, the stored width wraps it.
@MainActor
@Suite("Multi-line labels keep one line where their stored frame holds the text within a point")
struct MultilineLabelWrapWidthTests {
  static let tagline = "Take your passwords everywhere"
  static let paragraph =
    "Interface Builder lays this label out between the margins, where its text wraps to several lines."

  static func label(_ id: String, text: String, width: CGFloat, lines: Int = 0) -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="\(lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="16" y="100" width="\(width)" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="16"/>
        <nil key="textColor"/>
        <nil key="highlightedColor"/>
    </label>
    """
  }

  /// Two centred multi-line taglines stored `width` and 20 points narrower than that; the same
  /// tagline on one line; a paragraph pinned to both sides, stored wider than its space.
  static func document(taglineWidth width: CGFloat) -> String {
    StoryboardXML.oneScene(
      subviews: [
        label("near", text: tagline, width: width), label("far", text: tagline, width: width - 20),
        label("single", text: tagline, width: width, lines: 1), label("pinned", text: paragraph, width: 600),
      ].joined(separator: "\n"),
      constraints: """
        <constraint firstItem="single" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c8"/>
        <constraint firstItem="single" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" id="c9"/>
        <constraint firstItem="near" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
        <constraint firstItem="near" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
        <constraint firstItem="far" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c6"/>
        <constraint firstItem="far" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c7"/>
        <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="16" id="c4"/>
        <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c5"/>
        """)
  }

  /// The canvas layout with the taglines stored one pixel narrower than the line the canvas
  /// measures (its width ceiled to the pixel): the text is then wider than the stored frame by
  /// less than a pixel.
  static func layout() throws -> StoryboardSceneBuilder {
    let probe = try SceneFixtures.canvasLayout(ofFirstSceneIn: document(taglineWidth: 100), fileName: "Wrap.storyboard")
    let line = try #require(probe.frame(ofViewWithID: "single")).width
    return try SceneFixtures.canvasLayout(ofFirstSceneIn: document(taglineWidth: line - 0.5), fileName: "Wrap.storyboard")
  }

  @Test("a centred label stored a pixel narrower than its line stands on one line")
  func nearlyFittingLabelKeepsOneLine() throws {
    let layout = try Self.layout()
    let frame = try #require(layout.frame(ofViewWithID: "near"))
    let single = try #require(layout.frame(ofViewWithID: "single"))
    #expect(frame.size == single.size, "not wrapped at its stored width")
  }

  @Test("a centred label stored far narrower than its text wraps at its stored width")
  func narrowLabelWraps() throws {
    let layout = try Self.layout()
    let frame = try #require(layout.frame(ofViewWithID: "far"))
    let single = try #require(layout.frame(ofViewWithID: "single"))
    #expect(frame.height > single.height)
  }

  @Test("a label pinned to both sides wraps at the width between them")
  func pinnedLabelWrapsAtSolvedWidth() throws {
    let layout = try Self.layout()
    let frame = try #require(layout.frame(ofViewWithID: "pinned"))
    #expect(frame.width == 343)
    let single = try #require(layout.frame(ofViewWithID: "single"))
    #expect(frame.height > single.height, "wrapped between the margins, not one line at its stored 600")
  }
}
