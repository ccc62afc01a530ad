extension IBDocument {
  /// The scenes of a storyboard, in order, each with the comment Xcode writes before it.
  public var scenes: [IBScene] {
    var result: [IBScene] = []
    var label: String?
    for node in root.firstChild(named: "scenes")?.children ?? [] {
      switch node {
      case .comment(let text): label = text
      case .element(let element) where element.name == "scene":
        result.append(IBScene(element: element, label: label))
        label = nil
      default: continue
      }
    }
    return result
  }

  /// The top-level objects of a xib (placeholders, views, cells, gesture recognizers, …), in order.
  public var objects: [IBObject] {
    let objects = root.firstChild(named: "objects")
    return (objects?.elements ?? []).map { IBObject.make($0, parent: objects, grandparent: root) }
  }

  /// The top-level views of a xib, in order.
  public var topLevelViews: [IBView] { objects.compactMap(\.view) }

  /// The placeholders of a xib (File's Owner, First Responder).
  public var placeholders: [IBPlaceholder] {
    objects.compactMap { object in
      if case .placeholder(let placeholder) = object { return placeholder }
      return nil
    }
  }

  /// Every controller: the controller members of each storyboard scene (normally one per scene),
  /// or the top-level controllers of a xib, in document order.
  public var viewControllers: [IBViewController] {
    switch documentKind {
    case .storyboard: scenes.flatMap { $0.objects.compactMap(\.viewController) }
    case .xib: objects.compactMap(\.viewController)
    }
  }

  /// The initial view controller (storyboards), when the document names one that exists.
  public var initialViewController: IBViewController? {
    initialViewControllerID.flatMap { object(withID: $0)?.viewController }
  }

  /// The controller whose `storyboardIdentifier` is `identifier`.
  public func viewController(withStoryboardIdentifier identifier: String) -> IBViewController? {
    viewControllers.first { $0.storyboardIdentifier == identifier }
  }

  /// Every view in the document, in document order.
  public var allViews: [IBView] {
    var result: [IBView] = []
    IBView.collectViews(in: root, into: &result)
    return result
  }

  /// Every object with an id, in document order.
  public var allObjects: [IBObject] {
    index.values.sorted { $0.lexicographicallyPrecedes($1) }.compactMap(object(atPath:))
  }
}
