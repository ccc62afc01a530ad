/// Resolves size-class variations for one cell of the size-class grid: which subviews and
/// constraints are installed and which property values apply (uikit-adaptive-behavior.md §12.2).
///
/// The Any/Any base comes first, then every variation whose size classes the environment contains
/// (a key naming a class the environment leaves unspecified never applies), least specific first,
/// so the most specific one wins; of a width-only and a height-only variation, width-only wins
/// (`IBVariationKey.specificity`). Keys naming other traits (`userInterfaceIdiom=mac`) never apply.
public struct IBVariationResolver: Hashable, Sendable {
  /// The environment's size classes.
  public var sizeClasses: IBSizeClassPair

  /// A resolver for an environment.
  public init(_ sizeClasses: IBSizeClassPair) { self.sizeClasses = sizeClasses }

  /// A resolver for a width and a height class.
  public init(widthClass: IBSizeClass, heightClass: IBSizeClass) {
    self.init(IBSizeClassPair(widthClass: widthClass, heightClass: heightClass))
  }

  // MARK: Which variations apply

  /// Whether a variation key applies in this environment.
  public func applies(_ key: IBVariationKey) -> Bool {
    key.matches(widthClass: sizeClasses.widthClass, heightClass: sizeClasses.heightClass)
  }

  /// The variations of `object` that apply, in application order (least specific first).
  public func applicableVariations(of object: some IBElementBacked) -> [IBVariation] {
    applicableVariations(in: object.element)
  }

  func applicableVariations(in element: IBXMLElement) -> [IBVariation] {
    let applicable = element.children(named: "variation").map(IBVariation.init).enumerated()
      .filter { applies($0.element.variationKey) }
    // Sorting on (specificity, document order) keeps the result stable whatever sort is used.
    return applicable.sorted {
      ($0.element.variationKey.specificity, $0.offset) < ($1.element.variationKey.specificity, $1.offset)
    }.map(\.element)
  }

  // MARK: Installed state

  /// Whether the subview or constraint `objectID`, listed by `owner`, is installed here.
  public func isInstalled(_ objectID: String, in owner: IBView) -> Bool {
    isInstalled(objectID, variations: applicableVariations(in: owner.element))
  }

  func isInstalled(_ objectID: String, variations: [IBVariation]) -> Bool {
    var installed = true
    for variation in variations {
      for mask in variation.masks {
        for entry in mask.entries where entry.reference == objectID { installed = entry.isIncluded }
      }
    }
    return installed
  }

  /// The subviews of `view` installed here, in order.
  public func installedSubviews(of view: IBView) -> [IBView] {
    let variations = applicableVariations(in: view.element)
    return view.subviews.filter { isInstalled($0.id, variations: variations) }
  }

  /// The constraints `view` owns that are installed here, in order (placeholders included; they
  /// are an editor-time device and the caller decides what to do with them).
  public func installedConstraints(of view: IBView) -> [IBConstraint] {
    let variations = applicableVariations(in: view.element)
    return view.constraints.filter { isInstalled($0.id, variations: variations) }
  }

  // MARK: Property values

  /// The value of attribute `name` of `object` here: the base value, overridden by each
  /// applicable variation that sets it.
  public func attribute(_ name: String, of object: some IBElementBacked) -> String? {
    var value = object.element[name]
    for variation in applicableVariations(in: object.element) {
      if let override = variation.overriddenAttribute(name) { value = override }
    }
    return value
  }

  /// The child element of `object` with key `key` (`fontDescription`, `frame`, …) here.
  public func element(key: String, of object: some IBElementBacked) -> IBXMLElement? {
    var value = object.element.child(key: key)
    for variation in applicableVariations(in: object.element) {
      if let override = variation.overriddenElement(key: key) { value = override }
    }
    return value
  }

  // MARK: Resolved trees

  /// `element` with this environment's values written in place: variation attributes and child
  /// elements replace the base ones, and the `<variation>` children are gone. With `recursive`,
  /// the subtree is resolved too, uninstalled subviews and constraints are removed, and so are
  /// constraints that mention a removed view.
  public func resolve(_ element: IBXMLElement, recursive: Bool = true) -> IBXMLElement {
    guard recursive else { return resolveShallow(element) }
    var removed: Set<String> = []
    let pruned = resolveTree(element, removed: &removed)
    return removed.isEmpty ? pruned : Self.droppingConstraints(mentioning: removed, in: pruned)
  }

  private func resolveShallow(_ element: IBXMLElement) -> IBXMLElement {
    guard element.children.contains(where: { $0.element?.name == "variation" }) else { return element }
    let variations = applicableVariations(in: element)
    var result = element
    result.children.removeAll { $0.element?.name == "variation" }
    result.markEdited()
    for variation in variations {
      for attribute in variation.attributeOverrides { result.setAttribute(attribute.name, to: attribute.value) }
      for override in variation.elementOverrides {
        let index = result.children.firstIndex { node in
          guard let child = node.element else { return false }
          return override.key != nil ? child.key == override.key : child.name == override.name
        }
        if let index { result.children[index] = .element(override) } else { result.children.append(.element(override)) }
      }
    }
    return result
  }

  private func resolveTree(_ element: IBXMLElement, removed: inout Set<String>) -> IBXMLElement {
    let variations = applicableVariations(in: element)
    var result = resolveShallow(element)
    let isView = IBView.isView(element)
    for index in result.children.indices {
      guard case .element(var child) = result.children[index] else { continue }
      if isView, child.name == "subviews" || child.name == "constraints" {
        child.children = child.children.filter { node in
          guard let member = node.element, let id = member.id,
            member.name == "constraint" || IBView.isView(member)
          else { return true }
          if isInstalled(id, variations: variations) { return true }
          member.forEachElement { if let id = $0.id { removed.insert(id) } }
          return false
        }
        result.markEdited()
      }
      result.children[index] = .element(resolveTree(child, removed: &removed))
    }
    return result
  }

  private static func droppingConstraints(mentioning ids: Set<String>, in element: IBXMLElement) -> IBXMLElement {
    var result = element
    for index in result.children.indices {
      guard case .element(var child) = result.children[index] else { continue }
      if child.name == "constraints" {
        child.children.removeAll { node in
          guard let constraint = node.element, constraint.name == "constraint" else { return false }
          return [constraint["firstItem"], constraint["secondItem"]].contains { $0.map(ids.contains) ?? false }
        }
        result.markEdited()
      }
      result.children[index] = .element(droppingConstraints(mentioning: ids, in: child))
    }
    return result
  }
}
