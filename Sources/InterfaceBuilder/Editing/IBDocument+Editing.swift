extension IBDocument {
  /// Changes the element of object `id` in place; the document keeps track of what changed so a
  /// `.preservingSource` encode rewrites only the edited elements.
  public mutating func modifyElement(
    ofObjectWithID id: String, _ body: (inout IBXMLElement) throws -> Void
  ) throws {
    guard let path = index[id] else { throw IBEditError.objectNotFound(id) }
    try modifyElement(atPath: path, body)
  }

  /// Changes the whole tree; as with `modifyElement(ofObjectWithID:_:)`, unchanged elements keep
  /// their source bytes.
  public mutating func modifyRoot(_ body: (inout IBXMLElement) throws -> Void) rethrows {
    try modifyElement(atPath: [], body)
  }

  /// Sets (or with `nil` removes) an attribute on the object `id`.
  public mutating func setAttribute(_ name: String, to value: String?, onObjectWithID id: String) throws(IBEditError) {
    guard let path = index[id] else { throw IBEditError.objectNotFound(id) }
    modifyElement(atPath: path) { $0.setAttribute(name, to: value) }
  }

  /// Sets whether the subview or constraint `objectID` is listed as included or excluded for the
  /// size-class configuration `key`, or removes the entry (`state == nil`).
  ///
  /// The mask goes on the owner, as Xcode writes it: the superview for a subview, the view holding
  /// the `<constraints>` list for a constraint. A new `<variation>` is placed among its siblings in
  /// key order (`default` first), else before the owner's `<connections>`/canvas location; a new
  /// `subviews` mask goes before the `constraints` one; a new entry is appended to its mask. Empty
  /// masks and variations left behind are removed.
  public mutating func setMask(
    _ state: IBMaskState?, forObjectWithID objectID: String, variation key: IBVariationKey
  ) throws(IBEditError) {
    guard let path = index[objectID], path.count >= 2, let object = element(atPath: path[...]) else {
      throw IBEditError.objectNotFound(objectID)
    }
    let list = element(atPath: path.dropLast())
    let target: IBMask.Target
    switch (list?.name, object.name) {
    case ("constraints", "constraint"): target = .constraints
    case ("subviews", _) where IBView.isView(object): target = .subviews
    default: throw IBEditError.notMaskable(id: objectID, element: object.name)
    }
    modifyElement(atPath: Array(path.dropLast(2))) { owner in
      IBDocument.setMask(state, reference: objectID, target: target, key: key, on: &owner)
    }
  }

  /// Sets (or with `nil` removes) an attribute override in the `<variation key=…>` of object `id`,
  /// such as a constraint's `constant` or a stack view's `axis` for one size class.
  public mutating func setVariationAttribute(
    _ name: String, to value: String?, forObjectWithID id: String, variation key: IBVariationKey
  ) throws(IBEditError) {
    guard let path = index[id] else { throw IBEditError.objectNotFound(id) }
    modifyElement(atPath: path) { object in
      var position = object.children.firstIndex { $0.element?.name == "variation" && $0.element?.key == key.rawValue }
      if position == nil {
        guard value != nil else { return }
        position = IBDocument.insertVariation(key, into: &object)
      }
      guard let position, case .element(var variation) = object.children[position] else { return }
      variation.setAttribute(name, to: value)
      if variation.children.isEmpty && variation.attributes.allSatisfy({ $0.name == "key" }) {
        object.children.remove(at: position)
      } else {
        object.children[position] = .element(variation)
      }
    }
  }

  // MARK: - Mask editing

  static func setMask(
    _ state: IBMaskState?, reference: String, target: IBMask.Target, key: IBVariationKey, on owner: inout IBXMLElement
  ) {
    var position = owner.children.firstIndex { $0.element?.name == "variation" && $0.element?.key == key.rawValue }
    if position == nil {
      guard state != nil else { return }
      position = insertVariation(key, into: &owner)
    }
    guard let position, case .element(var variation) = owner.children[position] else { return }

    var maskPosition = variation.children.firstIndex {
      $0.element?.name == "mask" && $0.element?.key == target.rawValue
    }
    if maskPosition == nil {
      guard state != nil else { return }
      let mask = IBXMLNode.element(IBXMLElement("mask", ["key": target.rawValue]))
      let firstConstraintsMask = variation.children.firstIndex {
        $0.element?.name == "mask" && $0.element?.key == IBMask.Target.constraints.rawValue
      }
      if target == .subviews, let firstConstraintsMask {
        variation.children.insert(mask, at: firstConstraintsMask)
        maskPosition = firstConstraintsMask
      } else {
        variation.children.append(mask)
        maskPosition = variation.children.count - 1
      }
    }
    guard let maskPosition, case .element(var mask) = variation.children[maskPosition] else { return }
    mask.children.removeAll { node in
      guard let entry = node.element else { return false }
      return (entry.name == "include" || entry.name == "exclude") && entry["reference"] == reference
    }
    if let state {
      let name = state == .included ? "include" : "exclude"
      mask.children.append(.element(IBXMLElement(name, ["reference": reference])))
    }
    if mask.elements.isEmpty {
      variation.children.remove(at: maskPosition)
    } else {
      variation.children[maskPosition] = .element(mask)
    }
    if variation.children.isEmpty && variation.attributes.allSatisfy({ $0.name == "key" }) {
      owner.children.remove(at: position)
    } else {
      owner.children[position] = .element(variation)
    }
  }

  /// Inserts an empty `<variation key=…>` where Xcode would put it; returns its child index.
  static func insertVariation(_ key: IBVariationKey, into owner: inout IBXMLElement) -> Int {
    let variation = IBXMLNode.element(IBXMLElement("variation", ["key": key.rawValue]))
    let existing = owner.children.indices.filter { owner.children[$0].element?.name == "variation" }
    let position: Int
    if let last = existing.last {
      position =
        existing.first { index in
          IBVariationKey(rawValue: owner.children[index].element?.key ?? "") > key
        } ?? (last + 1)
    } else {
      position =
        owner.children.firstIndex { node in
          guard let child = node.element else { return false }
          return child.name == "connections" || (child.name == "point" && child.key == "canvasLocation")
        } ?? owner.children.count
    }
    owner.children.insert(variation, at: position)
    return position
  }

  // MARK: - Change tracking

  mutating func modifyElement(atPath path: [Int], _ body: (inout IBXMLElement) throws -> Void) rethrows {
    try IBDocument.modify(&root, path: path[...], body)
    rebuildIndex()
  }

  private static func modify(
    _ element: inout IBXMLElement, path: ArraySlice<Int>, _ body: (inout IBXMLElement) throws -> Void
  ) rethrows {
    guard let first = path.first else {
      let original = element
      try body(&element)
      reconcile(&element, with: original)
      return
    }
    guard first < element.children.count, case .element(var child) = element.children[first] else { return }
    element.children[first] = .text("")
    defer {
      if child.sourceRange == nil { element.sourceRange = nil }
      element.children[first] = .element(child)
    }
    try modify(&child, path: path.dropFirst(), body)
  }

  /// Keeps source ranges only where the content is unchanged, so byte-preserving encoding can copy
  /// those elements; identity of an original element is its source offset.
  static func reconcile(_ edited: inout IBXMLElement, with original: IBXMLElement) {
    if edited == original {
      edited.sourceRange = original.sourceRange
      edited.startTagRange = original.startTagRange
      return
    }
    edited.sourceRange = nil
    if edited.name != original.name || edited.attributes != original.attributes { edited.startTagRange = nil }
    var originals: [Int: IBXMLElement] = [:]
    for case .element(let child) in original.children where child.location.isKnown {
      originals[child.location.offset] = child
    }
    for index in edited.children.indices {
      guard case .element(var child) = edited.children[index] else { continue }
      edited.children[index] = .text("")
      if child.location.isKnown, let match = originals[child.location.offset] {
        reconcile(&child, with: match)
      } else {
        forgetSource(&child)
      }
      edited.children[index] = .element(child)
    }
  }

  /// Clears the source ranges of a subtree (for elements moved in from elsewhere).
  static func forgetSource(_ element: inout IBXMLElement) {
    element.sourceRange = nil
    element.startTagRange = nil
    for index in element.children.indices {
      guard case .element(var child) = element.children[index] else { continue }
      element.children[index] = .text("")
      forgetSource(&child)
      element.children[index] = .element(child)
    }
  }
}
