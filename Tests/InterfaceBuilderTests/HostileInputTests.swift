import Foundation
import InterfaceBuilder
import Testing

/// Hostile files are refused or handled with a clear error, in bounded time and memory: no
/// entity is ever expanded, no file or network resource is ever read, nothing overflows.
@Suite("Hostile input")
struct HostileInputTests {
  func failure(_ xml: String) -> IBDecodingError? {
    Fixture.decodingError { _ = try Fixture.decode(xml, options: .lenient) }
  }

  @Test("The billion-laughs entity bomb is refused at its DOCTYPE, before any expansion")
  func billionLaughs() throws {
    var entities = "<!ENTITY lol \"lol\">"
    for level in 1...9 {
      entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
    }
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE document [\(entities)]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><label text="&lol9;"/></document>
      """
    let error = try #require(failure(bomb))
    #expect(error.id == .doctypeForbidden)
    #expect(error.location.line == 2)
  }

  @Test("An external parameter entity is never fetched")
  func externalParameterEntity() throws {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE document SYSTEM "http://127.0.0.1:9/evil.dtd">
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>
      """
    #expect(failure(xml)?.id == .doctypeForbidden)
  }

  /// `depth` nested elements, each on its own line, inside a xib document.
  func nested(_ depth: Int) -> String {
    var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n"
    xml.reserveCapacity(depth * 9 + 80)
    for _ in 1..<depth { xml += "<a>\n" }
    for _ in 1..<depth { xml += "</a>" }
    return xml + "</document>\n"
  }

  @Test("10,000-deep nesting is refused at the element past the limit, naming its line")
  func tenThousandDeep() throws {
    let error = try #require(failure(nested(10_000)))
    #expect(error.id == .nestingTooDeep)
    // The document element is line 1 and depth 1; the 1,001st element opens on line 1,001.
    #expect(error.location.line == 1001)
    #expect(error.primary.message.contains("1000 levels"))
  }

  @Test("A raised limit stops at the 1,000-level ceiling: 10,000-deep nesting is still refused")
  func tenThousandDeepWithRaisedLimit() throws {
    let options = IBDecodingOptions(isLenient: true, maximumNestingDepth: 10_001, reportsUnknownAttributes: false)
    #expect(options.maximumNestingDepth == IBDecodingOptions.nestingDepthCeiling)
    let error = try #require(Fixture.decodingError {
      _ = try IBDocument(xmlString: nested(10_000), fileName: "Deep.xib", options: options)
    })
    #expect(error.id == .nestingTooDeep)
    #expect(error.location.line == IBDecodingOptions.nestingDepthCeiling + 1)
  }

  @Test("At the ceiling, 1,000-deep nesting decodes and re-encodes without exhausting the stack")
  func ceilingDepthRoundTrips() throws {
    func depth(_ document: IBDocument) -> Int {
      var depth = 1
      var element = document.root
      while let child = element.elements.first {
        depth += 1
        element = child
      }
      return depth
    }
    let options = IBDecodingOptions(isLenient: true, reportsUnknownAttributes: false)
    let document = try IBDocument(xmlString: nested(1_000), fileName: "Deep.xib", options: options)
    #expect(depth(document) == 1_000)
    let again = try IBDocument(data: document.xmlData(), fileName: "Deep.xib", options: options)
    #expect(depth(again) == 1_000)
  }

  @Test("A 100 MB file is refused from its size, before it is read")
  func hugeFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).storyboard")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 100 << 20)  // sparse: no time or disk spent writing it
    try handle.close()
    let error = try #require(Fixture.decodingError { _ = try IBDocument(contentsOf: url) })
    #expect(error.id == .fileTooLarge)
    #expect(error.description.contains("104857600 bytes"))
    #expect(error.description.hasPrefix(url.lastPathComponent + ":1:1: error:"))
  }

  @Test("In-memory data over the limit is refused; the limit can be raised")
  func hugeData() throws {
    let small = IBDecodingOptions(maximumFileSize: 64)
    let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>"
    let error = try #require(Fixture.decodingError { _ = try IBDocument(xmlString: xml, options: small) })
    #expect(error.id == .fileTooLarge)
    _ = try IBDocument(xmlString: xml, options: IBDecodingOptions(maximumFileSize: 1 << 20))
  }

  @Test("Invalid UTF-8 is reported where it is, with line and column")
  func invalidUTF8() throws {
    var bytes = Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<label text=\"".utf8)
    bytes += [0xC3, 0x28]  // a lead byte followed by an ASCII byte
    bytes += Array("\"/></document>".utf8)
    let error = try #require(Fixture.decodingError { _ = try IBDocument(data: Data(bytes), fileName: "Bad.xib") })
    #expect(error.location.line == 2)
    #expect(error.primary.message.localizedCaseInsensitiveContains("UTF-8"))
  }

  @Test("Numbers that overflow are invalid values, never infinite frames or constants", arguments: [
    #"<rect key="frame" x="0.0" y="0.0" width="1e400" height="20"/>"#,
    #"<rect key="frame" x="-1e999" y="0.0" width="20" height="20"/>"#,
    #"<rect key="frame" x="nan" y="0.0" width="20" height="20"/>"#,
  ])
  func overflowingFrames(_ rect: String) throws {
    let xml = Fixture.xib(
      """
      <view contentMode="scaleToFill" id="v1">
          \(rect)
      </view>
      """)
    do {
      let document = try Fixture.decode(xml, options: .lenient)
      let frame = document.topLevelViews.first?.frame
      let values = [frame?.x, frame?.y, frame?.width, frame?.height].compactMap { $0 }
      #expect(values.allSatisfy { $0.isFinite }, "a non-finite frame was decoded from \(rect)")
      #expect(document.diagnostics.contains { $0.id == .invalidValue }, "no invalid-value diagnostic for \(rect)")
    } catch let error as IBDecodingError {
      #expect(error.id == .invalidValue)
    }
  }

  @Test("Constraint constants and multipliers that overflow are invalid values", arguments: [
    #"constant="1e400""#, #"multiplier="1:0""#, #"multiplier="1e400""#, #"priority="1e400""#,
  ])
  func overflowingConstraints(_ attribute: String) throws {
    let xml = Fixture.xib(
      """
      <view contentMode="scaleToFill" id="v1">
          <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
          <constraints>
              <constraint firstAttribute="width" \(attribute) id="c1"/>
          </constraints>
      </view>
      """)
    do {
      let document = try Fixture.decode(xml, options: .lenient)
      let constraint = document.topLevelViews.first?.constraints.first
      if let constraint {
        #expect(constraint.constant.isFinite && constraint.multiplier.isFinite && constraint.multiplier != 0,
                "\(attribute) decoded as constant \(constraint.constant), multiplier \(constraint.multiplier)")
      }
      #expect(document.diagnostics.contains { $0.id == .invalidValue }, "no invalid-value diagnostic for \(attribute)")
    } catch let error as IBDecodingError {
      #expect(error.id == .invalidValue)
    }
  }
}
