import Foundation
import Testing

/// `POST /api/constant`: a constraint's constant per size class, written as Xcode writes it (a
/// `<variation key=… constant=…/>` child, or the base attribute), with the backup, the 409 check
/// and byte preservation of the Installed edits.
@Suite("Designer constant edits")
struct DesignerConstantEditTests {
  /// The Turn label's top constraint in the fixture, as written there.
  static let topLine =
    "                            <constraint firstItem=\"UGm-lb-001\" firstAttribute=\"top\" secondItem=\"UGm-sa-001\" secondAttribute=\"top\" constant=\"20\" id=\"UGm-cn-003\"/>\n"

  static func setConstant(
    _ harness: DesignerHarness, server: ServedDesigner, id: String = "UGm-cn-003", width: String, height: String, constant: Double?,
    version: String? = nil
  ) async throws -> RawHTTPClient.Reply {
    let loaded = try await DesignerHarness.version(server, documentID: harness.documentID)
    let body = try DesignerHarness.body([
      "doc": harness.documentID, "version": version ?? loaded, "id": id, "width": width, "height": height,
      "constant": constant,
    ])
    return try await RawHTTPClient.post(server, "/api/constant", json: body)
  }

  /// The Turn label's laid-out frame (`x y width height`) in a canvas.
  static func turnFrame(_ server: ServedDesigner, _ harness: DesignerHarness, width: String, height: String) async throws -> [Double] {
    let path =
      "/api/canvas?" + query(["doc": harness.documentID, "device": "iPhone 15", "width": width, "height": height])
    let canvas = try #require(try await RawHTTPClient.get(server, path).json() as? [String: Any])
    let scenes = try #require(canvas["scenes"] as? [[String: Any]])
    let svg = try #require(scenes.first { $0["controllerID"] as? String == "UGm-vc-001" }?["svg"] as? String)
    let marker = try #require(svg.range(of: "data-id=\"UGm-lb-001\" data-frame=\""))
    let text = svg[marker.upperBound...].prefix { $0 != "\"" }
    return text.split(separator: " ").compactMap { Double($0) }
  }

  @Test("a constant for wC hR becomes the constraint's variation child; removing it restores the bytes")
  func overrideInCell() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let before = try await Self.turnFrame(server, harness, width: "compact", height: "regular")
      let reply = try await Self.setConstant(harness, server: server, width: "compact", height: "regular", constant: 44)
      #expect(reply.status == 200, "\(reply.text)")
      let result = try #require(try reply.json() as? [String: Any])
      #expect(result["changed"] as? Bool == true)
      #expect(result["backupCreated"] as? Bool == true)

      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      let original = String(decoding: harness.original, as: UTF8.self)
      let rewritten = """
                                    <constraint firstItem="UGm-lb-001" firstAttribute="top" secondItem="UGm-sa-001" secondAttribute="top" constant="20" id="UGm-cn-003">
                                        <variation key="heightClass=regular-widthClass=compact" constant="44"/>
                                    </constraint>

        """
      // Exactly the constraint changes, into the form Xcode writes (corpus: 0071, 0382, 0406).
      #expect(saved.contains(rewritten))
      #expect(saved.replacingOccurrences(of: rewritten, with: Self.topLine) == original)
      #expect(try Data(contentsOf: harness.storyboard.appendingPathExtension("orig")) == harness.original)

      // The cell's canvas moves the label down by 24 points; the base and other cells do not.
      let after = try await Self.turnFrame(server, harness, width: "compact", height: "regular")
      #expect(after.count == 4 && before.count == 4)
      #expect(after[1] - before[1] == 24)
      let inspector = try await RawHTTPClient.get(
        server,
        "/api/element?" + query(["doc": harness.documentID, "id": "UGm-cn-003", "width": "compact", "height": "regular"]))
      let constant = try #require((try inspector.json() as? [String: Any])?["constant"] as? [String: Any])
      #expect(constant["base"] as? Double == 20)
      #expect(constant["value"] as? Double == 44)
      #expect(constant["cellOverride"] as? Double == 44)
      let overrides = try #require(constant["overrides"] as? [[String: Any]])
      #expect(overrides.map { $0["key"] as? String } == ["heightClass=regular-widthClass=compact"])
      let baseInspector = try await RawHTTPClient.get(
        server, "/api/element?" + query(["doc": harness.documentID, "id": "UGm-cn-003"]))
      let baseConstant = try #require((try baseInspector.json() as? [String: Any])?["constant"] as? [String: Any])
      #expect(baseConstant["value"] as? Double == 20)
      #expect(baseConstant["cellOverride"] == nil || baseConstant["cellOverride"] is NSNull)

