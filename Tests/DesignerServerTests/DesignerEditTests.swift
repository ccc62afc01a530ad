import Foundation
import Testing

/// `POST /api/edit`: installed state per size class written as Xcode writes it, with a backup,
/// byte preservation, and refusal of stale or malformed edits.
@Suite("Designer edits")
struct DesignerEditTests {
  static func edit(_ harness: DesignerHarness, server: ServedDesigner, id: String, width: String, height: String, state: String?)
    async throws -> RawHTTPClient.Reply
  {
    let version = try await DesignerHarness.version(server, documentID: harness.documentID)
    let body = try DesignerHarness.body([
      "doc": harness.documentID, "version": version, "id": id, "width": width, "height": height, "state": state,
    ])
    return try await RawHTTPClient.post(server, "/api/edit", json: body)
  }

  @Test("unchecking Installed in wC hR adds exactly the variation Xcode writes; the rest is byte-identical")
  func excludeInCell() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let reply = try await Self.edit(harness, server: server, id: "UGm-lb-001", width: "compact", height: "regular", state: "excluded")
      #expect(reply.status == 200)
      let result = try #require(try reply.json() as? [String: Any])
      #expect(result["changed"] as? Bool == true)
      #expect(result["backupCreated"] as? Bool == true)
      #expect(result["backup"] as? String == "Designer.storyboard.orig")

      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      let original = String(decoding: harness.original, as: UTF8.self)
      let inserted = """
                                <variation key="heightClass=regular-widthClass=compact">
                                    <mask key="subviews">
                                        <exclude reference="UGm-lb-001"/>
                                    </mask>
                                </variation>

        """
      // Only the new variation: removing it gives back the original, byte for byte.
      #expect(saved.contains(inserted))
      #expect(saved.replacingOccurrences(of: inserted, with: "") == original)
      // Xcode orders sibling variations by key, and "heightClass…" sorts before "widthClass…".
      let newKey = try #require(saved.range(of: "heightClass=regular-widthClass=compact"))
      let oldKey = try #require(saved.range(of: "key=\"widthClass=compact\""))
      #expect(newKey.lowerBound < oldKey.lowerBound)
      #expect(try Data(contentsOf: harness.storyboard.appendingPathExtension("orig")) == harness.original)
      #expect(result["version"] as? String == (try await DesignerHarness.version(server, documentID: harness.documentID)))

      // The page re-renders from the saved file: the label is gone in that cell only.
      let canvasPath = "/api/canvas?" + query(["doc": harness.documentID, "device": "iPhone 15", "width": "compact", "height": "regular"])
      let canvas = try await RawHTTPClient.get(server, canvasPath).text
      #expect(!canvas.contains("data-id=\\\"UGm-lb-001\\\""))
      let base = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": harness.documentID])).text
      #expect(base.contains("data-id=\\\"UGm-lb-001\\\""))
    }
  }

  @Test("a second edit keeps the first backup and writes the next; removing the case restores the original bytes")
  func removeCase() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let first = try await Self.edit(harness, server: server, id: "UGm-lb-001", width: "compact", height: "regular", state: "excluded")
      #expect(first.status == 200)
      let second = try await Self.edit(harness, server: server, id: "UGm-lb-001", width: "compact", height: "regular", state: nil)
      #expect(second.status == 200)
      let result = try #require(try second.json() as? [String: Any])
      #expect(result["backupCreated"] as? Bool == true)
      #expect(result["backup"] as? String == "Designer.storyboard.orig.1")
      #expect(try harness.saved() == harness.original)
      #expect(try Data(contentsOf: harness.storyboard.appendingPathExtension("orig")) == harness.original)
      // The second backup holds what the second edit replaced: the file after the first edit.
      let afterFirst = try Data(contentsOf: URL(fileURLWithPath: harness.storyboard.path + ".orig.1"))
      #expect(afterFirst != harness.original)
      #expect(String(decoding: afterFirst, as: UTF8.self).contains("<exclude reference=\"UGm-lb-001\"/>"))
    }
  }

  @Test("removing the fixture's own exclusion case deletes its now-empty variation")
  func removeExistingCase() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let reply = try await Self.edit(harness, server: server, id: "UGm-lb-002", width: "compact", height: "any", state: nil)
      #expect(reply.status == 200)
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(!saved.contains("<variation key=\"widthClass=compact\">"))
      #expect(!saved.contains("UGm-lb-002\"/>\n"))
      let info = try await RawHTTPClient.get(
        server, "/api/element?" + query(["doc": harness.documentID, "id": "UGm-lb-002", "width": "compact"]))
      #expect(((try info.json() as? [String: Any])?["installed"] as? Bool) == true)
    }
  }

  @Test("an edit against a version that is no longer on disk is refused with 409 and writes nothing")
  func staleEdit() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let loaded = try await DesignerHarness.version(server, documentID: harness.documentID)
      // Someone else changes the file after the page loaded it.
      let changed = String(decoding: harness.original, as: UTF8.self).replacingOccurrences(of: "X to play", with: "O to play")
      try Data(changed.utf8).write(to: harness.storyboard)
      let body = try DesignerHarness.body([
        "doc": harness.documentID, "version": loaded, "id": "UGm-lb-001", "width": "compact", "height": "regular",
        "state": "excluded",
      ])
      let reply = try await RawHTTPClient.post(server, "/api/edit", json: body)
      #expect(reply.status == 409)
      #expect(reply.errorMessage?.contains("changed on disk since the page loaded it") == true)
      #expect(try harness.saved() == Data(changed.utf8))
      #expect(!FileManager.default.fileExists(atPath: harness.storyboard.path + ".orig"))
    }
  }

  @Test("malformed, oversized and impossible edits are 4xx with a message and change nothing")
  func badEdits() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer(
      limits: .init(maximumRequestBodyBytes: 4096, pollInterval: .milliseconds(100))
    ) { server in
      let notJSON = try await RawHTTPClient.post(server, "/api/edit", json: Data("{not json".utf8))
      #expect(notJSON.status == 400)
      #expect(notJSON.errorMessage?.contains("not JSON") == true)
      let missing = try await RawHTTPClient.post(server, "/api/edit", json: Data("{\"doc\":\"x\"}".utf8))
      #expect(missing.status == 400)
      #expect(missing.errorMessage?.contains("missing") == true)
      let huge = try await RawHTTPClient.post(server, "/api/edit", json: Data(repeating: UInt8(ascii: " "), count: 100_000))
      #expect(huge.status == 413)
      // The same JSON error as every other refusal, naming the limit as a person reads it.
      #expect(huge.headers["content-type"]?.hasPrefix("application/json") == true)
      #expect(huge.errorMessage?.contains("larger than the 4 KiB this server accepts") == true, "\(huge.text)")
      let badState = try await Self.edit(harness, server: server, id: "UGm-lb-001", width: "compact", height: "any", state: "maybe")
      #expect(badState.status == 400)
      let controller = try await Self.edit(harness, server: server, id: "UGm-vc-001", width: "compact", height: "any", state: "excluded")
      #expect(controller.status == 400)
      #expect(controller.errorMessage?.contains("no installed state to mask") == true)
      let unknown = try await Self.edit(harness, server: server, id: "ghost", width: "compact", height: "any", state: "excluded")
      #expect(unknown.status == 404)
      let badCell = try await Self.edit(harness, server: server, id: "UGm-lb-001", width: "huge", height: "any", state: "excluded")
      #expect(badCell.status == 400)
      #expect(try harness.saved() == harness.original)
      // The server is still answering after all that.
      #expect(try await RawHTTPClient.get(server, "/api/documents").status == 200)
    }
  }
}
