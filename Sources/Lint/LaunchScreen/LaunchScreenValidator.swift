import InterfaceBuilder

/// Checks a launch-screen document against the restrictions iOS places on launch screens
/// (uikit-adaptive-behavior.md §13): UIKit classes only, a single root, no connections, no web
/// views and no user-defined runtime attributes. Relationship segues (a container and its
/// children) count as one root and are not connections. Each violation is one diagnostic at the
/// offending element. The Xcode texts for connections and web views are not confirmed; the
/// messages for those follow the style of the two that are.
public struct LaunchScreenValidator: Sendable {
  /// Creates a validator.
  public init() {}

  /// The violations in `document`, in document order of the offending elements, rule by rule.
  /// The document's `launchScreen` flag is not required: any file can be checked before it is
  /// named in `UILaunchStoryboardName`.
  public func validate(_ document: IBDocument) -> [Diagnostic] {
    var found: [Diagnostic] = []
    found += singleRootViolations(document)
    walk(document.root, nearestID: "") { element, objectID in
      if let violation = violation(element, objectID: objectID, file: document.fileName) { found.append(violation) }
    }
    return found
  }

  private func violation(_ element: IBXMLElement, objectID: String, file: String) -> Diagnostic? {
    func make(_ restriction: LaunchScreenRestriction, _ message: String) -> Diagnostic {
      Diagnostic(
        ruleID: restriction.rawValue, severity: .error, message: message, file: file, line: element.location.line,
        column: element.location.column, objectID: objectID.isEmpty ? nil : objectID)
    }
    if let customClass = element["customClass"], !Self.isFirstResponderPlaceholder(element) {
      return make(.customClass, "Launch screens may not set custom classnames ('\(customClass)')")
    }
    switch element.name {
    case "webView", "wkWebView":
      return make(.webView, "Launch screens may not contain web views (\(element.name == "webView" ? "UIWebView" : "WKWebView"))")
    case "userDefinedRuntimeAttribute":
      return make(.runtimeAttribute, "Launch screens may not contain user-defined runtime attributes ('\(element["keyPath"] ?? "")')")
    case "outlet", "outletCollection":
      return make(.connection, "Launch screens may not have connections (outlet '\(element["property"] ?? "")')")
    case "action":
      return make(.connection, "Launch screens may not have connections (action '\(element["selector"] ?? "")')")
    case "segue" where element["kind"] != "relationship":
      return make(.connection, "Launch screens may not have connections (\(element["kind"] ?? "") segue)")
    default:
      return nil
    }
  }

  /// The standard First Responder placeholder names `UIResponder` as its class; that is UIKit's.
  private static func isFirstResponderPlaceholder(_ element: IBXMLElement) -> Bool {
    element.name == "placeholder" && element["placeholderIdentifier"] == "IBFirstResponder"
  }

  /// Depth first, with the id of the nearest object at or above each element.
  private func walk(_ element: IBXMLElement, nearestID: String, _ visit: (IBXMLElement, String) -> Void) {
    let id = element.id.flatMap { $0.isEmpty || element.name == "device" ? nil : $0 } ?? nearestID
    visit(element, id)
    for child in element.elements { walk(child, nearestID: id, visit) }
  }

  private func singleRootViolations(_ document: IBDocument) -> [Diagnostic] {
    func make(_ element: IBXMLElement, _ message: String) -> Diagnostic {
      Diagnostic(
        ruleID: LaunchScreenRestriction.singleRoot.rawValue, severity: .error, message: message,
        file: document.fileName, line: element.location.line, column: element.location.column,
        objectID: element.id ?? element["sceneID"])
    }
    switch document.documentKind {
    case .storyboard:
      let scenes = document.scenes
      if scenes.isEmpty { return [make(document.root, "A launch screen storyboard needs one view controller scene")] }
      guard let initial = document.initialViewController else {
        return [make(document.root, "A launch screen storyboard needs an initial view controller")]
      }
      // Containers are UIKit classes too: a navigation or split view controller with the
      // controllers its relationship segues name forms one root (real launch screens Xcode
      // accepts do this; the exact rule is unconfirmed).
      var root: Set<String> = [initial.id]
      var queue = [initial]
      while let controller = queue.popLast() {
        for id in controller.relationships.compactMap(\.destinationID) where !root.contains(id) {
          root.insert(id)
          if let next = document.object(withID: id)?.viewController { queue.append(next) }
        }
      }
      return scenes.filter { !root.contains($0.viewController?.id ?? "") }.map {
        make($0.element, "A launch screen has a single root: scene '\($0.sceneID)' is not reached from the initial view controller")
      }
    case .xib:
      let roots = document.objects.filter { if case .placeholder = $0 { false } else { true } }
      if roots.isEmpty { return [make(document.root, "A launch screen xib needs one top-level view")] }
      return roots.enumerated().compactMap { offset, object in
        if object.view == nil {
          return make(object.element, "A launch screen xib has a single root view; '\(object.element.name)' is not one")
        }
        return offset == 0 ? nil : make(object.element, "A launch screen has a single root view: '\(object.id)' is one too many")
      }
    }
  }
}
