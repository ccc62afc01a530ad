import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

@Suite("Golden SVG and HTML snapshots of the sample")
@MainActor
struct SnapshotTests {
  @Test("Scenes as SVG", arguments: [
    ("BRD-sc-001", "board-iphone-se-portrait.svg", false),
    ("SPL-sc-001", "split-ipad-pro-12.9-landscape.svg", true),
    ("SET-sc-001", "settings-iphone-se-portrait.svg", false),
  ])
  func scene(sceneID: String, file: String, pad: Bool) throws {
    let configuration = pad ? RenderingFixtures.largePadLandscape : RenderingFixtures.phone
    let svg = try SceneRenderer(document: try RenderingFixtures.sample())
      .render(sceneID: sceneID, configuration: configuration).svg
    try Snapshot.assertMatches(svg.text, named: file)
  }

  @Test("The gallery page of one scene on one device, with its storyboard map")
  func gallery() throws {
    let renderer = SceneRenderer(document: try RenderingFixtures.sample())
    let scene = try #require(renderer.scene(withID: "SET-sc-001"))
    let configuration = RenderingFixtures.phone
    let cell = HTMLGallery.Cell(
      configuration: configuration,
      drawing: .success(try renderer.render(sceneID: scene.id, configuration: configuration).svg))
    let page = HTMLGallery.documentPage(
      fileName: "Sample.storyboard", map: StoryboardMap.svg(for: renderer),
      rows: [HTMLGallery.Row(scene: scene, cells: [cell])])
    try Snapshot.assertMatches(page, named: "gallery-settings.html")
  }
}
