import InterfaceBuilder

/// One line of a streamed canvas (`GET /api/canvas?…&stream=1`, newline-delimited JSON), so the
/// page shows the first scene while the others are still laid out:
///
/// 1. `{"header": canvas}`: every box placed, segues and outline; scenes still to be drawn have an
///    empty `svg` and `"pending": true`.
/// 2. `{"index": i, "scene": scene}` for each pending scene, in document order, as it is drawn.
/// 3. `{"done": true, "messages": […], "laidOut": n}`: the layout messages of the whole canvas and
///    how many scenes were laid out anew (the others were unchanged since an earlier version).
struct CanvasStreamLine: Encodable, Sendable {
  var header: CanvasPayload?
  var index: Int?
  var scene: CanvasPayload.Scene?
  var done: Bool?
  var messages: [Diagnostic]?
  var laidOut: Int?

  static func header(_ canvas: CanvasPayload) -> Self { Self(header: canvas) }
  static func scene(_ scene: CanvasPayload.Scene, at index: Int) -> Self { Self(index: index, scene: scene) }
  static func done(_ messages: [Diagnostic], laidOut: Int) -> Self {
    Self(done: true, messages: messages, laidOut: laidOut)
  }
}
