import Foundation
import Rendering
import Testing

@Suite("Image views embed the images UIImage finds, else draw a labeled placeholder")
@MainActor
struct ImageDrawingTests {
  /// A 1×1 PNG.
  static let dot = Data(
    base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!

  private func svg(imageFolder: URL?) throws -> String {
    let document = try RenderingFixtures.scene(
      """
      <imageView contentMode="scaleAspectFit" fixedFrame="YES" image="dot" id="picture">
      <rect key="frame" x="10" y="100" width="80" height="40"/><autoresizingMask key="autoresizingMask"/></imageView>
      """)
    return try SceneRenderer(document: document, options: RenderOptions(imageFolder: imageFolder))
      .render(sceneID: "scene", configuration: RenderingFixtures.phone).svg.text
  }

  @Test("A PNG beside the document is embedded as a data URL, fitted by the content mode")
  func embedded() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.dot.write(to: folder.appendingPathComponent("dot.png"))
    let text = try svg(imageFolder: folder)
    #expect(text.contains("preserveAspectRatio=\"xMidYMid meet\" xlink:href=\"data:image/png;base64,\(Self.dot.base64EncodedString())\""))
  }

  @Test("A missing image is a placeholder frame with the image's name")
  func placeholder() throws {
    let text = try svg(imageFolder: nil)
    #expect(!text.contains("<image"))
    #expect(text.contains(">dot</text>"))
  }
}
