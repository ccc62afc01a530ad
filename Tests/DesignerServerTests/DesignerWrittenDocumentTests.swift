@testable import DesignerServer
import Foundation
import InterfaceBuilder
import Testing

/// An edit leaves the file it wrote decoded (the edited document itself, which writes exactly the
/// written bytes), so the next request does not decode it again; a change made elsewhere is still
/// read from disk.
@MainActor
@Suite("Designer keeps an edit's written file decoded")
struct DesignerWrittenDocumentTests {
  @Test("after an edit the written bytes are held decoded, with the content of decoding the file afresh")
  func decodedAfterEdit() async throws {
    let source = DesignerHarness.fixtures.appendingPathComponent("Designer.storyboard")
    let served = try DesignerIncrementalCanvasTests.Served(copying: source, as: "D.storyboard")
    defer { served.remove() }
    let workspace = try served.workspace()
    let (_, before) = try workspace.load(served.id)
    let result = try await workspace.editConstant(
      ConstantEditRequest(
        doc: served.id, version: before.version, id: "UGm-cn-003", width: "compact", height: "regular", constant: 44))
    #expect(result.changed)
    let bytes = try Data(contentsOf: served.file)
    #expect(result.version == DocumentVersion.of(bytes))
    let kept = try #require(workspace.loaded[served.id])
    #expect(kept.version == result.version)
    #expect(kept.bytes == bytes)
    let url = try #require(kept.document.url)
    let decoded = try DesignerWorkspace.decode(bytes, url: url, fontFolders: [], displayPath: "D.storyboard")
    #expect(kept.document.root == decoded.root)
    #expect(kept.document.xmlData(style: .preservingSource) == bytes)
    // The next request uses it as it is.
    let (_, next) = try workspace.load(served.id)
    #expect(next.version == result.version)
    // A change made elsewhere is read from disk.
    let outside = try Data(contentsOf: source)
    try outside.write(to: served.file)
    let (_, reloaded) = try workspace.load(served.id)
    #expect(reloaded.version == DocumentVersion.of(outside))
    #expect(reloaded.bytes == outside)
  }
}
