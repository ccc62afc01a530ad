import InterfaceBuilder
import Testing

/// Static table sections: Interface Builder writes a short title as an attribute and a long one
/// as a `<string key="…">` child element; both read the same.
@Suite("Table section titles")
struct TableSectionTitleTests {
  static let xml = Fixture.xib(
    """
    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="T00-aa-bbb">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <sections>
            <tableViewSection headerTitle="Account" footerTitle="Short" id="S01-aa-bbb"/>
            <tableViewSection headerTitle="" id="S02-aa-bbb">
                <string key="footerTitle">A long footer that explains what the switch above does, over several lines.</string>
            </tableViewSection>
            <tableViewSection id="S03-aa-bbb"/>
        </sections>
    </tableView>
    """)

  func sections() throws -> [IBTableViewSection] {
    let document = try Fixture.decode(Self.xml, fileName: "Sections.xib")
    return try #require(document.object(withID: "T00-aa-bbb")?.view).sections
  }

  @Test("attribute titles")
  func attributeTitles() throws {
    let first = try #require(try sections().first)
    #expect(first.headerTitle == "Account")
    #expect(first.footerTitle == "Short")
  }

  @Test("a long footer title written as a child string element")
  func childStringTitle() throws {
    let second = try sections()[1]
    #expect(second.headerTitle == "")
    #expect(second.footerTitle == "A long footer that explains what the switch above does, over several lines.")
  }

  @Test("untitled sections have no titles")
  func untitled() throws {
    let third = try sections()[2]
    #expect(third.headerTitle == nil)
    #expect(third.footerTitle == nil)
  }
}
