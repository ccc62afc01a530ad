/// A document flattened for comparison: every object with an id (and every include/exclude of a
/// size-class mask) as an `IBDiffEntry`, in document order, parents before children.
struct IBDiffSnapshot: Sendable {
  /// The attributes whose values are object ids, compared by identity and shown by name.
  static let referenceAttributes: Set<String> = [
    "firstItem", "secondItem", "destination", "reference", "popoverAnchorView", "popoverAnchorBarButtonItem",
    "initialViewController",
  ]

  private(set) var entries: [IBDiffEntry] = []
  /// Element id → entry index.
  private(set) var entryByID: [String: Int] = [:]
  /// Entry index → the indices of its direct children, in order.
  private(set) var children: [[Int]] = []
  let naming: IBDiffNaming
  /// Which scene shows which, so a change in a shown scene is drawn in its host.
  let hosts: IBSceneHosts

  /// Flattens `document`.
  init(_ document: IBDocument) {
    naming = IBDiffNaming(document)
    hosts = IBSceneHosts(document)
    var document = IBDiffEntry(
      category: .document, element: naming.root, objectID: nil, idKey: "document", container: "")
    document.pathKey = "document"
    document.name = "document"
    entries.append(document)
    collectProperties(of: naming.root, into: 0)
    for child in naming.root.elements where !isProperty(child) { visit(child, parent: 0, scene: nil, container: child.name) }
    nameAndLocate()
    children = Array(repeating: [], count: entries.count)
    for (index, entry) in entries.enumerated() { if let parent = entry.parent { children[parent].append(index) } }
  }

  // MARK: Walking the tree

  private mutating func visit(_ element: IBXMLElement, parent: Int, scene: Int?, container: String) {
    guard let category = Self.category(of: element) else {
      // A list such as `<subviews>` or `<connections>`: its members belong to the enclosing entry.
      for child in element.elements {
        if child.name == "variation" {
          attachVariation(child, to: parent)
        } else if !isProperty(child) {
          visit(child, parent: parent, scene: scene, container: element.name)
        }
      }
      return
    }
    let id = category == .scene ? element["sceneID"] : element.id
    let index = entries.count
    // A xib's top-level views are its scenes.
    let scene = category == .scene || (category == .view && parent == 0) ? index : scene
    entries.append(
      IBDiffEntry(
        category: category, element: element, objectID: id, idKey: "\(category.rawValue):\(id ?? "")",
        parent: parent, scene: scene, container: container))
    if let id, entryByID[id] == nil { entryByID[id] = index }
    collectProperties(of: element, into: index)
    for child in element.elements where !isProperty(child) && child.name != "variation" {
      visit(child, parent: index, scene: scene, container: child.key ?? child.name)
    }
  }

  /// The attributes and id-free child elements of `element` become properties of entry `index`;
  /// its `<variation>`s add size-class properties and installation entries.
  private mutating func collectProperties(of element: IBXMLElement, into index: Int) {
    let category = entries[index].category
    for attribute in element.attributes where attribute.name != "id" && !(category == .scene && attribute.name == "sceneID") {
      append(attribute, sizeClass: nil, of: element, to: index)
    }
    var seen: [String: Int] = [:]
    for child in element.elements {
      if child.name == "variation" {
        attachVariation(child, to: index)
      } else if category == .document && child.name == "dependencies" {
        // One property per plug-in, capability and deployment target, so each reads on its own.
        for dependency in child.elements {
          let label = dependency["identifier"] ?? dependency["name"] ?? ""
          var stripped = dependency
          stripped.setAttribute(dependency["identifier"] != nil ? "identifier" : "name", to: nil)
          entries[index].properties.append(
            IBDiffEntry.Property(
              name: "\(dependency.name) \(label)", sizeClass: nil, value: .text(naming.compact(stripped)),
              noEffectReason: IBDiffChurn.noEffectReason(property: child.name, of: element, category: category)))
        }
      } else if isProperty(child) {
        let base = child.key ?? child.name
        let count = seen[base, default: 0]
        seen[base] = count + 1
        entries[index].properties.append(
          IBDiffEntry.Property(
            name: count == 0 ? base : "\(base) #\(count + 1)", sizeClass: nil, value: .text(naming.compact(child)),
            noEffectReason: IBDiffChurn.noEffectReason(property: base, of: element, category: category)))
      }
    }
  }

  private mutating func append(_ attribute: IBXMLAttribute, sizeClass: String?, of element: IBXMLElement, to index: Int) {
    let value: IBDiffEntry.Value = naming.isReference(attribute) ? .reference(attribute.value) : .text(attribute.value)
    entries[index].properties.append(
      IBDiffEntry.Property(
        name: attribute.name, sizeClass: sizeClass, value: value,
        noEffectReason: IBDiffChurn.noEffectReason(property: attribute.name, of: element, category: entries[index].category)))
  }

