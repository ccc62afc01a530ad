import Foundation
import Rendering
import Testing

@Suite("Gallery pages keep the ids of every inlined drawing apart")
@MainActor
struct HTMLGalleryTests {
  @Test("Ids are unique across drawings and every url(#…) points at one of them")
  func uniqueIDs() throws {
    let renderer = SceneRenderer(document: try RenderingFixtures.sample())
    let scene = try #require(renderer.scene(withID: "MEN-sc-001"))
    let cells = try [RenderingFixtures.phone, RenderingFixtures.largePadLandscape].map { configuration in
      HTMLGallery.Cell(
        configuration: configuration,
        drawing: .success(try renderer.render(sceneID: scene.id, configuration: configuration).svg))
    }
    let page = HTMLGallery.documentPage(
      fileName: "Sample.storyboard", map: StoryboardMap.svg(for: renderer),
      rows: [HTMLGallery.Row(scene: scene, cells: cells)])
    let ids = matches(of: #" id="([^"]+)""#, in: page)
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
    for reference in Set(matches(of: #"url\(#([^)]+)\)"#, in: page)) {
      #expect(ids.contains(reference), "url(#\(reference)) points at no element")
    }
  }

  private func matches(of pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
