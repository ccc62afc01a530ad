/// Names objects as a person would: a controller by its title or storyboard identifier, a view by
/// its class and outlet, text or accessibility label, a constraint by its formula — never by id alone.
struct IBDiffNaming: Sendable {
  /// How much of a long text a name quotes.
  static let quotedTextLimit = 40

  let root: IBXMLElement
  /// Object id → the first outlet property pointing at it.
  private var outlets: [String: String] = [:]
  /// Object id → its element.
  private var elements: [String: IBXMLElement] = [:]
  /// View or layout guide id → the id of the view it sits in.
  private var superviews: [String: String] = [:]
  /// Root view id → the controller that holds it.
  private var rootViews: Set<String> = []

  init(_ document: IBDocument) {
    root = document.root
    index(root, enclosingView: nil, parent: nil)
  }

  private mutating func index(_ element: IBXMLElement, enclosingView: String?, parent: IBXMLElement?) {
    var enclosing = enclosingView
    if let id = element.id, IBDocument.carriesObjectID(element) {
      if elements[id] == nil { elements[id] = element }
      if IBView.isView(element) || element.name == "viewLayoutGuide" {
        if let enclosingView { superviews[id] = enclosingView }
        if IBView.isView(element) { enclosing = id }
        if element.key == "view", let parent, IBVocabulary.viewControllerClasses[parent.name] != nil {
          rootViews.insert(id)
        }
      }
      if element.name == "outlet", let property = element["property"], let destination = element["destination"],
        outlets[destination] == nil
      {
        outlets[destination] = property
      }
    }
    for case .element(let child) in element.children where child.name != "variation" {
      index(child, enclosingView: enclosing, parent: element)
    }
  }

  // MARK: Objects

  /// The name of an object of `category`.
  func name(of element: IBXMLElement, category: IBChange.Category) -> String {
    switch category {
    case .viewController: return controllerName(IBViewController(element: element))
    case .view: return viewName(element)
    case .segue:
      let segue = IBSegue(element: element, sourceID: nil)
      var text = segue.segueKind?.rawValue ?? "inherited"
      if let identifier = segue.identifier { text += " “\(identifier)”" }
      if let relationship = segue.relationship {
        // A relationship has no identifier: what it leads to is what tells two apart.
        text += " \(relationship)" + (segue.destinationID.map { " to \(shortName($0))" } ?? "")
      }
      return text
    case .connection:
      let words = element.name == "action" ? "action" : element.name == "outlet" ? "outlet" : "outlet collection"
      return "\(words) \(element["property"] ?? element["selector"] ?? "")"
    default:
      if let guide = layoutGuideName(element) { return guide }
      let className = element["customClass"] ?? IBVocabulary.uiKitClass(forElement: element.name) ?? element.name
      let label = element["userLabel"] ?? element["title"]
      return label.map { "\(className) “\($0)”" } ?? className
    }
  }

  /// `ProfileViewController “Profile”`: the class, then the title or storyboard identifier.
  func controllerName(_ controller: IBViewController) -> String {
    if controller.isStoryboardReference {
      return (controller.storyboardName.map { "\($0) storyboard" } ?? "this storyboard")
        + (controller.referencedIdentifier.map { " “\($0)”" } ?? "")
    }
    let label = controller.title ?? controller.navigationItem?.title ?? controller.storyboardIdentifier
      ?? controller.userLabel
    return label.map { "\(controller.className) “\($0)”" } ?? controller.className
  }

  /// `UILabel nameLabel “Name”`: the class, the outlet or editor label, the text or accessibility label.
  func viewName(_ element: IBXMLElement) -> String {
    let view = IBView(element: element)
    var parts = [view.className]
    if let id = element.id, let outlet = outlets[id] {
      parts.append(outlet)
    } else if let label = view.userLabel {
      parts.append(label)
    }
    if let text = Self.visibleText(view) ?? view.accessibility?.label {
      parts.append("“\(Self.shortened(text))”")
    }
    if parts.count == 1, let id = element.id, rootViews.contains(id) { return "root view" }
    if parts.count == 1, let key = element.key { parts.append(key) }
    return parts.joined(separator: " ")
  }

  /// Whether an attribute holds an object id: a known reference attribute, or any attribute
  /// (but `id`) whose value is the id of an object here (`textLabel` of cells, `tableViewCell` of
  /// content views, `anchorView`, … — Xcode adds such attributes release after release).
  func isReference(_ attribute: IBXMLAttribute) -> Bool {
    guard attribute.name != "id" else { return false }
    return IBDiffSnapshot.referenceAttributes.contains(attribute.name) || elements[attribute.value] != nil
  }

  /// The full name of the object `id` (a view's class, outlet and text).
  func fullName(_ id: String) -> String {
    guard let element = elements[id] else { return "missing object \(id)" }
    guard let category = IBDiffSnapshot.category(of: element) else { return element.name }
    return name(of: element, category: category)
  }