  /// A `<variation>`: its attributes and elements are the owner's properties in that size class;
  /// each include/exclude of its masks is an installation entry.
  private mutating func attachVariation(_ variation: IBXMLElement, to owner: Int) {
    let key = IBVariationKey(rawValue: variation.key ?? "")
    let sizeClass = Self.sizeClassName(key)
    let ownerElement = entries[owner].element
    for attribute in variation.attributes where attribute.name != "key" {
      append(attribute, sizeClass: sizeClass, of: ownerElement, to: owner)
    }
    for child in variation.elements {
      guard child.name == "mask" else {
        entries[owner].properties.append(
          IBDiffEntry.Property(
            name: child.key ?? child.name, sizeClass: sizeClass, value: .text(naming.compact(child)),
            noEffectReason: IBDiffChurn.noEffectReason(
              property: child.key ?? child.name, of: ownerElement, category: entries[owner].category)))
        continue
      }
      for entry in IBMask(element: child).entries {
        var installation = IBDiffEntry(
          category: .installation, element: variation, objectID: nil,
          idKey: "installation:\(entries[owner].objectID ?? ""):\(key.rawValue):\(entry.reference)",
          parent: owner, scene: entries[owner].scene, container: "variations")
        installation.installationReference = entry.reference
        installation.properties.append(
          IBDiffEntry.Property(
            name: "installed", sizeClass: sizeClass, value: .text(entry.isIncluded ? "installed" : "excluded")))
        entries.append(installation)
      }
    }
  }

  /// Whether `element` is a property of its parent: nothing in it has an object id.
  private func isProperty(_ element: IBXMLElement) -> Bool {
    if element.name == "variation" || element.name == "scene" || Self.category(of: element) != nil { return false }
    var hasObject = false
    element.forEachElement { descendant in
      if descendant.id != nil && IBDocument.carriesObjectID(descendant) { hasObject = true }
      if descendant.name == "variation" || descendant.name == "scene" { hasObject = true }
    }
    return !hasObject && !(element.attributes.isEmpty && element.children.isEmpty)
  }

  /// The category of an element that is an object of its own, or `nil` for property elements and lists.
  static func category(of element: IBXMLElement) -> IBChange.Category? {
    if element.name == "scene" { return .scene }
    guard element.id != nil, IBDocument.carriesObjectID(element) else { return nil }
    if IBVocabulary.viewControllerClasses[element.name] != nil { return .viewController }
    if IBView.isView(element) { return .view }
    switch element.name {
    case "constraint": return .constraint
    case "segue": return .segue
    case "outlet", "outletCollection", "action": return .connection
    default: return .object
    }
  }

  /// `wC hR` for a size-class key, `any size class` for `default`, the key itself for other traits.
  static func sizeClassName(_ key: IBVariationKey) -> String {
    if key.isDefault { return "any size class" }
    guard key.otherTraits.isEmpty else { return key.rawValue }
    return IBSizeClassPair(widthClass: key.widthClass, heightClass: key.heightClass).description
  }

  // MARK: Names and structural keys

  /// Names every entry and gives it a structural key, in tiers: objects first, then constraints
  /// (whose keys name their items), then installations (whose keys name constraints and views).
  private mutating func nameAndLocate() {
    var ordinals: [String: Int] = [:]
    func unique(_ base: String) -> String {
      let count = ordinals[base, default: 0]
      ordinals[base] = count + 1
      return count == 0 ? base : "\(base)#\(count + 1)"
    }
    for tier in 0..<3 {
      for index in entries.indices.dropFirst() {
        let entry = entries[index]
        let entryTier = entry.category == .constraint ? 1 : entry.category == .installation ? 2 : 0
        guard entryTier == tier else { continue }
        let parentPath = entry.parent.map { entries[$0].pathKey } ?? ""
        let element = entry.element
        switch entry.category {
        case .installation:
          let reference = entry.installationReference ?? ""
          let referenced = entryByID[reference].map { entries[$0].pathKey } ?? reference
          let sizeClass = entry.properties.first?.sizeClass ?? ""
          entries[index].name = "\(naming.shortName(reference)) in \(sizeClass)"
          entries[index].pathKey = unique("\(parentPath)/mask(\(sizeClass) \(referenced))")
        case .constraint:
          let constraint = IBConstraint(element: element, ownerID: entry.parent.flatMap { entries[$0].objectID })
          entries[index].name = naming.formula(constraint)
          let first = constraint.firstItemID.flatMap { entryByID[$0] }.map { entries[$0].pathKey } ?? ""
          let second = constraint.secondItemID.flatMap { entryByID[$0] }.map { entries[$0].pathKey } ?? ""
          entries[index].pathKey = unique(
            "\(parentPath)/constraint(\(first).\(constraint.firstAttribute) \(constraint.relation) "
              + "\(second).\(constraint.secondAttribute))")
        case .scene:
          let scene = IBScene(element: element)
          entries[index].name = scene.viewController.map(naming.controllerName) ?? scene.label ?? "scene"
          let controller = scene.viewController
          let label = controller?.storyboardIdentifier ?? controller?.customClass ?? controller?.title
            ?? controller?.kind ?? ""
          entries[index].pathKey = unique("scene(\(label))")
        case .segue, .connection:
          let trigger = entry.parent.map { entries[$0].name } ?? ""
          let preposition = entry.category == .segue ? "from" : "of"
          entries[index].name = naming.name(of: element, category: entry.category) + " \(preposition) \(trigger)"
          entries[index].pathKey = unique("\(parentPath)/\(naming.structuralLabel(element))")
        default:
          entries[index].name = naming.name(of: element, category: entry.category)
          entries[index].pathKey = unique("\(parentPath)/\(naming.structuralLabel(element))")
        }
      }
    }
  }
}
