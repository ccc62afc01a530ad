import Foundation
import InterfaceBuilder
import Testing

/// Errors name the file, line and column and say what is wrong.
@Suite("Decoding errors")
struct DecodingErrorTests {
  func error(_ xml: String, fileName: String = "Main.storyboard") -> IBDecodingError? {
    Fixture.decodingError { _ = try Fixture.decode(xml, fileName: fileName) }
  }

  func error(data: Data, fileName: String = "Main.storyboard") -> IBDecodingError? {
    Fixture.decodingError { _ = try IBDocument(data: data, fileName: fileName) }
  }

  @Test("Malformed XML is reported where the problem is", arguments: [
    "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"a\">\n    ⌖</objects>\n</document>",
    "<document type=\"x\">\n  <objects id=⌖a/>\n</document>",
    "<document type=\"x\">\n  <label text=\"Tom ⌖& Jerry\"/>\n</document>",
    "<document type=\"x\">\n  <label text=\"⌖&nbsp;\"/>\n</document>",
    "<document type=\"x\">\n  <label text=\"a\" ⌖text=\"b\"/>\n</document>",
    "<document type=\"x\">\n  <label text=\"a\"⌖id=\"b\"/>\n</document>",
    "<document type=\"x\"/>\n⌖<document type=\"y\"/>\n",
    "<document type=\"x\">\n  <a>text ⌖</b>\n</document>",
    "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <label text=\"a ⌖< b\"/>\n</document>",
  ])
  func malformed(_ source: String) throws {
    let marked = Fixture.marked(source)
    let failure = try #require(error(marked.text, fileName: "Broken.xib"))
    #expect(failure.id == .malformedXML, "\(failure)")
    #expect(failure.location.line == marked.line, "\(failure)")
    #expect(failure.location.column == marked.column, "\(failure)")
    #expect(failure.description.hasPrefix("Broken.xib:\(marked.line):\(marked.column): error: "))
  }

  @Test("A mismatched end tag names both tags and where the open one started")
  func mismatchedEndTag() throws {
    let failure = try #require(error("<document type=\"x\">\n  <objects>\n  </scenes>\n</document>"))
    #expect(failure.primary.message.contains("</scenes>") && failure.primary.message.contains("</objects>"))
    #expect(failure.primary.notes.first?.location.line == 2)
    #expect(failure.primary.notes.first?.location.column == 3)
  }

