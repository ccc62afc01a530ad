import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering

/// Which kept drawing a canvas box can reuse: the same scene, place, configuration and context
/// generation (`CanvasDrawingInputs`); the scene's own inputs are compared on lookup.
struct SceneDrawingKey: Hashable {
  let document: String
  let scene: String
  /// The box's position in the canvas, which prefixes the drawing's SVG ids.
  let index: Int
  let configuration: RenderConfiguration
  let generation: Int
}

/// One canvas box as drawn, kept with the inputs it was drawn from.
@MainActor
struct SceneDrawing {
  /// The scene and the scenes it shows, as they were when drawn.
  let inputs: [IBXMLElement]
  /// The inline `<svg>` element, ids prefixed for the box.
  let svg: String
  /// `DocumentVersion` of `svg`.
  let digest: String
  let size: CGSize
  let messages: [Diagnostic]
  /// Why the scene could not be drawn, when it could not.
  let failure: Diagnostic?

  /// Lays `scene` out and draws it.
  init(
    renderer: SceneRenderer, scene: RenderableScene, index: Int, configuration: RenderConfiguration,
    inputs: [IBXMLElement]
  ) {
    self.inputs = inputs
    do {
      let drawn = try renderer.render(sceneID: scene.id, configuration: configuration)
      let prefixed = drawn.svg.prefixingIDs("s\(index)-")
      svg = prefixed.element
      size = CGSize(width: prefixed.width, height: prefixed.height)
      messages = drawn.messages
      failure = nil
    } catch {
      svg = ""
      size = configuration.windowSize
      messages = []
      failure = error.diagnostic(in: renderer.document.fileName)
    }
    digest = DocumentVersion.of(Data(svg.utf8))
  }
}
