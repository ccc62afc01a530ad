import Foundation
import Rendering
import Testing

@Suite("The storyboard map places scenes and labels segues by kind")
@MainActor
struct StoryboardMapTests {
  @Test("Every scene has a box; segues are arrows labeled by kind; the initial scene has its arrow")
  func map() throws {
    let renderer = SceneRenderer(document: try RenderingFixtures.sample())
    let svg = StoryboardMap.svg(for: renderer).text
    for scene in renderer.scenes { #expect(svg.contains("data-id=\"\(scene.id)\"")) }
    #expect(svg.contains("data-kind=\"showDetail\""))
    #expect(svg.contains("data-kind=\"show\""))
    #expect(svg.contains("data-kind=\"masterViewController\""))
    #expect(svg.contains("data-kind=\"rootViewController\""))
    #expect(svg.contains("data-kind=\"initial\""))
  }
}
