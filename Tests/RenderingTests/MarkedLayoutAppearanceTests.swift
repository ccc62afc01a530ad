import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Rendering
import TestSupport
import Testing

/// A lint overlay of a scene laid out dark is drawn dark: a black screen under white text, as the
/// finding's variant shows it; light overlays keep the white screen.
@Suite @MainActor struct MarkedLayoutAppearanceTests {
  func overlay(_ variant: TraitVariant) throws -> String {
    let document = try IBDocument(data: Data(TraitsStoryboard.xml.utf8), fileName: "Traits.storyboard")
    let device = try #require(Device.named("iPhone 15"))
    let layout = try SceneHost.layout(
      sceneID: TraitsStoryboard.formSceneID, in: document, device: device, variant: variant)
    return MarkedLayoutDrawing.svg(
      of: layout, marking: CGRect(x: 16, y: 120, width: 112, height: 20), caption: "accessibility.truncated-text: test",
      title: "test"
    ).text
  }

  /// The fill of the first rectangle: the screen behind the views.
  func screenFill(_ svg: String) throws -> Substring {
    let rect = try #require(svg.range(of: "<rect"))
    let fill = try #require(svg[rect.upperBound...].range(of: "fill=\""))
    return svg[fill.upperBound...].prefix { $0 != "\"" }
  }

  /// The fill of the text drawing `text`.
  func textFill(_ text: String, in svg: String) throws -> Substring {
    let end = try #require(svg.range(of: ">\(text)<"))
    let start = try #require(svg[..<end.lowerBound].range(of: "<text", options: .backwards))
    let fill = try #require(svg[start.upperBound..<end.lowerBound].range(of: "fill=\""))
    return svg[fill.upperBound...].prefix { $0 != "\"" }
  }

  @Test func darkVariantDrawsADarkScreen() throws {
    let dark = try overlay(TraitVariant(userInterfaceStyle: .dark))
    #expect(try screenFill(dark) == "#000000")
    #expect(try textFill("Welcome back", in: dark) == "#ffffff", "label color in dark")
  }

  @Test func lightVariantKeepsTheWhiteScreen() throws {
    let light = try overlay(.deviceDefault)
    #expect(try screenFill(light) == "#ffffff")
    #expect(try textFill("Welcome back", in: light) == "#000000")
  }
}
