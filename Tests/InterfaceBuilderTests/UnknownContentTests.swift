import InterfaceBuilder
import Testing

/// Unknown elements and attributes are kept verbatim and reported as located warnings.
@Suite("Unknown content")
struct UnknownContentTests {
  static let marked = Fixture.marked(
    Fixture.xib(
      """
              <view contentMode="scaleToFill" futureFlag="YES" id="V00-aa-bbb">
                  <subviews>
                      ⌖<hologramView depth="3" id="H00-aa-bbb">
                          <beam intensity="0.5"/>
                          <!--keep me-->
                      </hologramView>
                  </subviews>
              </view>
      """))

  @Test("An unknown element is a warning at its position and is kept whole")
  func unknownElement() throws {
    let document = try Fixture.decode(Self.marked.text, fileName: "Future.xib")
    let warning = try #require(document.warnings.first { $0.id == .unknownElement })
    #expect(warning.location.line == Self.marked.line && warning.location.column == Self.marked.column)
    #expect(warning.objectID == "H00-aa-bbb")
    #expect(warning.description.hasPrefix("Future.xib:\(Self.marked.line):\(Self.marked.column): warning:"))
    // Its children are not reported again.
    #expect(document.warnings.filter { $0.id == .unknownElement }.count == 1)
    let element = try #require(document.element(withID: "H00-aa-bbb"))
    #expect(element.elements.first?.name == "beam")
    #expect(element.children.contains(.comment("keep me")))
    #expect(document.object(withID: "H00-aa-bbb") == .other(element))
  }

  @Test("An unknown attribute is a warning and survives encoding")
  func unknownAttribute() throws {
    let document = try Fixture.decode(Self.marked.text, fileName: "Future.xib")
    let warning = try #require(document.warnings.first { $0.id == .unknownAttribute })
    #expect(warning.message.contains("futureFlag"))
    let encoded = document.xmlString()
    #expect(encoded.contains("<view contentMode=\"scaleToFill\" futureFlag=\"YES\" id=\"V00-aa-bbb\">"))
    #expect(encoded.contains("<hologramView depth=\"3\" id=\"H00-aa-bbb\">"))
    #expect(encoded.contains("<beam intensity=\"0.5\"/>"))
    #expect(try Fixture.decode(encoded, fileName: "Future.xib") == document)
  }

  @Test("Unknown-attribute warnings can be turned off")
  func quiet() throws {
    let document = try Fixture.decode(
      Self.marked.text, options: IBDecodingOptions(reportsUnknownAttributes: false))
    #expect(!document.warnings.contains { $0.id == .unknownAttribute })
  }
}