  @Test("Documents for other platforms are refused with the platform named", arguments: [
    ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", "macOS"),
    ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", "macOS"),
    ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", "watchOS"),
    ("com.apple.InterfaceBuilder3.AppleTV.Storyboard", "AppleTV", "tvOS"),
    ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "AppleTV", "tvOS"),
  ])
  func wrongPlatform(_ type: String, _ runtime: String, _ platform: String) throws {
    let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(type)\" version=\"3.0\" targetRuntime=\"\(runtime)\">\n</document>\n"
    let failure = try #require(error(xml, fileName: "Mac.xib"))
    #expect(failure.id == .unsupportedPlatform)
    #expect(failure.primary.message.contains("not a CocoaTouch (iOS) document: this is \(platform)"), "\(failure)")
    #expect(failure.location.line == 2 && failure.location.column == 1)
  }

  @Test("Legacy <archive> xibs and other XML are not IB documents")
  func notDocuments() throws {
    let archive = "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>"
    #expect(error(archive)?.id == .notInterfaceBuilderDocument)
    #expect(error(archive)?.primary.message.contains("legacy") == true)
    #expect(error("<plist version=\"1.0\"><dict/></plist>")?.id == .notInterfaceBuilderDocument)
    #expect(error("<html/>")?.primary.message.contains("<html>") == true)
  }

  @Test("Binary property lists (compiled nibs) are named as such")
  func binaryPlist() throws {
    var data = Data("bplist00".utf8)
    data.append(contentsOf: [0xD4, 0x01, 0x02, 0x00, 0x00, 0x5F, 0x10])
    let failure = try #require(error(data: data, fileName: "Old.nib"))
    #expect(failure.id == .binaryPlist)
    #expect(failure.description.hasPrefix("Old.nib:1:1: error: this is a binary property list"))
  }

  @Test("Empty and whitespace-only files", arguments: ["", "   \n\t\n", "\u{FEFF}"])
  func empty(_ text: String) throws {
    #expect(error(data: Data(text.utf8))?.id == .emptyDocument)
  }

  @Test("UTF-16 and binary data are refused")
  func encodings() throws {
    #expect(error(data: Data([0xFF, 0xFE, 0x3C, 0x00]))?.id == .unsupportedEncoding)
    #expect(error(data: Data([0x3C, 0x00, 0x01, 0x02]))?.id == .notInterfaceBuilderDocument)
  }

  @Test("A truncated file is reported at its end, naming the open element")
  func truncated() throws {
    let full = Fixture.storyboard(
      """
                  <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="V00-aa-bbb"/>
                  </viewController>
      """)
    let cut = String(full.prefix(through: full.range(of: "<view key")!.lowerBound))
    let failure = try #require(error(cut))
    #expect(failure.id == .malformedXML)
    let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(failure.location.line == lines.count)
    #expect(failure.primary.message.contains("truncated"))
    #expect(failure.primary.message.contains("<viewController>"))
    // Cut inside a start tag and inside an attribute value.
    let inTag = String(full.prefix(upTo: full.range(of: "sceneMemberID")!.upperBound))
    #expect(error(inTag)?.primary.message.contains("truncated") == true)
    let inValue = String(full.prefix(upTo: full.range(of: "vc1-aa")!.upperBound))
    #expect(error(inValue)?.primary.message.contains("truncated") == true)
  }

  @Test("Duplicate ids name both locations")
  func duplicateIDs() throws {
    let xml = Fixture.storyboard(
      """
      <viewController id="dup-aa-bbb" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="dup-aa-bbb"/>
      </viewController>
      """)
    let first = Fixture.marked(xml.replacingOccurrences(of: "<viewController id=\"dup", with: "⌖<viewController id=\"dup"))
    let second = Fixture.marked(xml.replacingOccurrences(of: "<view key=\"view\"", with: "⌖<view key=\"view\""))
    let (firstLine, secondLine) = (first.line, second.line)
    let failure = try #require(error(xml, fileName: "Dup.storyboard"))
    #expect(failure.id == .duplicateID)
    #expect(failure.location.line == secondLine && failure.location.column == second.column)
    #expect(failure.primary.notes.first?.location.line == firstLine)
    #expect(failure.primary.message.contains("\(firstLine):\(first.column)"))
    #expect(failure.primary.message.contains("\(secondLine):\(second.column)"))
    #expect(failure.description.contains("Dup.storyboard:\(firstLine):\(first.column): note:"))
    // Lenient decoding keeps going and lists the error.
    let document = try Fixture.decode(xml, options: .lenient)
    #expect(document.diagnostics.first?.id == .duplicateID)
    #expect(document.object(withID: "dup-aa-bbb")?.viewController != nil)
  }

  @Test("Constraints referencing missing items are located warnings, each listed; the file decodes as Xcode opens it")
  func danglingConstraintItems() throws {
    let marked = Fixture.marked(
      Fixture.storyboard(
        """
                    <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V00-aa-bbb">
                            <constraints>
                                <constraint firstItem="V00-aa-bbb" firstAttribute="top" ⌖secondItem="ghost" secondAttribute="top" id="C01-aa-bbb"/>
                                <constraint firstItem="ghost2" firstAttribute="top" secondItem="V00-aa-bbb" secondAttribute="top" id="C02-aa-bbb"/>
                            </constraints>
                        </view>
                    </viewController>
        """))
    #expect(error(marked.text) == nil)
    let document = try Fixture.decode(marked.text)
    let dangling = document.warnings.filter { $0.id == .danglingReference }
    #expect(dangling.count == 2)
    #expect(dangling.first?.location.line == marked.line && dangling.first?.location.column == marked.column)
    #expect(dangling.first?.message.contains("secondItem=\"ghost\"") == true)
    #expect(dangling.first?.objectID == "C01-aa-bbb")
    #expect(dangling.last?.location.line == marked.line + 1)
  }

  @Test("Nesting deeper than 1,000 levels is refused; 1,000 is fine")
  func depth() throws {
    func nested(_ depth: Int) -> String {
      var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
      for _ in 1..<depth { xml += "<a>" }
      for _ in 1..<depth { xml += "</a>" }
      return xml + "</document>"
    }
    #expect(error(nested(1001))?.id == .nestingTooDeep)
    #expect(error(nested(100_000))?.id == .nestingTooDeep)
    let document = try Fixture.decode(nested(1000), options: IBDecodingOptions(reportsUnknownAttributes: false))
    #expect(document.warnings.filter { $0.id == .unknownElement }.count == 1)
  }

  @Test("DTDs and external entities are never processed")
  func hostileInput() throws {
    let xxe = """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><label text="&xxe;"/></document>
      """
    let failure = try #require(error(xxe))
    #expect(failure.id == .doctypeForbidden)
    #expect(failure.location.line == 2 && failure.location.column == 1)
    let undefined = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><label text=\"&xxe;\"/></document>"
    #expect(error(undefined)?.primary.message.contains("undefined entity") == true)
  }

  @Test("Huge inputs stay linear: many attributes, long text, many siblings")
  func noHang() throws {
    var attributes = ""
    for index in 0..<50_000 { attributes += " a\(index)=\"\(index)\"" }
    let wide = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><view\(attributes) a7=\"again\"/></document>"
    let failure = try #require(error(wide))
    #expect(failure.primary.message.contains("duplicate attribute 'a7'"))
    let siblings = String(repeating: "<label text=\"x\"/>", count: 100_000)
    let many = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\(siblings)</objects></document>"
    let document = try Fixture.decode(many)
    #expect(document.root.elements.first?.children.count == 100_000)
  }

  @Test("An unreadable URL is an error, not a crash")
  func unreadable() throws {
    let failure = Fixture.decodingError {
      _ = try IBDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/Missing.storyboard"))
    }
    #expect(failure?.id == .unreadableFile)
    #expect(failure?.description.hasPrefix("Missing.storyboard:1:1: error:") == true)
  }
}
