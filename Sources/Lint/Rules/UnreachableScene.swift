import InterfaceBuilder

/// Scenes that nothing can show: not reachable from the initial view controller (or from any
/// scene with a storyboard identifier) through segues and relationships, and without a storyboard
/// identifier of their own for code to instantiate them.
public struct UnreachableScene: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "scene.unreachable", defaultSeverity: .warning,
    summary: "A scene cannot be reached from the initial view controller and has no storyboard identifier.")

  /// Creates the rule.
  public init() {}

  /// One finding per unreachable scene, at its controller.
  public func check(_ input: LintInput) -> [Diagnostic] {
    let document = input.document
    guard document.documentKind == .storyboard else { return [] }
    var controllerScene: [String: IBScene] = [:]
    var outgoing: [String: [String]] = [:]
    for scene in document.scenes {
      for object in scene.objects { if case .viewController(let controller) = object { controllerScene[controller.id] = scene } }
      outgoing[scene.sceneID] = DocumentSegues.all(in: scene.element).compactMap(\.destinationID)
    }
    var queue = document.scenes.filter { scene in
      scene.viewController.map { $0.id == document.initialViewControllerID || $0.storyboardIdentifier?.isEmpty == false }
        ?? false
    }.map(\.sceneID)
    var reached = Set(queue)
    while let sceneID = queue.popLast() {
      for destination in outgoing[sceneID] ?? [] {
        guard let scene = controllerScene[destination], reached.insert(scene.sceneID).inserted else { continue }
        queue.append(scene.sceneID)
      }
    }
    return document.scenes.compactMap { scene in
      guard !reached.contains(scene.sceneID), let controller = scene.viewController else { return nil }
      let name = scene.label ?? controller.className
      return finding(
        input, at: controller.location, objectID: controller.id,
        "scene '\(name)' cannot be reached: no segue or relationship leads to it from the initial view controller, and it has no storyboard identifier",
        fixHint: "Connect a segue to it, give it a Storyboard ID to instantiate it from code, or delete it.")
    }
  }
}
