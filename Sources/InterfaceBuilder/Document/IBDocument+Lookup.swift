extension IBDocument {
  /// The object with `id`, classified (view, controller, constraint with its owner, segue with its
  /// trigger, …); `nil` when the document has no such id.
  public func object(withID id: String) -> IBObject? {
    index[id].flatMap(object(atPath:))
  }

  /// The element with `id`.
  public func element(withID id: String) -> IBXMLElement? {
    index[id].flatMap { element(atPath: $0[...]) }
  }

  /// The view that owns the constraint or contains the subview `id` (the element that carries the
  /// masks for it), or for any other object its nearest enclosing view.
  public func owningView(ofObjectWithID id: String) -> IBView? {
    guard var path = index[id] else { return nil }
    while !path.isEmpty {
      path.removeLast()
      if let element = element(atPath: path[...]), IBView.isView(element) { return IBView(element: element) }
    }
    return nil
  }

  /// The scene that contains the object `id`.
  public func scene(containingObjectWithID id: String) -> IBScene? {
    guard let path = index[id] else { return nil }
    for length in stride(from: path.count, through: 1, by: -1) {
      if let element = element(atPath: path.prefix(length)), element.name == "scene" {
        return IBScene(element: element)
      }
    }
    return nil
  }

  func object(atPath path: [Int]) -> IBObject? {
    guard let element = element(atPath: path[...]) else { return nil }
    let parent = path.isEmpty ? nil : self.element(atPath: path.dropLast())
    let grandparent = path.count < 2 ? nil : self.element(atPath: path.dropLast(2))
    return IBObject.make(element, parent: parent, grandparent: grandparent)
  }

  func element(atPath path: ArraySlice<Int>) -> IBXMLElement? {
    var current = root
    for index in path {
      guard index < current.children.count, case .element(let child) = current.children[index] else { return nil }
      current = child
    }
    return current
  }

  /// Rebuilds the id index after an edit (first occurrence wins).
  mutating func rebuildIndex() {
    var index: [String: [Int]] = [:]
    var path: [Int] = []
    IBDocument.indexIDs(in: root, path: &path, into: &index)
    self.index = index
  }

  static func indexIDs(in element: IBXMLElement, path: inout [Int], into index: inout [String: [Int]]) {
    for (offset, node) in element.children.enumerated() {
      guard case .element(let child) = node else { continue }
      path.append(offset)
      if let id = child.id, IBDocument.carriesObjectID(child), index[id] == nil { index[id] = path }
      indexIDs(in: child, path: &path, into: &index)
      path.removeLast()
    }
  }

  /// `device` and `adaptation` use `id` for something other than object ids.
  static func carriesObjectID(_ element: IBXMLElement) -> Bool {
    element.name != "device" && element.name != "adaptation"
  }
}
