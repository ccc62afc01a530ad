import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// Text in a font the app bundles is drawn in it: the SVG names the file's family first and
/// embeds the file (`@font-face`), and the rasterizer, which reads no embedded fonts, is given the
/// file's folder.
@MainActor
@Suite("Text in an app's own font is drawn with the app's font file")
struct AppFontDrawingTests {
  @Test("the label's text names the app font's family first, the file is embedded once, and the PNG rasterizer finds its folder")
  func drawsWithTheAppFont() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("app-font-render-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(at: app.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: app.appendingPathComponent("Brand.xcodeproj"), withIntermediateDirectories: true)
    let fontURL = app.appendingPathComponent("Fonts/Headline.otf")
    try FileManager.default.copyItem(
      at: RenderingFixtures.repositoryRoot.appendingPathComponent("Sources/AdaptiveKit/Resources/Fonts/InterDisplay-Light.otf"),
      to: fontURL)
    let label = """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Drawn in the app font" \
      translatesAutoresizingMaskIntoConstraints="NO" id="title">
      <rect key="frame" x="16" y="100" width="300" height="30"/>
      <fontDescription key="fontDescription" name="InterDisplay-Light" family="Inter Display" pointSize="22"/>
      <nil key="textColor"/><nil key="highlightedColor"/>
      </label>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Second line" \
      translatesAutoresizingMaskIntoConstraints="NO" id="second">
      <rect key="frame" x="16" y="200" width="300" height="30"/>
      <fontDescription key="fontDescription" name="InterDisplay-Light" family="Inter Display" pointSize="15"/>
      <nil key="textColor"/><nil key="highlightedColor"/>
      </label>
      """
    var document = try RenderingFixtures.scene(label)
    document.url = app.appendingPathComponent("Main.storyboard")
    let svg = try SceneRenderer(document: document).render(sceneID: "scene", configuration: RenderingFixtures.phone).svg
    #expect(svg.fontFiles.map(\.lastPathComponent) == ["Headline.otf"])
    #expect(svg.text.contains("font-family=\"'Inter Display', Inter,"))
    #expect(svg.text.components(separatedBy: "@font-face{font-family:'Inter Display'").count == 2)
    #expect(svg.text.contains("src:url(data:font/otf;base64,"))

    let configuration = try #require(PNGRasterizer.fontConfiguration(for: svg))
    let text = try String(contentsOf: configuration, encoding: .utf8)
    #expect(text.contains("<dir>\(app.appendingPathComponent("Fonts").standardizedFileURL.path)</dir>"))

    // Read from data, the same document has no app fonts: Inter stands in, nothing is embedded.
    let plain = try SceneRenderer(document: try RenderingFixtures.scene(label))
      .render(sceneID: "scene", configuration: RenderingFixtures.phone).svg
    #expect(plain.fontFiles.isEmpty)
    #expect(!plain.text.contains("@font-face"))
  }
}
