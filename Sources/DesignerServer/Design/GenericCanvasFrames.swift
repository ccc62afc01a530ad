import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// The stored frames of Xcode 6–7's 600×600 generic canvas kept in step with an edit, as Xcode
/// re-lays the canvas and saves the frames the edit moved.
///
/// Documents of that era have no `<device>` and store every scene's root view at 600×600 with
/// the Any/Any layout. Each scene the edit touched is laid out as `IBVerifier` does (the stored
/// canvas, base values) before and after the edit; a view whose laid-out frame moved gets the new
/// frame in its `<rect key="frame">`. A view the edit did not move keeps its stored frame, even
/// a misplaced one, since Xcode leaves those for *Update Frames*.
@MainActor
enum GenericCanvasFrames {
  /// Frames laid out within this many points of each other are the same (layout rounds to the
  /// canvas' half-point pixel grid).
  static let movedTolerance = 0.25

  /// `edited` with the frames its edit moved re-laid, when its scenes sit on the generic canvas;
  /// otherwise `edited` itself.
  static func relaying(_ edited: IBDocument, before original: IBDocument) -> IBDocument {
    guard edited.device == nil, edited.useTraitCollections else { return edited }
    let originalScenes = Dictionary(original.scenes.map { ($0.sceneID, $0) }, uniquingKeysWith: { first, _ in first })
    var result = edited
    for scene in edited.scenes {
      guard let old = originalScenes[scene.sceneID], old.element != scene.element,
        let controller = scene.viewController, let root = controller.view, isGenericCanvas(root),
        let oldController = old.viewController, let oldRoot = oldController.view, isGenericCanvas(oldRoot)
      else { continue }
      let before = frames(root: oldRoot, controller: oldController, document: original)
      let after = frames(root: root, controller: controller, document: edited)
      for (id, frame) in after.sorted(by: { $0.key < $1.key }) {
        guard let was = before[id], moved(was, frame) else { continue }
        try? result.modifyElement(ofObjectWithID: id) { view in store(frame, in: &view) }
      }
    }
    return result
  }

  /// Whether a root view is stored at the generic canvas' size.
  private static func isGenericCanvas(_ root: IBView) -> Bool {
    guard let frame = root.frame else { return false }
    let canvas = Device.generic.size(in: .portrait)
    return frame.width == Double(canvas.width) && frame.height == Double(canvas.height)
  }

  /// The laid-out frame, in its superview, of every view below `root` that has a stored frame.
  private static func frames(root: IBView, controller: IBViewController, document: IBDocument) -> [String: CGRect] {
    // Conflicts met on the way belong to lint, not to the server's log.
    let (layout, _) = AdaptiveKitLog.shared.capture {
      SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    }
    var result: [String: CGRect] = [:]
    for entry in layout.entries.dropFirst() where !entry.isSkipped && entry.source.frame != nil {
      result[entry.source.id] = entry.view.frame
    }
    return result
  }

  private static func moved(_ was: CGRect, _ now: CGRect) -> Bool {
    let pairs = [(was.minX, now.minX), (was.minY, now.minY), (was.width, now.width), (was.height, now.height)]
    return pairs.contains { abs(Double($0.1 - $0.0)) > movedTolerance }
  }

  /// Writes `frame` into the view's `<rect key="frame">`, numbers as Xcode writes them (`20`, `20.5`).
  private static func store(_ frame: CGRect, in view: inout IBXMLElement) {
    guard
      let position = view.children.firstIndex(where: { $0.element?.name == "rect" && $0.element?["key"] == "frame" }),
      case .element(var rect) = view.children[position]
    else { return }
    let values = [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)]
    for (name, value) in values { rect.setAttribute(name, to: DesignerWorkspace.number(Double(value))) }
    view.children[position] = .element(rect)
  }
}
