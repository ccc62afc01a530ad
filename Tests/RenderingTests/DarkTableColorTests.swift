import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

/// Colours of a table drawn dark: a label's default colour and a semantic colour are UIKit's
/// `label` (white in dark), a fixed sRGB colour stays, and the legacy
/// `groupTableViewBackgroundColor` is the dynamic grouped background.
@Suite @MainActor struct DarkTableColorTests {
  func tree(_ style: UIUserInterfaceStyle) throws -> [String: SceneTree.View] {
    let renderer = SceneRenderer(document: try StaticTableFixture.document, options: RenderOptions(recordsTree: true))
    let rendered = try renderer.render(
      sceneID: StaticTableFixture.sceneID,
      configuration: RenderConfiguration(
        device: StaticCellSelfSizingTests.phone, orientation: .portrait, variant: TraitVariant(userInterfaceStyle: style)))
    var views: [String: SceneTree.View] = [:]
    func visit(_ view: SceneTree.View) {
      views[view.id] = view
      view.subviews?.forEach(visit)
    }
    try #require(rendered.tree).views.forEach(visit)
    return views
  }

  @Test func labelColorsFollowTheAppearanceUnlessFixed() throws {
    let dark = try tree(.dark)
    #expect(dark["wrapping-label"]?.textColor == "#ffffff", "default colour")
    #expect(dark["semantic-label"]?.textColor == "#ffffff", "labelColor")
    #expect(dark["subtitle-text"]?.textColor == "#ffffff", "a standard cell's default colour")
    #expect(dark["fixed-label"]?.textColor == "#000000", "an explicit sRGB black stays")
    let light = try tree(.light)
    #expect(light["wrapping-label"]?.textColor == "#000000")
    #expect(light["semantic-label"]?.textColor == "#000000")
  }

  @Test func legacyGroupedBackgroundIsDynamic() throws {
    #expect(try tree(.dark)["table"]?.backgroundColor == "#000000")
    #expect(try tree(.light)["table"]?.backgroundColor == "#f2f2f7")
  }
}
