import Foundation
import InterfaceBuilder
import Testing

/// Encoding back to XML: canonical and source-preserving.
@Suite("Encoding")
struct EncodingTests {
  @Test("An Xcode-formatted document encodes to the same bytes")
  func canonicalIdentity() throws {
    let xml = Fixture.storyboard(
      """
                  <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
                          <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                          <subviews>
                              <label opaque="NO" text="Tom &amp; &quot;Jerry&quot; &lt;3 &gt;" id="L00-aa-bbb"/>
                              <textView clipsSubviews="YES" id="T00-aa-bbb">
                                  <string key="text">Line one⏎Line two &amp; &lt;three&gt;</string>
                              </textView>
                          </subviews>
                      </view>
                  </viewController>
      """
    ).replacingOccurrences(of: "⏎", with: "\n")
    let document = try Fixture.decode(xml)
    #expect(document.xmlString() == xml)
    #expect(document.object(withID: "L00-aa-bbb")?.view?.text == "Tom & \"Jerry\" <3 >")
    let text = try #require(document.object(withID: "T00-aa-bbb")?.view?.text)
    #expect(text == "Line one\nLine two & <three>")
  }

  @Test("Whitespace-only text, CDATA, comments and processing instructions survive")
  func lossless() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <!--before-->
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <label id="L00-aa-bbb">
                  <string key="text">   </string>
                  <string key="other"><![CDATA[<raw> & stuff]]></string>
                  <?editor hint?>
              </label>
          </objects>
      </document>
      <!--after-->

      """
    let document = try Fixture.decode(xml, fileName: "Odd.xib")
    let label = try #require(document.object(withID: "L00-aa-bbb")?.view)
    #expect(label.text == "   ")
    #expect(label.element.child(key: "other")?.text == "<raw> & stuff")
    #expect(document.xmlString() == xml)
    #expect(try Fixture.decode(document.xmlString()) == document)
  }

  @Test("Attribute values with newlines and tabs are escaped so they survive")
  func controlCharacters() throws {
    var document = try Fixture.decode(Fixture.xib("        <label id=\"L00-aa-bbb\"/>"))
    try document.setAttribute("text", to: "a\nb\tc\"d", onObjectWithID: "L00-aa-bbb")
    let encoded = document.xmlString()
    #expect(encoded.contains("text=\"a&#10;b&#9;c&quot;d\""))
    #expect(try Fixture.decode(encoded).object(withID: "L00-aa-bbb")?.view?.text == "a\nb\tc\"d")
  }

  @Test("Foreign formatting (BOM, tabs, ' />') decodes and re-encodes to an equal model")
  func foreignFormatting() throws {
    let xml = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version='3.0'>\r\n\t<objects>\r\n\t\t<view id=\"v\" />\r\n\t</objects>\r\n</document>"
    let data = Data(xml.utf8)
    let document = try IBDocument(data: data, fileName: "VS.xib")
    #expect(document.object(withID: "v")?.location.line == 4)
    #expect(document.object(withID: "v")?.location.column == 3)
    let again = try IBDocument(data: document.xmlData(), fileName: "VS.xib")
    #expect(again == document)
    #expect(document.xmlData(style: .preservingSource) == data)
  }

  @Test("Source-preserving encoding of an untouched document returns the original bytes")
  func untouchedPreserving() throws {
    let xml = Fixture.xib("        <view   contentMode = \"scaleToFill\"  id=\"V\" ></view>")
    let document = try Fixture.decode(xml)
    #expect(document.xmlString(style: .preservingSource) == xml)
    #expect(document.xmlString() != xml)
  }

  @Test("A document built from an element tree encodes canonically")
  func builtDocument() throws {
    var document = try Fixture.decode(Fixture.xib(""))
    document.modifyRoot { root in
      guard let objects = root.children.firstIndex(where: { $0.element?.name == "objects" }),
        case .element(var list) = root.children[objects]
      else { return }
      list.children.append(.element(IBXMLElement("view", ["contentMode": "scaleToFill", "id": "new-aa-bbb"])))
      root.children[objects] = .element(list)
    }
    #expect(document.object(withID: "new-aa-bbb")?.view?.contentMode == "scaleToFill")
    #expect(document.xmlString().contains("        <view contentMode=\"scaleToFill\" id=\"new-aa-bbb\"/>\n    </objects>"))
    #expect(document.xmlString(style: .preservingSource) == document.xmlString())
  }
}
