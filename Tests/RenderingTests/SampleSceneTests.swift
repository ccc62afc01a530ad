import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

@Suite("The sample storyboard adapts per size class, with containers composed as UIKit shows them")
@MainActor
struct SampleSceneTests {
  private func render(_ sceneID: String, _ configuration: RenderConfiguration) throws -> String {
    try SceneRenderer(document: try RenderingFixtures.sample()).render(sceneID: sceneID, configuration: configuration)
      .svg.text
  }

  @Test("The statistics panel is excluded in compact width and installed in regular width")
  func excludedInCompactWidth() throws {
    #expect(!(try render("BRD-sc-001", RenderingFixtures.phone)).contains("data-id=\"BRD-vw-002\""))
    #expect(try render("BRD-sc-001", RenderingFixtures.largePadLandscape).contains("data-id=\"BRD-vw-002\""))
  }

  @Test("The title's compact-width font variation applies on iPhone only")
  func fontVariation() throws {
    let phone = try render("BRD-sc-001", RenderingFixtures.phone)
    let pad = try render("BRD-sc-001", RenderingFixtures.largePadLandscape)
    #expect(phone.contains("font-size=\"24\" font-weight=\"700\" fill=\"#000000\"") )
    #expect(pad.contains("font-size=\"34\" font-weight=\"700\" fill=\"#000000\""))
  }

  @Test("The split view shows both columns in regular-width landscape and the primary alone when collapsed")
  func splitView() throws {
    let pad = try render("SPL-sc-001", RenderingFixtures.largePadLandscape)
    #expect(pad.contains("Game Menu"))
    #expect(pad.contains("data-id=\"BRD-vw-001\""))
    let phone = try render("SPL-sc-001", RenderingFixtures.phone)
    #expect(phone.contains("Game Menu"))
    #expect(!phone.contains("data-id=\"BRD-vw-001\""))
  }

  @Test("Pushed controllers get a navigation bar with a back button; cells a disclosure chevron")
  func bars() throws {
    let settings = try render("SET-sc-001", RenderingFixtures.phone)
    #expect(settings.contains("data-class=\"UINavigationBar\""))
    #expect(settings.contains(">Game Menu</text>"))
    let menu = try render("MEN-sc-001", RenderingFixtures.phone)
    #expect(menu.contains("<polyline"))
    #expect(menu.contains(">New Game</text>"))
  }

  @Test("Every scene draws on every configuration of the standard matrix")
  func standardMatrix() throws {
    let renderer = SceneRenderer(document: try RenderingFixtures.sample())
    #expect(RenderConfiguration.standardMatrix.count == 12)
    for scene in renderer.scenes {
      for configuration in RenderConfiguration.standardMatrix {
        let svg = try renderer.render(sceneID: scene.id, configuration: configuration).svg
        #expect(svg.width == Double(configuration.windowSize.width), "\(scene.id) on \(configuration)")
      }
    }
  }
}
