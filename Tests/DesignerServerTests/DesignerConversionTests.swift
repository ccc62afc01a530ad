import Foundation
import Testing

/// *Use Size Classes* in the designer: `GET /api/convert` previews, `POST /api/convert` converts
/// an old-format storyboard with the version check, backup and history of every edit.
@Suite("Designer Use Size Classes conversion")
struct DesignerConversionTests {
  static let legacyID = "0/Legacy.storyboard"

  static func canvas(_ server: ServedDesigner) async throws -> [String: Any] {
    let reply = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": legacyID, "device": "iPhone 15"]))
    #expect(reply.status == 200, "\(reply.text)")
    return try #require(try reply.json() as? [String: Any])
  }

  @Test("the preview lists each change by line; converting writes exactly them, keeps a backup, and the canvas shows show/presentation")
  func previewAndConvert() async throws {
    let harness = try DesignerHarness(more: ["Legacy.storyboard"])
    let legacy = harness.folder.appendingPathComponent("Legacy.storyboard")
    let original = try Data(contentsOf: legacy)
    try await harness.withServer { server in
      let before = try await Self.canvas(server)
      #expect(before["usesSizeClasses"] as? Bool == false)
      #expect(before["usesAutoLayout"] as? Bool == true)
      let kindsBefore = (before["segues"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }.sorted()
      #expect(kindsBefore == ["modal", "push", "rootViewController"])

      let preview = try await RawHTTPClient.get(server, "/api/convert?" + query(["doc": Self.legacyID]))
      #expect(preview.status == 200, "\(preview.text)")
      let body = try #require(try preview.json() as? [String: Any])
      let changes = try #require(body["changes"] as? [[String: Any]])
      #expect(changes.compactMap { $0["line"] as? Int } == [2, 41, 50, 90])
      #expect((changes[1]["summary"] as? String)?.contains("push → show") == true)
      // Previewing writes nothing.
      #expect(try Data(contentsOf: legacy) == original)

      let version = try #require(body["version"] as? String)
      let reply = try await RawHTTPClient.post(
        server, "/api/convert", json: try DesignerHarness.body(["doc": Self.legacyID, "version": version]))
      #expect(reply.status == 200, "\(reply.text)")
      let saved = String(decoding: try Data(contentsOf: legacy), as: UTF8.self)
      let expected = IBTextEdits.apply(to: String(decoding: original, as: UTF8.self), [
        (#"useAutolayout="YES" "#, #"useAutolayout="YES" useTraitCollections="YES" "#),
        (#"kind="push""#, #"kind="show""#), (#"kind="modal""#, #"kind="presentation""#),
        ("""

            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4"/>
            </simulatedMetricsContainer>
        """, ""),
      ])
      #expect(saved == expected)
      #expect(try Data(contentsOf: legacy.appendingPathExtension("orig")) == original)

      let after = try await Self.canvas(server)
      #expect(after["usesSizeClasses"] as? Bool == true)
      let kindsAfter = (after["segues"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }.sorted()
      #expect(kindsAfter == ["presentation", "rootViewController", "show"])

      // Converted once, it is refused with the reason; a stale version is a 409.
      let again = try await RawHTTPClient.get(server, "/api/convert?" + query(["doc": Self.legacyID]))
      #expect(again.status == 400)
      #expect(again.text.contains("already uses size classes"))
      let stale = try await RawHTTPClient.post(
        server, "/api/convert", json: try DesignerHarness.body(["doc": Self.legacyID, "version": version]))
      #expect(stale.status == 409)
    }
  }

  @Test("Auto Layout off: the preview is refused with what Xcode requires, and nothing is written")
  func autoLayoutOff() async throws {
    let harness = try DesignerHarness(more: ["Legacy.storyboard"])
    let legacy = harness.folder.appendingPathComponent("Legacy.storyboard")
    let springs = String(decoding: try Data(contentsOf: legacy), as: UTF8.self)
      .replacingOccurrences(of: #" useAutolayout="YES""#, with: "")
    try Data(springs.utf8).write(to: legacy)
    try await harness.withServer { server in
      let canvas = try await Self.canvas(server)
      #expect(canvas["usesAutoLayout"] as? Bool == false)
      let preview = try await RawHTTPClient.get(server, "/api/convert?" + query(["doc": Self.legacyID]))
      #expect(preview.status == 400)
      #expect(preview.text.contains("Xcode requires Auto Layout for size classes"))
      let version = try await DesignerHarness.version(server, documentID: Self.legacyID)
      let reply = try await RawHTTPClient.post(
        server, "/api/convert", json: try DesignerHarness.body(["doc": Self.legacyID, "version": version]))
      #expect(reply.status == 400)
      #expect(String(decoding: try Data(contentsOf: legacy), as: UTF8.self) == springs)
      #expect(!FileManager.default.fileExists(atPath: legacy.path + ".orig"))
    }
  }
}

/// Replacements of text that must each occur exactly once.
enum IBTextEdits {
  static func apply(to text: String, _ edits: [(String, String)]) -> String {
    var result = text
    for (old, new) in edits {
      #expect(result.components(separatedBy: old).count == 2, "'\(old)' is not in the text exactly once")
      result = result.replacingOccurrences(of: old, with: new)
    }
    return result
  }
}
