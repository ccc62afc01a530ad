import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import TestSupport
import Testing

/// A document whose canvas previews in dark (`<device appearance="dark">`) is drawn dark unless
/// the user asks for an appearance.
@Suite @MainActor struct CanvasAppearanceTests {
  func render(appearance: String, variant: TraitVariant) throws -> SceneTree {
    let xml = TraitsStoryboard.xml.replacingOccurrences(of: "appearance=\"light\"", with: "appearance=\"\(appearance)\"")
    #expect(xml.contains("appearance=\"\(appearance)\""), "the storyboard names its canvas appearance")
    let document = try IBDocument(data: Data(xml.utf8), fileName: "Traits.storyboard")
    let device = try #require(Device.named("iPhone 15"))
    let renderer = SceneRenderer(document: document, options: RenderOptions(recordsTree: true))
    let rendered = try renderer.render(
      sceneID: TraitsStoryboard.formSceneID, configuration: RenderConfiguration(device: device, orientation: .portrait, variant: variant))
    return try #require(rendered.tree)
  }

  func background(_ tree: SceneTree) -> String? {
    var pending = tree.views
    while let view = pending.popLast() {
      if view.id == "form-view" { return view.backgroundColor }
      pending += view.subviews ?? []
    }
    return nil
  }

  @Test func darkCanvasIsTheDefault() throws {
    let tree = try render(appearance: "dark", variant: .deviceDefault)
    #expect(tree.traits.appearance == "dark")
    #expect(background(tree) == "#000000", "systemBackground in dark")
  }

  @Test func askedAppearanceWins() throws {
    let tree = try render(appearance: "dark", variant: TraitVariant(userInterfaceStyle: .light))
    #expect(tree.traits.appearance == "light")
    #expect(background(tree) == "#ffffff")
  }

  @Test func lightCanvasStaysLight() throws {
    let tree = try render(appearance: "light", variant: .deviceDefault)
    #expect(tree.traits.appearance == "light")
    #expect(background(tree) == "#ffffff")
  }
}
