import Foundation
import Testing

/// An edit of an Xcode 6–7 document (no `<device>`, scenes stored on the 600×600 generic canvas)
/// re-lays the frames the edit moved, as Xcode saves them; frames it did not move keep their bytes.
@Suite("Designer re-lays generic canvas frames after an edit")
struct DesignerGenericCanvasFrameTests {
  static let documentID = "0/Generic.storyboard"

  static func setConstant(
    _ server: ServedDesigner, id: String, width: String = "any", height: String = "any", constant: Double
  ) async throws -> RawHTTPClient.Reply {
    let version = try await DesignerHarness.version(server, documentID: documentID)
    let body = try DesignerHarness.body([
      "doc": documentID, "version": version, "id": id, "width": width, "height": height, "constant": constant,
    ])
    return try await RawHTTPClient.post(server, "/api/constant", json: body)
  }

  @Test("a base constant moves the Title label's stored frame to 40; the Note label and everything else keep their bytes")
  func baseEditMovesStoredFrame() async throws {
    let harness = try DesignerHarness(more: ["Generic.storyboard"])
    let file = harness.folder.appendingPathComponent("Generic.storyboard")
    let original = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    try await harness.withServer { server in
      let reply = try await Self.setConstant(server, id: "GEN-cn-001", constant: 40)
      #expect(reply.status == 200, "\(reply.text)")
      let saved = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      let oldConstraint = #"secondAttribute="leading" constant="20" id="GEN-cn-001"/>"#
      let newConstraint = #"secondAttribute="leading" constant="40" id="GEN-cn-001"/>"#
      let oldFrame = #"<rect key="frame" x="20" y="20" width="100" height="21"/>"#
      let newFrame = #"<rect key="frame" x="40" y="20" width="100" height="21"/>"#
      #expect(saved.contains(newFrame), "\(saved)")
      #expect(saved.contains(#"<rect key="frame" x="480" y="20" width="100" height="21"/>"#))
      let restored = saved.replacingOccurrences(of: newConstraint, with: oldConstraint)
        .replacingOccurrences(of: newFrame, with: oldFrame)
      #expect(restored == original)
    }
  }

  @Test("a constant for wC hR only leaves every stored (Any/Any) frame as it was")
  func cellEditKeepsStoredFrames() async throws {
    let harness = try DesignerHarness(more: ["Generic.storyboard"])
    let file = harness.folder.appendingPathComponent("Generic.storyboard")
    try await harness.withServer { server in
      let reply = try await Self.setConstant(server, id: "GEN-cn-001", width: "compact", height: "regular", constant: 40)
      #expect(reply.status == 200, "\(reply.text)")
      let saved = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      #expect(saved.contains(#"<variation key="heightClass=regular-widthClass=compact" constant="40"/>"#))
      #expect(saved.contains(#"<rect key="frame" x="20" y="20" width="100" height="21"/>"#))
      #expect(saved.contains(#"<rect key="frame" x="480" y="20" width="100" height="21"/>"#))
    }
  }
}