  /// The name an object goes by in a constraint or a reference: its outlet, editor label, or full name.
  func shortName(_ id: String) -> String {
    if let outlet = outlets[id] { return outlet }
    guard let element = elements[id] else { return "missing object \(id)" }
    if let label = element["userLabel"] { return label }
    if rootViews.contains(id) { return "view" }
    if let guide = layoutGuideName(element) { return guide }
    guard let category = IBDiffSnapshot.category(of: element) else { return element.name }
    return name(of: element, category: category)
  }

  private func layoutGuideName(_ element: IBXMLElement) -> String? {
    switch element.name {
    case "viewControllerLayoutGuide": return element["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide"
    case "viewLayoutGuide":
      let owner = element.id.flatMap { superviews[$0] }.map(shortName) ?? "view"
      return "\(owner).\(element.key ?? "layoutGuide")"
    default: return nil
    }
  }

  /// The text a view shows: its text, a button's normal title, a text field's placeholder.
  static func visibleText(_ view: IBView) -> String? {
    if let text = view.text, !text.isEmpty { return text }
    if let title = view.element.elements.first(where: { $0.name == "state" && $0.key == "normal" })?["title"] {
      return title
    }
    return view.element["title"] ?? view.placeholder
  }

  static func shortened(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return flat.count <= quotedTextLimit ? flat : String(flat.prefix(quotedTextLimit)) + "…"
  }

  /// What identifies an object among its siblings without ids: its element, key and name.
  func structuralLabel(_ element: IBXMLElement) -> String {
    var label = element.name
    if let key = element.key { label += "[\(key)]" }
    if let property = element["property"] ?? element["selector"] { label += "(\(property))" }
    if let kind = element["kind"] { label += "(\(kind) \(element["identifier"] ?? "") \(element["relationship"] ?? ""))" }
    if let id = element.id, let outlet = outlets[id] { label += " \(outlet)" }
    if IBView.isView(element), let text = Self.visibleText(IBView(element: element)) { label += " “\(text)”" }
    return label
  }

  // MARK: Constraints

  /// `nameLabel.leading = superview.leadingMargin + 16`, with `constant` written in its place
  /// (so a change can read `+ 16 → 24`).
  func formula(_ constraint: IBConstraint, constant: String? = nil) -> String {
    let firstID = constraint.firstItemID ?? ""
    let first = itemName(firstID, other: constraint.secondItemID)
    let relation =
      switch constraint.relation {
      case .equal: "="
      case .greaterThanOrEqual: ">="
      case .lessThanOrEqual: "<="
      }
    let constantText = constant ?? constraint.element["constant"] ?? "0"
    var text = "\(first).\(constraint.firstAttribute) \(relation) "
    if let secondID = constraint.secondItemID {
      text += "\(itemName(secondID, other: firstID)).\(constraint.secondAttribute)"
      if let multiplier = constraint.element["multiplier"], multiplier != "1" { text += " × \(multiplier)" }
      if constant != nil || constraint.constant != 0 {
        text += constantText.hasPrefix("-") && constant == nil ? " - \(constantText.dropFirst())" : " + \(constantText)"
      }
    } else {
      text += constantText
    }
    if let priority = constraint.element["priority"], priority != "1000" { text += " @\(priority)" }
    return text
  }

  /// Whether `id` is the view `other` sits in.
  func isSuperview(_ id: String, of other: String) -> Bool { superviews[other] == id }

  /// A constraint item: `superview` when it holds the other item, its guide as `safeArea`, else its short name.
  private func itemName(_ id: String, other: String?) -> String {
    let otherParent = other.flatMap { superviews[$0] }
    if let otherParent, otherParent == id { return "superview" }
    if let element = elements[id], element.name == "viewLayoutGuide", let owner = superviews[id], owner == otherParent {
      return element.key ?? "layoutGuide"
    }
    return shortName(id)
  }

  // MARK: Values

  /// A property element in one line: `(x: 0, y: 0, width: 375, height: 44)` style, attributes in
  /// file order (without `key`), nested elements in brackets, references by name.
  func compact(_ element: IBXMLElement) -> String {
    var parts: [String] = []
    for attribute in element.attributes where attribute.name != "key" {
      let value = isReference(attribute) ? shortName(attribute.value) : attribute.value
      parts.append("\(attribute.name)=\(value)")
    }
    let text = element.text
    if !text.isEmpty { parts.append("“\(Self.shortened(text))”") }
    for child in element.elements { parts.append("\(child.key ?? child.name)[\(compact(child))]") }
    // `<nil key="textColor"/>` says as much as its name.
    return parts.isEmpty ? element.name : parts.joined(separator: " ")
  }
}

extension IBDiffNaming {
  /// A property value as shown: text as written, a reference by the name of what it points at.
  func value(_ value: IBDiffEntry.Value) -> String {
    switch value {
    case .text(let text): text
    case .reference(let id): shortName(id)
    }
  }
}
