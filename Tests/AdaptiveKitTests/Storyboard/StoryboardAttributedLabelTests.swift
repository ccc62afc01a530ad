@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A storyboard label's `<attributedString>` becomes the runtime label's `attributedText`: one run
/// per fragment with its font, color, kern and paragraph style, as a nib's decoder builds it.
@MainActor
@Suite("Storyboard attributed strings load as the label's attributed text, run by run")
struct StoryboardAttributedLabelTests {
  static let xml = """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" id="styled">
        <rect key="frame" x="16" y="20" width="200" height="60"/>
        <attributedString key="attributedText">
            <fragment content="Big">
                <attributes>
                    <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <font key="NSFont" metaFont="system" size="30"/>
                    <real key="NSKern" value="1.5"/>
                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="6" tighteningFactorForTruncation="0.0"/>
                </attributes>
            </fragment>
            <fragment content=" small">
                <attributes>
                    <font key="NSFont" size="12" name="HelveticaNeue"/>
                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="6" tighteningFactorForTruncation="0.0"/>
                </attributes>
            </fragment>
        </attributedString>
    </label>
    """

  func loadedLabel() throws -> (UILabel, UIViewController) {
    let document = try IBDocument(xmlString: StoryboardXML.oneScene(subviews: Self.xml, constraints: ""), fileName: "Styled.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController())
    controller.loadViewIfNeeded()
    let label = try #require(controller.storyboardScene?.loadedView(withID: "styled") as? UILabel)
    return (label, controller)
  }

  @Test("each fragment is a run with its font, color, kern and paragraph style")
  func fragmentsBecomeRuns() throws {
    let (label, controller) = try loadedLabel()
    _ = controller
    #expect(label.text == "Big small")
    let runs = try #require(label.attributedRuns)
    #expect(runs.map(\.text) == ["Big", " small"])
    let first = runs[0].attributes
    #expect((first[.font] as? UIFont)?.pointSize == 30)
    #expect(first[.foregroundColor] as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(first[.kern] as? CGFloat == 1.5)
    let style = try #require(first[.paragraphStyle] as? NSParagraphStyle)
    #expect(style.lineSpacing == 6)
    #expect(style.alignment == .center)
    let second = runs[1].attributes
    #expect((second[.font] as? UIFont)?.pointSize == 12)
    #expect((second[.font] as? UIFont)?.fontName == "HelveticaNeue")
  }

  @Test("the label is as tall as its 30-point run, not as the label's own font")
  func measuredByRuns() throws {
    let (label, controller) = try loadedLabel()
    _ = controller
    let big = UILabel()
    big.font = UIFont.systemFont(ofSize: 30)
    big.text = "Big"
    #expect(label.intrinsicContentSize.height == big.intrinsicContentSize.height)
    #expect(label.intrinsicContentSize.width > big.intrinsicContentSize.width)
  }

  @Test("the label takes its first run's font and color; the document's line break mode still applies")
  func labelPropertiesFollowFirstRun() throws {
    let (label, controller) = try loadedLabel()
    _ = controller
    #expect(label.font.pointSize == 30)
    #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byTruncatingTail)
  }
}
