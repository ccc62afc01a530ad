import DesignerServer
import Foundation
import Testing

/// A temporary copy of the fixture storyboard served by a real server on a free loopback port.
struct DesignerHarness {
  /// The temporary folder the server serves.
  let folder: URL
  /// The served storyboard (a copy of Fixtures/Designer.storyboard).
  let storyboard: URL
  /// The fixture's original bytes.
  let original: Data
  /// The document id of the storyboard.
  let documentID = "0/Designer.storyboard"

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Copies Designer.storyboard, and the other fixtures named in `more`, into a new folder.
  init(more: [String] = []) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    storyboard = folder.appendingPathComponent("Designer.storyboard")
    original = try Data(contentsOf: Self.fixtures.appendingPathComponent("Designer.storyboard"))
    try original.write(to: storyboard)
    for name in more {
      try Data(contentsOf: Self.fixtures.appendingPathComponent(name)).write(to: folder.appendingPathComponent(name))
    }
  }

  /// Runs `body` with a server for `paths` (the temporary folder by default) started on a free
  /// port, and stops the server afterwards whatever happens; removes the folder at the end unless
  /// `keepingFolder` (for a test that starts another server on the same files).
  ///
  /// The server is the real `adaptive serve` in a process of its own: in this process the main
  /// actor, on which the designer lays scenes out, is shared with every other test of the run and
  /// can be busy for minutes, which would time the designer tests out for reasons of their own.
  func withServer(
    paths: [String]? = nil, limits: DesignerServer.Limits = DesignerServer.Limits(pollInterval: .milliseconds(100)),
    extraArguments: [String] = [], keepingFolder: Bool = false, _ body: (ServedDesigner) async throws -> Void
  ) async throws {
    defer { if !keepingFolder { try? FileManager.default.removeItem(at: folder) } }
    let server = try ServerProcess.start(paths: paths ?? [folder.path], limits: limits, extraArguments: extraArguments)
    do {
      try await body(server.served)
    } catch {
      server.stop()
      throw error
    }
    let status = server.stop()
    #expect(status == 0, "adaptive serve exited with \(status) on SIGINT: \(server.errors())")
  }

  /// The storyboard's bytes now.
  func saved() throws -> Data { try Data(contentsOf: storyboard) }

  /// The version the server reports for the storyboard.
  static func version(_ server: ServedDesigner, documentID: String) async throws -> String {
    let reply = try await RawHTTPClient.get(server, "/api/documents")
    let list = try #require(try reply.json() as? [[String: Any]])
    return try #require(list.first { $0["id"] as? String == documentID }?["version"] as? String)
  }

  /// A JSON body.
  static func body(_ object: [String: Any?]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object.mapValues { $0 ?? NSNull() })
  }
}
