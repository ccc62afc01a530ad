extension IBDocument {
  /// The element names that can trigger a segue besides controllers: what Interface Builder lets
  /// a connection be dragged from (buttons, cells, bar button items, gesture recognizers).
  static let segueTriggerElements: Set<String> = [
    "button", "tableViewCell", "collectionViewCell", "barButtonItem", "tapGestureRecognizer",
    "swipeGestureRecognizer", "longPressGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer",
    "rotationGestureRecognizer", "screenEdgePanGestureRecognizer",
  ]

  /// Adds `draft` as Xcode writes a segue: `<segue destination=… kind=… [identifier=…]
  /// [customClass=…] [popoverAnchorView=…|popoverAnchorBarButtonItem=…] id=…/>` appended to the
  /// source's `<connections>` (made, as its last child, when missing); a popover gets Xcode's
  /// arrow directions (all four) and an anchor (see `IBSegueDraft.anchorID`). A control, cell,
  /// bar button item or gesture recognizer triggers one segue (its action or selection), so a
  /// segue it already triggers is replaced in place, as Xcode replaces the connection; a
  /// controller keeps every manual segue. Returns the new segue's id, fresh in the document.
  public mutating func addSegue(
    _ draft: IBSegueDraft, ids: inout IBObjectIDGenerator<some RandomNumberGenerator>
  ) throws(IBEditError) -> String {
    guard IBSegueDraft.offeredKinds.contains(draft.kind) else { throw .unsupportedSegueKind(draft.kind.rawValue) }
    guard let sourcePath = index[draft.sourceID], let source = element(withID: draft.sourceID) else {
      throw .objectNotFound(draft.sourceID)
    }
    guard let destination = element(withID: draft.destinationID) else { throw .objectNotFound(draft.destinationID) }
    let controllers = Set(viewControllers.map(\.id))
    guard controllers.contains(draft.destinationID) || destination.name == "viewControllerPlaceholder" else {
      throw .notASegueDestination(id: draft.destinationID, element: destination.name)
    }
    let sourceIsController = controllers.contains(draft.sourceID)
    guard sourceIsController || Self.segueTriggerElements.contains(source.name) else {
      throw .notASegueSource(id: draft.sourceID, element: source.name)
    }
    let customClass = draft.customClass.flatMap { $0.isEmpty ? nil : $0 }
    if draft.kind == .custom, customClass == nil { throw .customSegueWithoutClass }

    let id = ids.next { index[$0] != nil }
    var attributes = [
      IBXMLAttribute(name: "destination", value: draft.destinationID),
      IBXMLAttribute(name: "kind", value: draft.kind.rawValue),
    ]
    if let identifier = draft.identifier, !identifier.isEmpty {
      attributes.append(IBXMLAttribute(name: "identifier", value: identifier))
    }
    if draft.kind == .custom, let customClass { attributes.append(IBXMLAttribute(name: "customClass", value: customClass)) }
    var children: [IBXMLNode] = []
    if draft.kind == .popoverPresentation {
      attributes.append(try popoverAnchorAttribute(for: draft, source: source))
      children.append(
        .element(
          IBXMLElement(
            "popoverArrowDirection", ["key": "popoverArrowDirection", "up": "YES", "down": "YES", "left": "YES", "right": "YES"])))
    }
    attributes.append(IBXMLAttribute(name: "id", value: id))
    let segue = IBXMLElement(name: "segue", attributes: attributes, children: children)
    modifyElement(atPath: sourcePath) { owner in
      if let position = owner.children.lastIndex(where: { $0.element?.name == "connections" }),
        case .element(var connections) = owner.children[position]
      {
        if !sourceIsController, let replaced = connections.children.firstIndex(where: Self.isTriggeredSegue) {
          connections.children[replaced] = .element(segue)
        } else {
          connections.children.append(.element(segue))
        }
        owner.children[position] = .element(connections)
      } else {
        owner.children.append(.element(IBXMLElement(name: "connections", children: [.element(segue)])))
      }
    }
    return id
  }

  /// The id of the segue `sourceID` triggers by its action or selection (the one `addSegue`
  /// replaces), or nil for a controller or a trigger without one.
  public func triggeredSegueID(of sourceID: String) -> String? {
    guard let source = element(withID: sourceID), Self.segueTriggerElements.contains(source.name) else { return nil }
    return source.children(named: "connections").last?.children.first(where: Self.isTriggeredSegue)?.element?["id"]
  }

  /// Whether `node` is a segue a trigger's action or selection performs: not a relationship,
  /// embed or unwind, and not on another trigger (a cell's `trigger="accessoryAction"`).
  private static func isTriggeredSegue(_ node: IBXMLNode) -> Bool {
    guard let element = node.element, element.name == "segue", element["trigger"] == nil else { return false }
    return !["relationship", "embed", "unwind"].contains(element["kind"] ?? "")
  }

  /// The anchor attribute of a popover: the draft's anchor, or else the source when it is a view
  /// or bar button item (a controller or gesture recognizer has nothing to point at). The anchor
  /// must be a view or bar button item of the source's scene, because the popover is presented
  /// from the source controller's hierarchy.
  private func popoverAnchorAttribute(for draft: IBSegueDraft, source: IBXMLElement) throws(IBEditError) -> IBXMLAttribute {
    let explicit = draft.anchorID.flatMap { $0.isEmpty ? nil : $0 }
    let sourceCanAnchor = source.name == "barButtonItem" || IBView.isView(source)
    guard let anchorID = explicit ?? (sourceCanAnchor ? draft.sourceID : nil) else {
      throw .popoverWithoutAnchor(source: draft.sourceID, element: source.name)
    }
    guard let anchor = element(withID: anchorID) else { throw .objectNotFound(anchorID) }
    let isBarButtonItem = anchor.name == "barButtonItem"
    let sameScene = scene(containingObjectWithID: anchorID)?.sceneID == scene(containingObjectWithID: draft.sourceID)?.sceneID
    guard isBarButtonItem || IBView.isView(anchor), sameScene else {
      throw .notAPopoverAnchor(id: anchorID, element: anchor.name)
    }
    return IBXMLAttribute(name: isBarButtonItem ? "popoverAnchorBarButtonItem" : "popoverAnchorView", value: anchorID)
  }
}
