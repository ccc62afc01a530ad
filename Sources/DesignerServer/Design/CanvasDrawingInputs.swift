import InterfaceBuilder

/// What each box of a document's canvas is drawn from, so that after an edit only the scenes it
/// touched are laid out again.
///
/// A storyboard scene's drawing reads its own scene, the scenes it shows inside it (a navigation
/// controller's root, the tabs, the split view's columns, embedded controllers, and what those
/// show), and, from every other scene, only what decides bars and the way it is reached:
/// controllers' attributes, navigation and tab bar items, simulated metrics and segues — never the
/// contents of their views. So the inputs are a shared `context` (the document with each scene's
/// root view reduced to the segues inside it) and, per scene, the full elements it shows. Two
/// versions draw a scene alike when both parts are equal. A xib's views are drawn from the whole
/// document (its context), having no scenes of their own.
struct CanvasDrawingInputs {
  /// The document with every scene's root view replaced by the segues it holds.
  let context: IBXMLElement
  private let scenes: [String: IBXMLElement]
  private let sceneByControllerID: [String: String]
  private let shownByScene: [String: [String]]

  /// Containers nest a few levels at most; a cycle in a broken document stops here.
  static let maximumDepth = 8
  /// The name of the element that stands for a removed root view in the context.
  static let reducedViewName = "reducedRootView"

  /// The inputs of `document`'s canvas.
  init(_ document: IBDocument) {
    var scenes: [String: IBXMLElement] = [:]
    var sceneByControllerID: [String: String] = [:]
    var shownByScene: [String: [String]] = [:]
    for scene in document.scenes {
      scenes[scene.sceneID] = scene.element
      guard let controller = scene.viewController else { continue }
      if !controller.id.isEmpty { sceneByControllerID[controller.id] = scene.sceneID }
      shownByScene[scene.sceneID] = Self.shownDestinations(in: controller.element)
    }
    self.scenes = scenes
    self.sceneByControllerID = sceneByControllerID
    self.shownByScene = shownByScene
    context = document.documentKind == .storyboard ? Self.reduced(document.root) : document.root
  }

  /// The full elements `sceneID`'s drawing reads besides the context: its scene and every scene
  /// it shows, nearest first (empty for a xib's views, whose inputs are the context alone).
  func sceneInputs(_ sceneID: String) -> [IBXMLElement] {
    var order: [String] = []
    var seen: Set<String> = []
    var level = [sceneID]
    for _ in 0..<Self.maximumDepth where !level.isEmpty {
      var next: [String] = []
      for id in level where seen.insert(id).inserted {
        order.append(id)
        next += (shownByScene[id] ?? []).compactMap { sceneByControllerID[$0] }
      }
      level = next
    }
    return order.compactMap { scenes[$0] }
  }

  /// The controllers a controller shows within its own box: relationship destinations (every
  /// tab, not only the first, to stay on the safe side) and embed segues' destinations.
  private static func shownDestinations(in controller: IBXMLElement) -> [String] {
    var result: [String] = []
    controller.forEachElement { element in
      guard element.name == "segue", let destination = element["destination"] else { return }
      if element["kind"] == "relationship" || element["kind"] == IBSegueKind.embed.rawValue {
        result.append(destination)
      }
    }
    return result
  }

  /// `element` with the root view of every scene's members reduced to its segues.
  private static func reduced(_ element: IBXMLElement) -> IBXMLElement {
    var copy = element
    if element.name == "scene" {
      copy.children = element.children.map { node in
        guard case .element(let objects) = node, objects.name == "objects" else { return node }
        var members = objects
        members.children = objects.children.map { member in
          guard case .element(var controller) = member else { return member }
          controller.children = controller.children.map { child in
            guard case .element(let view) = child, view["key"] == "view" else { return child }
            return .element(reducedView(view))
          }
          return .element(controller)
        }
        return .element(members)
      }
      return copy
    }
    copy.children = element.children.map { node in
      guard case .element(let child) = node else { return node }
      return .element(reduced(child))
    }
    return copy
  }

  /// A root view's stand-in: the segues inside it (whether a scene is pushed, shown or embedded
  /// decides other scenes' bars), nothing of its layout.
  private static func reducedView(_ view: IBXMLElement) -> IBXMLElement {
    var segues: [IBXMLNode] = []
    view.forEachElement { element in
      if element.name == "segue" { segues.append(.element(element)) }
    }
    return IBXMLElement(
      name: reducedViewName, attributes: [IBXMLAttribute(name: "key", value: "view")], children: segues)
  }
}
