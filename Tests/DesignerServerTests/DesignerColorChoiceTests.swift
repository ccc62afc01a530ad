import Foundation
import Testing

@testable import DesignerServer

/// The property editor's colours: the document's named colours and UIKit's system colours are
/// offered beside `#rrggbb`, and a pick is written as Xcode writes it — `name=` or `systemColor=`
/// on the `<color>`, with the `<systemColor>` resource added while used and removed after.
@Suite("Designer named and system colours")
struct DesignerColorChoiceTests {
  static let brand = """
            <namedColor name="Brand">
                <color red="0.10000000000000001" green="0.20000000000000001" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>

    """
  static let systemBackground = "        <systemColor name=\"systemBackgroundColor\">\n"
  static let labelResource = """
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>

    """
  /// The Turn label's text colour in the fixture.
  static let turnTextColor = """
    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Leaderboard
    """

  /// The fixture with a `Brand` named colour in its resources, written over the harness's copy.
  static func withBrand(_ harness: DesignerHarness) throws -> String {
    let original = String(decoding: harness.original, as: UTF8.self)
    #expect(original.contains(systemBackground) && original.contains(turnTextColor))
    let text = original.replacingOccurrences(of: systemBackground, with: brand + systemBackground)
    try Data(text.utf8).write(to: harness.storyboard)
    return text
  }

  @Test("the inspector offers the document's named colours and the system colours for each colour property")
  func offered() async throws {
    let harness = try DesignerHarness()
    _ = try Self.withBrand(harness)
    try await harness.withServer { server in
      for name in ["textColor", "backgroundColor"] {
        let property = try await DesignerPropertyVariationTests.property(server, harness, name, width: "any", height: "any")
        #expect(property["namedColors"] as? [String] == ["Brand"])
        #expect(property["systemColors"] as? [String] == ColorChoices.systemColorNames)
      }
      let font = try await DesignerPropertyVariationTests.property(server, harness, "font", width: "any", height: "any")
      #expect(font["namedColors"] == nil && font["systemColors"] == nil)
    }
  }

  @Test("a system colour is written systemColor= with its resource; a named colour name=; the resource goes when unused")
  func writtenAsXcode() async throws {
    let harness = try DesignerHarness()
    let original = try Self.withBrand(harness)
    try await harness.withServer { server in
      let label = try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "any", height: "any", value: "labelColor")
      #expect(label.status == 200, "\(label.text)")
      let withLabel = original.replacingOccurrences(
        of: Self.turnTextColor,
        with: Self.turnTextColor.replacingOccurrences(of: "<nil key=\"textColor\"/>", with: "<color key=\"textColor\" systemColor=\"labelColor\"/>")
      ).replacingOccurrences(of: Self.brand, with: Self.brand + Self.labelResource)
      #expect(String(decoding: try harness.saved(), as: UTF8.self) == withLabel)
      let read = try await DesignerPropertyVariationTests.property(server, harness, "textColor", width: "compact", height: "regular")
      #expect(read["value"] as? String == "labelColor")

      let named = try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "compact", height: "regular", value: "Brand")
      #expect(named.status == 200, "\(named.text)")
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(
        saved.contains(
          "<variation key=\"heightClass=regular-widthClass=compact\">\n                                    <color key=\"textColor\" name=\"Brand\"/>\n"))
      let inCell = try await DesignerPropertyVariationTests.property(server, harness, "textColor", width: "compact", height: "regular")
      #expect(inCell["value"] as? String == "Brand" && inCell["base"] as? String == "labelColor")

