import InterfaceBuilder

/// A document's canvas for one device, orientation and size-class cell.
struct CanvasPayload: Codable, Sendable {
  /// One scene box: where it sits on the canvas and its drawing.
  struct Scene: Codable, Sendable {
    var id: String
    var controllerID: String
    var title: String
    var className: String
    var kind: String
    /// The box's top-left corner on the canvas, in points.
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    /// The inline `<svg>` element (ids prefixed per scene).
    var svg: String
    /// Why the scene could not be drawn, when it could not.
    var error: Diagnostic?
    /// The scene's views, parents first, for the outline (uninstalled ones included).
    var outline: [OutlineItem]
    /// In a streamed canvas's first line: the drawing follows on a line of its own.
    var pending: Bool?
    /// The drawing's version (`DocumentVersion` of `svg`), so a page that already shows it can
    /// say so (`known=`) and be sent the box without it.
    var digest: String?
    /// In a streamed canvas: the page said it shows this drawing (`digest`), so `svg` is left out.
    var unchanged: Bool?

    /// This scene as sent to a page that shows the drawings in `known`.
    func leavingOut(_ known: Set<String>) -> Scene {
      guard let digest, known.contains(digest) else { return self }
      var copy = self
      copy.svg = ""
      copy.unchanged = true
      return copy
    }
  }

  /// One view in a scene's outline.
  struct OutlineItem: Codable, Sendable {
    var id: String
    var className: String
    var label: String
    var depth: Int
    /// Whether the view is installed in this size class.
    var installed: Bool
  }

  /// A segue arrow between two scenes (by controller id).
  struct Segue: Codable, Sendable {
    var id: String
    var from: String
    var to: String
    var kind: String
  }

  var document: String
  var version: String
  var device: String
  var orientation: String
  /// The cell: `any`, `compact` or `regular`.
  var width: String
  var height: String
  /// Interface Builder's short form of the cell (`wC hR`).
  var sizeClass: String
  var scenes: [Scene]
  var segues: [Segue]
  /// The controller id the initial-scene arrow points at.
  var initialControllerID: String?
  /// Whether the document uses size classes (`useTraitCollections`); the page offers *Use Size
  /// Classes* when it does not.
  var usesSizeClasses: Bool
  /// Whether Auto Layout is on (`useAutolayout`), which size classes require.
  var usesAutoLayout: Bool
  /// Layout messages met while drawing, as warnings located at the views laid out.
  var messages: [Diagnostic]
}
