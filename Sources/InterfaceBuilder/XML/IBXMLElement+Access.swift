extension IBXMLElement {
  /// The value of the attribute `name`, or `nil` when absent.
  public subscript(attribute name: String) -> String? {
    get {
      for attribute in attributes where attribute.name == name { return attribute.value }
      return nil
    }
    set { setAttribute(name, to: newValue) }
  }

  /// The value of the attribute `name`, or `nil` when absent.
  public subscript(_ name: String) -> String? { self[attribute: name] }

  /// The value of the attribute `name`, or `nil` when absent.
  @inlinable
  public func attribute(_ name: String) -> String? { self[attribute: name] }

  /// Sets (appending when new) or removes an attribute, keeping the order of the others.
  public mutating func setAttribute(_ name: String, to value: String?) {
    if let index = attributes.firstIndex(where: { $0.name == name }) {
      if let value {
        guard attributes[index].value != value else { return }
        attributes[index].value = value
      } else {
        attributes.remove(at: index)
      }
    } else if let value {
      attributes.append(IBXMLAttribute(name: name, value: value))
    } else {
      return
    }
    startTagRange = nil
    sourceRange = nil
  }

  /// A `YES`/`NO` attribute as a Boolean; `nil` when absent or not a Boolean.
  public func bool(_ name: String) -> Bool? {
    switch self[attribute: name] {
    case "YES", "yes", "true": true
    case "NO", "no", "false": false
    default: nil
    }
  }

  /// A numeric attribute; `nil` when absent or not a finite number, and moved into its
  /// `IBNumberLimits` range when it has one (the decoder reports both).
  public func double(_ name: String) -> Double? {
    guard let text = self[attribute: name], let value = Double(text), value.isFinite else { return nil }
    return IBNumberLimits.clamped(value, attribute: name, on: self.name)
  }

  /// An integer attribute; `nil` when absent or not an integer, and moved into its
  /// `IBNumberLimits` range when it has one.
  public func int(_ name: String) -> Int? {
    guard let text = self[attribute: name] else { return nil }
    if let range = IBNumberLimits.limit(of: name, on: self.name)?.range {
      // The limits lie far inside Int's range, so the conversion cannot trap.
      guard let value = Double(text), value.isFinite else { return nil }
      return Int(min(max(value.rounded(), range.lowerBound), range.upperBound))
    }
    return Int(text) ?? Double(text).flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil }
  }

  /// The object id (`id` attribute), if any.
  public var id: String? { self[attribute: "id"] }

  /// The `key` attribute: the property of the parent this element sets (`frame`, `view`, …).
  public var key: String? { self[attribute: "key"] }

  /// The child elements, in order.
  public var elements: [IBXMLElement] {
    children.compactMap(\.element)
  }

  /// The first child element named `name`.
  public func firstChild(named name: String) -> IBXMLElement? {
    for case .element(let child) in children where child.name == name { return child }
    return nil
  }

  /// The child elements named `name`.
  public func children(named name: String) -> [IBXMLElement] {
    children.compactMap { node in
      if case .element(let child) = node, child.name == name { return child }
      return nil
    }
  }

  /// The first child element whose `key` attribute is `key`, optionally also matching its name.
  public func child(key: String, named name: String? = nil) -> IBXMLElement? {
    for case .element(let child) in children where child[attribute: "key"] == key {
      if name == nil || child.name == name { return child }
    }
    return nil
  }

  /// The elements of the first child named `container` (for list wrappers like `<subviews>`).
  public func elements(in container: String) -> [IBXMLElement] {
    firstChild(named: container)?.elements ?? []
  }

  /// The concatenated text and CDATA content of this element (not of descendants).
  public var text: String {
    var result = ""
    for node in children {
      switch node {
      case .text(let text), .cdata(let text): result += text
      default: continue
      }
    }
    return result
  }

  /// Every element of the subtree, this one first, in document order.
  public func forEachElement(_ body: (IBXMLElement) throws -> Void) rethrows {
    try body(self)
    for case .element(let child) in children { try child.forEachElement(body) }
  }

  /// Marks this element as changed so a byte-preserving encode re-writes it.
  mutating func markEdited() {
    sourceRange = nil
  }
}
