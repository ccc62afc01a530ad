/// A storyboard `<scene sceneID=…>`: one controller plus its placeholders and scene-level objects.
public struct IBScene: IBElementBacked {
  /// The element.
  public let element: IBXMLElement
  /// The comment Xcode writes before the scene (`<!--List View Controller-->`), if any.
  public let label: String?

  /// Wraps a `<scene>` element.
  public init(element: IBXMLElement, label: String? = nil) {
    self.element = element
    self.label = label
  }

  /// The scene id.
  public var sceneID: String { element["sceneID"] ?? "" }
  /// The scene members, in order (controller, First Responder, Exit, gesture recognizers, …).
  public var objects: [IBObject] {
    let objects = element.firstChild(named: "objects")
    return (objects?.elements ?? []).map { IBObject.make($0, parent: objects, grandparent: element) }
  }
  /// The scene's controller: the member with `sceneMemberID="viewController"`, else the first controller.
  public var viewController: IBViewController? {
    let members = element.elements(in: "objects")
    let controller =
      members.first { $0["sceneMemberID"] == "viewController" }
      ?? members.first { IBVocabulary.viewControllerClasses[$0.name] != nil }
    return controller.map(IBViewController.init)
  }
  /// The placeholders (First Responder, Exit).
  public var placeholders: [IBPlaceholder] {
    element.elements(in: "objects").filter { $0.name == "placeholder" || $0.name == "exit" }.map(IBPlaceholder.init)
  }
  /// The Exit placeholder, when the scene has one.
  public var exit: IBPlaceholder? { placeholders.first(where: \.isExit) }
  /// The position on the IB canvas (`<point key="canvasLocation">`).
  public var canvasLocation: IBPoint? { IBPoint(element.child(key: "canvasLocation", named: "point")) }
}
