@testable import AdaptiveKit
import Foundation
import Testing

/// What `UIButton.init(coder:)` decodes from each `<state>` beyond titles and colours reaches the
/// button a nib loads: every state's attributed title (`attributedTitle(for:)`), image (a
/// `catalog="system"` name as the SF Symbol `UIImage(systemName:)` gives) and background image
/// from the bundle.
@MainActor
@Suite("A button's per-state attributed titles and images load at run time")
struct RuntimeButtonStateContentTests {
  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="go">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                        <state key="normal" image="star.fill" catalog="system" backgroundImage="Icon">
                            <attributedString key="attributedTitle">
                                <fragment content="Sty">
                                    <attributes>
                                        <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <font key="NSFont" metaFont="system" size="17"/>
                                    </attributes>
                                </fragment>
                                <fragment content="led">
                                    <attributes>
                                        <font key="NSFont" metaFont="system" size="12"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </state>
                        <state key="highlighted" image="heart" catalog="system">
                            <attributedString key="attributedTitle">
                                <fragment content="Pressed"/>
                            </attributedString>
                        </state>
                        <state key="disabled" backgroundImage="OnlySingle"/>
                    </button>
                </subviews>
            </view>
        </objects>
        <resources>
            <image name="star.fill" catalog="system" width="128" height="124"/>
            <image name="heart" catalog="system" width="128" height="109"/>
            <image name="Icon" width="16" height="16"/>
            <image name="OnlySingle" width="16" height="16"/>
        </resources>
    </document>
    """

  private func button() throws -> UIButton {
    let nib = UINib(data: Data(Self.xib.utf8), bundle: ImageFixtures.imagesBundle)
    let root = try #require(nib.loadObjects(withOwner: nil).first as? UIView)
    return try #require(root.subviews.first as? UIButton)
  }

  @Test("Each state's attributed title, run by run, and the normal one where a state has none")
  func attributedTitles() throws {
    let go = try button()
    let normal = try #require(go.attributedTitle(for: .normal))
    #expect(normal.string == "Styled")
    let first = normal.attributes(at: 0, effectiveRange: nil)
    let red = try #require(first[.foregroundColor] as? UIColor)
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    red.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect([r, g, b, a] == [1, 0, 0, 1])
    #expect((first[.font] as? UIFont)?.pointSize == 17)
    #expect((normal.attributes(at: 3, effectiveRange: nil)[.font] as? UIFont)?.pointSize == 12, "the second fragment's run")
    #expect(go.attributedTitle(for: .highlighted)?.string == "Pressed")
    #expect(go.attributedTitle(for: .disabled)?.string == "Styled", "a state without one shows the normal one")
    #expect(go.title(for: .normal) == nil, "the plain title stays unset")
  }

  @Test("Each state's image: system names resolve to SF Symbols")
  func symbolImages() throws {
    let go = try button()
    #expect(go.image(for: .normal)?.symbol?.name == "star.fill")
    #expect(go.image(for: .highlighted)?.symbol?.name == "heart")
    #expect(go.image(for: .selected)?.symbol?.name == "star.fill", "a state without one shows the normal one")
  }

  @Test("Each state's background image comes from the bundle")
  func backgroundImages() throws {
    let go = try button()
    #expect(go.backgroundImage(for: .normal) != nil, "Icon.png from the bundle")
    let disabled = try #require(go.backgroundImage(for: .disabled))
    #expect(disabled !== go.backgroundImage(for: .normal), "the disabled state's own image")
  }
}
