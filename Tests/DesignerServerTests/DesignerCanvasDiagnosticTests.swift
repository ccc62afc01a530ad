import Foundation
import Testing

/// The canvas reports what layout logged as diagnostics (rule id, file, line, object), the shape
/// every other command reports problems in, not as text.
@Suite("Designer canvas messages are diagnostics")
struct DesignerCanvasDiagnosticTests {
  @Test("a conflict is a layout.unsatisfiable warning of the document, at the scene's root view")
  func conflict() async throws {
    let harness = try DesignerHarness()
    // Two required widths for the Game Menu's label cannot both hold.
    let conflicting = String(decoding: harness.original, as: UTF8.self).replacingOccurrences(
      of: #"<constraint firstItem="UMe-lb-001" firstAttribute="leading""#,
      with: #"<constraint firstItem="UMe-lb-001" firstAttribute="width" constant="100" id="UMe-cw-001"/>"# + "\n"
        + #"<constraint firstItem="UMe-lb-001" firstAttribute="width" constant="200" id="UMe-cw-002"/>"# + "\n"
        + #"<constraint firstItem="UMe-lb-001" firstAttribute="leading""#)
    #expect(conflicting.contains("UMe-cw-002"))
    try Data(conflicting.utf8).write(to: harness.storyboard)
    try await harness.withServer { server in
      let reply = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": harness.documentID]))
      #expect(reply.status == 200)
      let canvas = try #require(try reply.json() as? [String: Any])
      let messages = try #require(canvas["messages"] as? [[String: Any]])
      let conflict = try #require(messages.first { $0["ruleID"] as? String == "layout.unsatisfiable" }, "\(messages)")
      #expect(conflict["severity"] as? String == "warning")
      #expect(conflict["file"] as? String == "Designer.storyboard")
      #expect(conflict["objectID"] as? String == "UMe-rt-001")
      #expect((conflict["line"] as? Int ?? 0) == 44)
      #expect((conflict["message"] as? String)?.hasPrefix("Unable to simultaneously satisfy constraints") == true)
    }
  }
}
