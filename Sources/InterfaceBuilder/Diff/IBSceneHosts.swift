/// Which scene shows which other scene on screen: a navigation controller its root, a tab bar
/// controller its first tab, a split view controller its columns, a container view its embedded
/// controller. A change inside a shown scene is drawn in its host, as the app shows it.
struct IBSceneHosts: Sendable {
  /// Containers nest a few levels at most; a cycle in a broken document stops here.
  static let maximumDepth = 8
  /// The relationships whose destination the container draws (a tab bar controller only its first tab).
  static let shownRelationships = [
    "rootViewController", "masterViewController", "detailViewController", "supplementaryViewController",
  ]

  /// Scene id → the scene id of the controller that shows it.
  private var hostBySceneID: [String: String] = [:]

  /// The hosts of `document`'s scenes.
  init(_ document: IBDocument) {
    var sceneByControllerID: [String: String] = [:]
    for scene in document.scenes {
      if let controller = scene.viewController, !controller.id.isEmpty { sceneByControllerID[controller.id] = scene.sceneID }
    }
    for scene in document.scenes {
      guard let controller = scene.viewController else { continue }
      var shown = Self.shownRelationships.flatMap(controller.relationshipDestinations)
      shown += controller.relationshipDestinations("viewControllers").prefix(1)
      shown += Self.embedDestinations(in: controller.element)
      for destination in shown {
        guard let child = sceneByControllerID[destination], child != scene.sceneID, hostBySceneID[child] == nil else { continue }
        hostBySceneID[child] = scene.sceneID
      }
    }
  }

  /// The outermost scene that shows `sceneID` (through nested containers); `nil` when none does.
  func outermostHost(of sceneID: String) -> String? {
    var current = sceneID
    var host: String?
    for _ in 0..<Self.maximumDepth {
      guard let next = hostBySceneID[current], next != sceneID else { break }
      host = next
      current = next
    }
    return host
  }

  /// The destinations of the embed segues of the container views inside `element`.
  private static func embedDestinations(in element: IBXMLElement) -> [String] {
    var result: [String] = []
    func visit(_ element: IBXMLElement) {
      if element.name == "segue", element["kind"] == IBSegueKind.embed.rawValue, let destination = element["destination"] {
        result.append(destination)
      }
      for child in element.elements { visit(child) }
    }
    visit(element)
    return result
  }
}
