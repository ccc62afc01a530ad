@testable import DesignerServer
import Foundation
import InterfaceBuilder
import Testing

/// An edit keeps the document it edited in memory for the version it wrote (no decode of the
/// written file on the edit's path), so its canvas must be the one a fresh server draws of the
/// written file, for every kind of edit; once the document is quiet the written bytes are decoded
/// in its place.
@MainActor
@Suite("Designer edits applied in memory")
struct DesignerInMemoryEditTests {
  typealias Served = DesignerIncrementalCanvasTests.Served

  /// One edit of the fixture: made through the workspace at `version`, returns the new version.
  struct Edit: Sendable {
    let name: String
    let make: @MainActor @Sendable (DesignerWorkspace, String, String) async throws -> String
  }

  static let edits: [Edit] = [
    Edit(name: "base constant") { workspace, id, version in
      try await workspace.editConstant(
        ConstantEditRequest(doc: id, version: version, id: "UGm-cn-003", width: "any", height: "any", constant: 37)
      ).version
    },
    Edit(name: "constant in wC hR (a new <variation>)") { workspace, id, version in
      try await workspace.editConstant(
        ConstantEditRequest(
          doc: id, version: version, id: "UGm-cn-003", width: "compact", height: "regular", constant: 44)
      ).version
    },
    Edit(name: "uninstalled in wC hR") { workspace, id, version in
      try await workspace.edit(
        EditRequest(doc: id, version: version, id: "UGm-lb-002", width: "compact", height: "regular", state: "excluded")
      ).version
    },
    Edit(name: "font size") { workspace, id, version in
      try await workspace.editProperty(
        PropertyEditRequest(
          doc: id, version: version, id: "UGm-lb-001", property: "font", width: "any", height: "any", value: "30")
      ).version
    },
    Edit(name: "segue from a button") { workspace, id, version in
      try await workspace.addSegue(
        SegueRequest(
          doc: id, version: version, source: "UMe-bt-001", destination: "UGm-vc-001", kind: "showDetail",
          identifier: "play")
      ).edit.version
    },
  ]

  @Test("each kind of edit: the canvas drawn from the edited document equals a fresh canvas of the written file")
  func canvasEqualsFreshRender() async throws {
    let served = try Served(
      copying: DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard"), as: "D.storyboard")
    defer { served.remove() }
    let workspace = try served.workspace()
    _ = try await DesignerIncrementalCanvasTests.streamed(workspace, served.id)
    var version = try workspace.load(served.id).1.version
    for edit in Self.edits {
      version = try await edit.make(workspace, served.id, version)
      let bytes = try Data(contentsOf: served.file)
      #expect(version == DocumentVersion.of(bytes), "\(edit.name)")
      // The edit decoded nothing: the workspace holds the edited document, which writes the file's bytes.
      let kept = try #require(workspace.loaded[served.id])
      #expect(kept.isEditedInMemory, "\(edit.name)")
      #expect(kept.bytes == bytes, "\(edit.name)")
      #expect(kept.document.xmlData(style: .preservingSource) == bytes, "\(edit.name)")
      let url = try #require(kept.document.url)
      let decoded = try DesignerWorkspace.decode(bytes, url: url, fontFolders: [], displayPath: "D.storyboard")
      #expect(kept.document.root == decoded.root, "\(edit.name)")
      // Every scene's drawing, and the whole canvas, as a server that has drawn nothing draws the file.
      let (canvas, lines) = try await DesignerIncrementalCanvasTests.streamed(workspace, served.id)
      let fresh = try JSONDecoder().decode(CanvasPayload.self, from: try await DesignerIncrementalCanvasTests.fresh(served))
      #expect(canvas.scenes.map(\.svg) == fresh.scenes.map(\.svg), "\(edit.name)")
      #expect(DesignerWorkspace.encode(canvas) == DesignerWorkspace.encode(fresh), "\(edit.name)")
      #expect((lines.last?.laidOut ?? 0) > 0, "\(edit.name)")
    }
  }

  @Test("after the quiet period the written bytes are decoded in place of the edited document")
  func settlesToDecodedFile() async throws {
    let served = try Served(
      copying: DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard"), as: "D.storyboard")
    defer { served.remove() }
    var limits = DesignerServer.Limits()
    limits.lintQuietPeriod = .milliseconds(20)
    let workspace = DesignerWorkspace(
      catalog: try DocumentCatalog(paths: [served.folder.path]), events: EventHub(), limits: limits)
    let version = try await Self.edits[1].make(workspace, served.id, try workspace.load(served.id).1.version)
    #expect(workspace.loaded[served.id]?.isEditedInMemory == true)
    // Bounded wait: the decode runs off the main actor after the quiet period.
    for _ in 0..<3000 where workspace.loaded[served.id]?.isEditedInMemory == true {
      try await Task.sleep(for: .milliseconds(10))
    }
    let settled = try #require(workspace.loaded[served.id])
    #expect(!settled.isEditedInMemory)
    #expect(settled.version == version)
    let bytes = try Data(contentsOf: served.file)
    let url = try #require(settled.document.url)
    #expect(settled.document == (try DesignerWorkspace.decode(bytes, url: url, fontFolders: [], displayPath: "D.storyboard")))
  }
}
