import Foundation
import Testing

/// `GET /api/canvas` for xibs (top-level views at their canvas locations, or in a row without
/// them) and for storyboard references (small boxes that segue arrows end at).
@Suite("Designer canvas of xibs and storyboard references")
struct DesignerCanvasLayoutTests {
  static func canvas(_ server: ServedDesigner, _ parameters: KeyValuePairs<String, String>) async throws -> [String: Any] {
    let reply = try await RawHTTPClient.get(server, "/api/canvas?" + query(parameters))
    #expect(reply.status == 200, "\(reply.text)")
    return try #require(try reply.json() as? [String: Any])
  }

  static func scenes(_ canvas: [String: Any]) throws -> [String: [String: Any]] {
    let list = try #require(canvas["scenes"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: list.compactMap { scene in (scene["id"] as? String).map { ($0, scene) } })
  }

  static func number(_ scene: [String: Any]?, _ key: String) -> Double { scene?[key] as? Double ?? .nan }

  @Test("xib views sit at their canvas locations (centres); a freeform view keeps its stored size")
  func xibCanvasLocations() async throws {
    let harness = try DesignerHarness(more: ["Placed.xib"])
    try await harness.withServer { server in
      let canvas = try await Self.canvas(server, ["doc": "0/Placed.xib", "device": "iPhone 15"])
      let scenes = try Self.scenes(canvas)
      let screen = scenes["PXs-sc-001"]
      let banner = scenes["PXf-vw-001"]
      // The screen-sized view follows View As (393×852); the freeform banner stays 320×100.
      #expect(Self.number(screen, "width") == 393)
      #expect(Self.number(screen, "height") == 852)
      #expect(Self.number(banner, "width") == 320)
      #expect(Self.number(banner, "height") == 100)
      // Centres at the stored locations, spread by 393/375 across and 852/667 down.
      let screenCentre = (Self.number(screen, "x") + 393 / 2, Self.number(screen, "y") + 852 / 2)
      let bannerCentre = (Self.number(banner, "x") + 160, Self.number(banner, "y") + 50)
      #expect(abs(screenCentre.0 - 100 * 393 / 375) < 0.001)
      #expect(abs(screenCentre.1 - 300 * 852 / 667) < 0.001)
      #expect(abs(bannerCentre.0 - 700 * 393 / 375) < 0.001)
      #expect(abs(bannerCentre.1 - 100 * 852 / 667) < 0.001)
      // Both drawn: the banner's SVG is 320 wide.
      #expect((banner?["svg"] as? String)?.contains("width=\"320\"") == true)
    }
  }

  @Test("xib views without canvas locations fall back to a row")
  func xibRow() async throws {
    let harness = try DesignerHarness(more: ["Unplaced.xib"])
    try await harness.withServer { server in
      let canvas = try await Self.canvas(server, ["doc": "0/Unplaced.xib", "device": "iPhone 15"])
      let list = try #require(canvas["scenes"] as? [[String: Any]])
      #expect(list.map { $0["id"] as? String } == ["UXs-sc-001", "UXf-vw-001"])
      #expect(Self.number(list[0], "y") == Self.number(list[1], "y"))
      #expect(Self.number(list[1], "x") == Self.number(list[0], "x") + Self.number(list[0], "width") + 120)
    }
  }

  @Test("storyboard references are small boxes named for their storyboard, and segues end at them")
  func storyboardReferences() async throws {
    let harness = try DesignerHarness(more: ["References.storyboard"])
    try await harness.withServer { server in
      let canvas = try await Self.canvas(server, ["doc": "0/References.storyboard"])
      let scenes = try Self.scenes(canvas)
      let settings = try #require(scenes["RSt-sc-001"])
      let help = try #require(scenes["RHl-sc-001"])
      #expect(settings["kind"] as? String == "storyboardReference")
      #expect(settings["controllerID"] as? String == "RSt-vc-001")
      #expect(settings["title"] as? String == "Settings")
      #expect(help["title"] as? String == "Help")
      let svg = try #require(settings["svg"] as? String)
      #expect(svg.contains(">Settings</text>"))
      #expect(svg.contains(">AccountSettings</text>"))
      // A reference without a referenced identifier opens the storyboard's initial controller.
      #expect((help["svg"] as? String)?.contains(">Initial view controller</text>") == true)
      // Small, not a screen, and the two stacked references do not overlap.
      #expect(Self.number(settings, "height") == 64)
      #expect(Self.number(settings, "width") < 300)
      #expect(Self.number(settings, "y") + 64 <= Self.number(help, "y"))
      #expect(settings["outline"] as? [Any] == nil || (settings["outline"] as? [Any])?.isEmpty == true)
      // Segues from the buttons end at the reference boxes.
      let segues = try #require(canvas["segues"] as? [[String: Any]])
      let targets = Set(segues.compactMap { $0["to"] as? String })
      #expect(targets == ["RSt-vc-001", "RHl-vc-001"])
      #expect(segues.allSatisfy { $0["from"] as? String == "RHm-vc-001" })
    }
  }
}
