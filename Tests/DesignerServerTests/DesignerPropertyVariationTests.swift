import Foundation
import Testing

/// `POST /api/property`: any property Xcode lets vary (font size, hidden, colours, stack view
/// settings) per size class — the base in Any/Any, a `<variation>` override elsewhere — with the
/// inspector's per-cell values, byte preservation, backup and 409 of every edit.
@Suite("Designer property variations")
struct DesignerPropertyVariationTests {
  static func setProperty(
    _ server: ServedDesigner, _ harness: DesignerHarness, id: String = "UGm-lb-001", property: String, width: String,
    height: String, value: String?
  ) async throws -> RawHTTPClient.Reply {
    let version = try await DesignerHarness.version(server, documentID: harness.documentID)
    return try await RawHTTPClient.post(
      server, "/api/property",
      json: try DesignerHarness.body([
        "doc": harness.documentID, "version": version, "id": id, "property": property, "width": width, "height": height,
        "value": value,
      ]))
  }

  static func property(_ server: ServedDesigner, _ harness: DesignerHarness, _ name: String, width: String, height: String)
    async throws -> [String: Any]
  {
    let reply = try await RawHTTPClient.get(
      server, "/api/element?" + query(["doc": harness.documentID, "id": "UGm-lb-001", "width": width, "height": height]))
    let properties = try #require((try reply.json() as? [String: Any])?["properties"] as? [[String: Any]])
    return try #require(properties.first { $0["name"] as? String == name })
  }

  @Test("a font size for wC hR is a <variation> with the base font at the new size: the label grows on an iPhone in portrait only")
  func fontForPortraitPhone() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let base = try await DesignerConstantEditTests.turnFrame(server, harness, width: "compact", height: "regular")
      let reply = try await Self.setProperty(server, harness, property: "font", width: "compact", height: "regular", value: "30")
      #expect(reply.status == 200, "\(reply.text)")
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      let variation = """
                                        <variation key="heightClass=regular-widthClass=compact">
                                            <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                        </variation>

        """
      let anchor = "                                <nil key=\"highlightedColor\"/>\n                            </label>\n"
      #expect(saved.contains(variation))
      #expect(
        saved.replacingOccurrences(of: variation, with: "") == String(decoding: harness.original, as: UTF8.self),
        "only the variation was added")
      #expect(saved.contains("<nil key=\"highlightedColor\"/>\n" + variation + "                            </label>"))
      _ = anchor
      #expect(try Data(contentsOf: harness.storyboard.appendingPathExtension("orig")) == harness.original)

      // iPhone in portrait (wC hR) draws the bigger font; landscape (wC hC) and the base keep 17.
      let portrait = try await DesignerConstantEditTests.turnFrame(server, harness, width: "compact", height: "regular")
      let landscape = try await DesignerConstantEditTests.turnFrame(server, harness, width: "compact", height: "compact")
      #expect(portrait[3] > base[3] + 10, "label height \(base[3]) → \(portrait[3])")
      #expect(landscape[3] == base[3])

      let font = try await Self.property(server, harness, "font", width: "compact", height: "regular")
      #expect(font["base"] as? String == "17")
      #expect(font["value"] as? String == "30")
      #expect(font["cellOverride"] as? String == "30")
      let cells = try #require(font["cells"] as? [[String: Any]])
      let values = Dictionary(uniqueKeysWithValues: cells.map { ("\($0["width"] ?? "")/\($0["height"] ?? "")", $0["value"] as? String) })
      #expect(values["compact/regular"] == "30")
      #expect(values["any/any"] == "17")
      #expect(values["compact/compact"] == "17")
      #expect(values["regular/regular"] == "17")

      // Removing the override gives back the original file.
      let removed = try await Self.setProperty(server, harness, property: "font", width: "compact", height: "regular", value: nil)
      #expect(removed.status == 200, "\(removed.text)")
      #expect(try harness.saved() == harness.original)
    }
  }

  @Test("hidden in Any/Any is the element's first attribute, a cell's override an attribute of its variation; colours as Xcode writes them")
  func hiddenAndColour() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      #expect(try await Self.setProperty(server, harness, property: "hidden", width: "any", height: "any", value: "YES").status == 200)
      var saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.contains("<label hidden=\"YES\" opaque=\"NO\" userInteractionEnabled=\"NO\""))
      #expect(try await Self.setProperty(server, harness, property: "hidden", width: "regular", height: "regular", value: "NO").status == 200)
      saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.contains("<variation key=\"heightClass=regular-widthClass=regular\" hidden=\"NO\"/>"))
      let hidden = try await Self.property(server, harness, "hidden", width: "regular", height: "regular")
      #expect(hidden["value"] as? String == "NO")
      #expect(hidden["base"] as? String == "YES")

      #expect(try await Self.setProperty(server, harness, property: "textColor", width: "compact", height: "any", value: "#ff0000").status == 200)
      saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(
        saved.contains(
          "<variation key=\"widthClass=compact\">\n                                    <color key=\"textColor\" red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"))
      let colour = try await Self.property(server, harness, "textColor", width: "compact", height: "regular")
      #expect(colour["value"] as? String == "#ff0000")
      #expect(colour["base"] as? String == "default")
    }
  }

  @Test("a property the view cannot vary, a bad value and removing the base are refused; the file is untouched")
  func refusals() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let axis = try await Self.setProperty(server, harness, property: "axis", width: "any", height: "any", value: "vertical")
      #expect(axis.status == 400)
      #expect(axis.text.contains("has no property 'axis'") && axis.text.contains("font, textColor, hidden, backgroundColor"))
      let size = try await Self.setProperty(server, harness, property: "font", width: "compact", height: "regular", value: "big")
      #expect(size.status == 400)
      #expect(size.text.contains("must be a number"))
      let base = try await Self.setProperty(server, harness, property: "font", width: "any", height: "any", value: nil)
      #expect(base.status == 400)
      let colour = try await Self.setProperty(server, harness, property: "textColor", width: "any", height: "any", value: "red")
      #expect(colour.status == 400)
      #expect(try harness.saved() == harness.original)
    }
  }
}
