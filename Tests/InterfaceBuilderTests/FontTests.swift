import InterfaceBuilder
import Testing

/// Font descriptions of format notes §8.
@Suite("Fonts")
struct FontTests {
  static let xml = Fixture.xib(
    """
            <view contentMode="scaleToFill" id="V00-aa-bbb">
                <subviews>
                    <label text="a" id="L01-aa-bbb"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                    <label text="b" id="L02-aa-bbb"><fontDescription key="fontDescription" type="boldSystem" pointSize="36"/></label>
                    <label text="c" id="L03-aa-bbb"><fontDescription key="fontDescription" type="italicSystem" pointSize="14"/></label>
                    <label text="d" id="L04-aa-bbb"><fontDescription key="fontDescription" type="system" weight="medium" pointSize="17"/></label>
                    <label text="e" id="L05-aa-bbb"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                    <label text="f" id="L06-aa-bbb"><fontDescription key="fontDescription" name="HelveticaNeue-Thin" family="Helvetica Neue" pointSize="70"/></label>
                    <button opaque="NO" buttonType="system" id="B07-aa-bbb"><fontDescription key="font" type="system" pointSize="15"/></button>
                    <label id="L08-aa-bbb">
                        <attributedString key="attributedText">
                            <fragment content="Hello ">
                                <attributes>
                                    <color key="NSColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                    <font key="NSFont" size="12" name="Menlo-Regular"/>
                                </attributes>
                            </fragment>
                            <fragment content="world">
                                <attributes>
                                    <font key="NSFont" metaFont="system" size="17"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </label>
                </subviews>
            </view>
    """)

  func font(_ id: String) throws -> IBFont? {
    try Fixture.decode(Self.xml, fileName: "Fonts.xib").object(withID: id)?.view?.font
  }

  @Test("System fonts with and without weight")
  func systemFonts() throws {
    #expect(try font("L01-aa-bbb") == IBFont(key: "fontDescription", kind: .system(weight: nil), pointSize: 17))
    #expect(try font("L02-aa-bbb")?.kind == .boldSystem)
    #expect(try font("L03-aa-bbb")?.kind == .italicSystem)
    #expect(try font("L04-aa-bbb")?.kind == .system(weight: "medium"))
  }

  @Test("Text styles and named fonts")
  func textStylesAndNames() throws {
    let body = try #require(try font("L05-aa-bbb"))
    #expect(body.kind == .textStyle("UICTFontTextStyleBody"))
    #expect(body.pointSize == nil)
    #expect(try font("L06-aa-bbb") == IBFont(key: "fontDescription", kind: .named("HelveticaNeue-Thin", family: "Helvetica Neue"), pointSize: 70))
  }

  @Test("The font key on controls")
  func controlFont() throws {
    #expect(try font("B07-aa-bbb") == IBFont(key: "font", kind: .system(weight: nil), pointSize: 15))
  }

  @Test("Attributed strings carry fragment fonts and colours")
  func attributedText() throws {
    let label = try #require(try Fixture.decode(Self.xml, fileName: "Fonts.xib").object(withID: "L08-aa-bbb")?.view)
    let text = try #require(label.attributedText)
    #expect(text.string == "Hello world")
    #expect(text.fragments.first?.font?.kind == .named("Menlo-Regular", family: nil))
    #expect(text.fragments.first?.font?.pointSize == 12)
    #expect(text.fragments.first?.color?.value == .white(0, alpha: 1))
    #expect(text.fragments.last?.font?.kind == .metaFont("system"))
  }
}