      // Back to components and no override: labelColor is used nowhere, so its resource goes too.
      #expect(try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "compact", height: "regular", value: nil).status == 200)
      #expect(try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "any", height: "any", value: "#ff0000").status == 200)
      let components = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(!components.contains("labelColor"))
      #expect(components.contains(Self.brand + Self.systemBackground))
      #expect(components.contains(
        "<color key=\"textColor\" red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"))
    }
  }

  @Test("a tint's resource is its light sRGB value spelled as Xcode spells it, after the resources before it by name")
  func tintResource() async throws {
    let harness = try DesignerHarness()
    _ = try Self.withBrand(harness)
    try await harness.withServer { server in
      let blue = try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "backgroundColor", width: "regular", height: "regular", value: "systemBlueColor")
      #expect(blue.status == 200, "\(blue.text)")
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      // As in the corpus (e.g. 3 storyboards with this exact resource).
      #expect(saved.contains("""
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemBlueColor">
                    <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        """))
      #expect(saved.contains("<color key=\"backgroundColor\" systemColor=\"systemBlueColor\"/>"))
    }
  }

  @Test("a document without <resources> gets them after its scenes for the first system colour")
  func resourcesMade() async throws {
    let harness = try DesignerHarness()
    let original = String(decoding: harness.original, as: UTF8.self)
    let resources = try #require(original.range(of: "    <resources>\n")?.lowerBound)
    let end = try #require(original.range(of: "</document>")?.lowerBound)
    let bare = String(original[..<resources] + original[end...])
    try Data(bare.utf8).write(to: harness.storyboard)
    try await harness.withServer { server in
      let label = try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "any", height: "any", value: "labelColor")
      #expect(label.status == 200, "\(label.text)")
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.hasSuffix("    </scenes>\n    <resources>\n" + Self.labelResource + "    </resources>\n</document>\n"), "\(saved.suffix(400))")
    }
  }

  @Test("a colour that is neither #rrggbb, a named colour of the document nor a system colour is refused, naming the choices")
  func refused() async throws {
    let harness = try DesignerHarness()
    let original = try Self.withBrand(harness)
    try await harness.withServer { server in
      let reply = try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "any", height: "any", value: "Chartreuse")
      #expect(reply.status == 400)
      #expect(reply.text.contains("Designer.storyboard") && reply.text.contains("(Brand)") && reply.text.contains("'Chartreuse'"))
      #expect(String(decoding: try harness.saved(), as: UTF8.self) == original)
    }
  }

  @Test("a display-p3 colour set's copy is written in Display P3 with the set's components; a P3 colour reads as its sRGB #rrggbb")
  func displayP3ColourSet() async throws {
    let harness = try DesignerHarness()
    let original = try Self.withBrand(harness)
    let set = harness.folder.appendingPathComponent("App/Assets.xcassets/Wide.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let json = #"{"colors":[{"idiom":"universal","color":{"color-space":"display-p3","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    try await harness.withServer { server in
      let picked = try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "any", height: "any", value: "Wide")
      #expect(picked.status == 200, "\(picked.text)")
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      let copy = """
                <namedColor name="Wide">
                    <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                </namedColor>

        """
      #expect(saved.contains(Self.brand + copy), "the copy in P3, after Brand: \(saved.suffix(900))")
    }
    // P3 (1, 0.5, 0) is sRGB (1.074, 0.4625, −0.2105): #ff7600 once clamped to the picker's range.
    let served = try DesignerHarness()
    let p3Text = try Self.withBrand(served).replacingOccurrences(
      of: Self.turnTextColor,
      with: Self.turnTextColor.replacingOccurrences(
        of: #"<nil key="textColor"/>"#,
        with: #"<color key="textColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#))
    #expect(p3Text != original)
    try Data(p3Text.utf8).write(to: served.storyboard)
    try await served.withServer { server in
      let read = try await DesignerPropertyVariationTests.property(server, served, "textColor", width: "any", height: "any")
      #expect(read["value"] as? String == "#ff7600")
    }
  }

  static let accent = """
            <namedColor name="Accent">
                <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>

    """

  /// An asset catalog beside the served storyboard with the colour sets `names` (each orange).
  static func writeCatalog(_ names: [String], in folder: URL) throws {
    let catalog = folder.appendingPathComponent("App/Assets.xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
    for name in names {
      let set = catalog.appendingPathComponent("\(name).colorset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      let json = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
      try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }
  }

  @Test("the asset catalog's colour sets are offered after the document's own; a pick adds Xcode's <namedColor> copy, dropped when unused")
  func catalogColours() async throws {
    let harness = try DesignerHarness()
    _ = try Self.withBrand(harness)
    try Self.writeCatalog(["Brand", "Accent"], in: harness.folder)
    try await harness.withServer { server in
      let offered = try await DesignerPropertyVariationTests.property(server, harness, "textColor", width: "any", height: "any")
      #expect(offered["namedColors"] as? [String] == ["Brand", "Accent"], "the document's own first, a catalog duplicate once")

      let picked = try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "any", height: "any", value: "Accent")
      #expect(picked.status == 200, "\(picked.text)")
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.contains("<color key=\"textColor\" name=\"Accent\"/>"))
      #expect(saved.contains(Self.accent + Self.brand), "the copy in name order before Brand: \(saved.suffix(900))")

      #expect(try await DesignerPropertyVariationTests.setProperty(
        server, harness, property: "textColor", width: "any", height: "any", value: "#ff0000").status == 200)
      let components = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(!components.contains("Accent"), "the catalog still has it, so the unused copy goes")
      #expect(components.contains(Self.brand + Self.systemBackground), "Brand, which the edits did not concern, stays")
    }
  }
}