      // Removing the override gives back the original file, byte for byte; the first backup stays.
      let removed = try await Self.setConstant(harness, server: server, width: "compact", height: "regular", constant: nil)
      #expect(removed.status == 200)
      #expect(try harness.saved() == harness.original)
      #expect((try removed.json() as? [String: Any])?["backup"] as? String == "Designer.storyboard.orig.1")
      #expect(try Data(contentsOf: harness.storyboard.appendingPathExtension("orig")) == harness.original)
    }
  }

  @Test("a second cell's override goes after the first in Xcode's key order; zero is written 0.0")
  func keyOrderAndZero() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      #expect(try await Self.setConstant(harness, server: server, width: "any", height: "regular", constant: 30).status == 200)
      #expect(try await Self.setConstant(harness, server: server, width: "any", height: "compact", constant: 0).status == 200)
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      // As in corpus 0208 (IdentifyLayers): heightClass=compact before heightClass=regular.
      #expect(saved.contains("""
        id="UGm-cn-003">
                                        <variation key="heightClass=compact" constant="0.0"/>
                                        <variation key="heightClass=regular" constant="30"/>
                                    </constraint>
        """))
    }
  }

  @Test("the base constant is the constraint's own attribute, in Xcode's attribute order; 0 removes it")
  func baseConstant() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      // UGm-cn-004 has no constant: the new one goes before id, after the items and attributes.
      #expect(try await Self.setConstant(harness, server: server, id: "UGm-cn-004", width: "any", height: "any", constant: 12.5).status == 200)
      var saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.contains(
        "<constraint firstItem=\"UGm-lb-002\" firstAttribute=\"leading\" secondItem=\"UGm-lb-001\" secondAttribute=\"leading\" constant=\"12.5\" id=\"UGm-cn-004\"/>"))
      // A typed constant over the system spacing is no longer symbolic.
      #expect(try await Self.setConstant(harness, server: server, id: "UGm-cn-006", width: "any", height: "any", constant: 16).status == 200)
      saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.contains(
        "<constraint firstItem=\"UGm-lb-002\" firstAttribute=\"top\" secondItem=\"UGm-lb-001\" secondAttribute=\"bottom\" constant=\"16\" id=\"UGm-cn-006\"/>"))
      // Back to 0 and the attribute goes (absent means 0).
      #expect(try await Self.setConstant(harness, server: server, id: "UGm-cn-004", width: "any", height: "any", constant: 0).status == 200)
      saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.contains(
        "<constraint firstItem=\"UGm-lb-002\" firstAttribute=\"leading\" secondItem=\"UGm-lb-001\" secondAttribute=\"leading\" id=\"UGm-cn-004\"/>"))
      // The same value again changes nothing and writes nothing.
      let same = try await Self.setConstant(harness, server: server, id: "UGm-cn-006", width: "any", height: "any", constant: 16)
      #expect((try same.json() as? [String: Any])?["changed"] as? Bool == false)
    }
  }

  @Test("stale, malformed and impossible constant edits are refused and write nothing")
  func refusals() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let stale = try await Self.setConstant(
        harness, server: server, width: "compact", height: "regular", constant: 44, version: "0000000000000000-1")
      #expect(stale.status == 409)
      #expect(stale.errorMessage?.contains("changed on disk since the page loaded it") == true)
      let view = try await Self.setConstant(harness, server: server, id: "UGm-lb-001", width: "compact", height: "any", constant: 4)
      #expect(view.status == 400)
      #expect(view.errorMessage?.contains("is not a constraint") == true)
      let unknown = try await Self.setConstant(harness, server: server, id: "ghost", width: "compact", height: "any", constant: 4)
      #expect(unknown.status == 404)
      let baseRemoval = try await Self.setConstant(harness, server: server, width: "any", height: "any", constant: nil)
      #expect(baseRemoval.status == 400)
      let huge = try await Self.setConstant(harness, server: server, width: "compact", height: "any", constant: 1e12)
      #expect(huge.status == 400)
      let badCell = try await Self.setConstant(harness, server: server, width: "wide", height: "any", constant: 4)
      #expect(badCell.status == 400)
      let text = try await RawHTTPClient.post(
        server, "/api/constant",
        json: Data("{\"doc\":\"0/Designer.storyboard\",\"version\":\"x\",\"id\":\"UGm-cn-003\",\"width\":\"any\",\"height\":\"any\",\"constant\":\"big\"}".utf8))
      #expect(text.status == 400)
      #expect(text.errorMessage?.contains("wrong type") == true)
      #expect(try harness.saved() == harness.original)
      #expect(!FileManager.default.fileExists(atPath: harness.storyboard.path + ".orig"))
    }
  }
}
