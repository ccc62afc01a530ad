import Foundation
import InterfaceBuilder

extension DesignerWorkspace {
  /// What the inspector shows for object `objectID` of document `id` in `cell`.
  func inspect(_ id: String, objectID: String, cell: SizeClassCell) throws(DesignerRequestError) -> InspectorPayload {
    let (entry, loaded) = try load(id)
    let document = loaded.document
    guard !objectID.isEmpty else { throw .badRequest("the request names no element (id=…)") }
    guard let element = document.element(withID: objectID) else {
      throw .notFound("\(entry.displayPath) has no object with id '\(objectID)'")
    }
    let resolver = IBVariationResolver(cell.pair)
    let owner = document.owningView(ofObjectWithID: objectID)
    let isView = document.object(withID: objectID)?.view != nil
    let maskable =
      owner.map { owner in
        (isView && owner.subviews.contains { $0.id == objectID })
          || (element.name == "constraint" && owner.constraints.contains { $0.id == objectID })
      } ?? false
    let className: String
    if isView {
      className = IBView(element: element).className
    } else if element.name == "constraint" {
      className = "NSLayoutConstraint"
    } else {
      className = element["customClass"] ?? element.name
    }
    var frame: String?
    if let rect = IBRect(resolver.element(key: "frame", of: IBView(element: element))) {
      frame = [rect.x, rect.y, rect.width, rect.height].map(Self.number).joined(separator: " ")
    }
    let cells = SizeClassCell.all.map { other in
      InspectorPayload.CellState(
        width: SizeClassCell.name(other.width), height: SizeClassCell.name(other.height),
        installed: owner.map { IBVariationResolver(other.pair).isInstalled(objectID, in: $0) } ?? true)
    }
    return InspectorPayload(
      document: entry.id, version: loaded.version, id: objectID, element: element.name, className: className,
      label: element["userLabel"], sceneID: document.scene(containingObjectWithID: objectID)?.sceneID, frame: frame,
      maskable: maskable, installed: owner.map { resolver.isInstalled(objectID, in: $0) } ?? true, cells: cells,
      cases: owner.map { Self.cases(of: objectID, in: $0) } ?? [], variations: Self.propertyVariations(of: element),
      constraints: isView ? constraints(involving: objectID, in: document, resolver: resolver) : [],
      constant: element.name == "constraint" ? Self.constantState(of: element, cell: cell) : nil,
      properties: Self.propertyStates(of: element, isView: isView, cell: cell, colors: ColorChoices(root: document.root, catalog: catalogColors(for: entry))))
  }

  /// A constraint's constant: base, in force in `cell`, the cell's own override and all overrides.
  static func constantState(of element: IBXMLElement, cell: SizeClassCell) -> InspectorPayload.ConstantState {
    let constraint = IBConstraint(element: element, ownerID: nil)
    var overrides: [InspectorPayload.ConstantState.Override] = []
    for variation in element.children(named: "variation").map(IBVariation.init) {
      guard let value = variation.element.double("constant") else { continue }
      let key = variation.variationKey
      overrides.append(
        .init(
          key: key.rawValue, width: SizeClassCell.name(key.widthClass), height: SizeClassCell.name(key.heightClass),
          value: value))
    }
    let own = cell.pair == .any ? nil : overrides.first { $0.key == cell.variationKey.rawValue }?.value
    return InspectorPayload.ConstantState(
      base: constraint.constant, value: constraint.constant(widthClass: cell.width, heightClass: cell.height),
      cellOverride: own, overrides: overrides)
  }

  /// The explicit include/exclude entries for `objectID` in its owner's variations.
  static func cases(of objectID: String, in owner: IBView) -> [InspectorPayload.MaskCase] {
    var result: [InspectorPayload.MaskCase] = []
    for variation in owner.element.children(named: "variation").map(IBVariation.init) {
      let key = variation.variationKey
      for mask in variation.masks {
        for entry in mask.entries where entry.reference == objectID {
          result.append(
            InspectorPayload.MaskCase(
              key: key.rawValue, width: SizeClassCell.name(key.widthClass), height: SizeClassCell.name(key.heightClass),
              state: entry.isIncluded ? "included" : "excluded"))
        }
      }
    }
    return result
  }

  /// The element's own `<variation>` overrides (attributes and elements; masks are cases).
  static func propertyVariations(of element: IBXMLElement) -> [InspectorPayload.PropertyVariation] {
    element.children(named: "variation").map(IBVariation.init).compactMap { variation in
      let overrides =
        variation.attributeOverrides.map { "\($0.name)=\($0.value)" }
        + variation.elementOverrides.map { "<\($0.name)\($0.key.map { " key=\"\($0)\"" } ?? "")>" }
      return overrides.isEmpty ? nil : InspectorPayload.PropertyVariation(key: variation.variationKey.rawValue, overrides: overrides)
    }
  }

  /// The constraints of the scene that relate `viewID`: installed ones (in force) first.
  private func constraints(involving viewID: String, in document: IBDocument, resolver: IBVariationResolver)
    -> [InspectorPayload.Constraint]
  {
    guard let scene = document.scene(containingObjectWithID: viewID) else { return [] }
    var names: [String: String] = [:]
    var views: [IBView] = []
    for member in scene.element.elements(in: "objects") {
      IBView.collect(member, into: &views)
    }
    for view in views {
      names[view.id] = Self.displayName(of: view)
      for guide in view.layoutGuides where !guide.id.isEmpty {
        names[guide.id] = guide.role == .safeArea ? "Safe Area" : (guide.element["key"] ?? "Layout Guide")
      }
    }
    var installed: [InspectorPayload.Constraint] = []
    var uninstalled: [InspectorPayload.Constraint] = []
    for view in views {
      for constraint in view.constraints where constraint.firstItemID == viewID || constraint.secondItemID == viewID {
        let isInstalled = resolver.isInstalled(constraint.id, in: view)
        let item = InspectorPayload.Constraint(
          id: constraint.id, text: Self.describe(constraint.resolved(for: resolver.sizeClasses), names: names),
          installed: isInstalled)
        if isInstalled { installed.append(item) } else { uninstalled.append(item) }
      }
    }
    return installed + uninstalled
  }

  /// `Title.top = Safe Area.top + 20` (Interface Builder's way of writing a constraint).
  static func describe(_ constraint: IBConstraint, names: [String: String]) -> String {
    let first = "\(constraint.firstItemID.flatMap { names[$0] } ?? "?").\(constraint.firstAttribute)"
    let relation =
      switch constraint.relation {
      case .equal: "="
      case .lessThanOrEqual: "≤"
      case .greaterThanOrEqual: "≥"
      }
    var text = "\(first) \(relation) "
    if let second = constraint.secondItemID, constraint.secondAttribute != .notAnAttribute {
      text += "\(names[second] ?? second).\(constraint.secondAttribute)"
      if constraint.multiplier != 1 { text += " × \(number(constraint.multiplier))" }
      if constraint.constant != 0 {
        text += constraint.constant < 0 ? " − \(number(-constraint.constant))" : " + \(number(constraint.constant))"
      }
    } else {
      text += number(constraint.constant)
    }
    if constraint.priority < 1000 { text += " @\(number(constraint.priority))" }
    return text
  }

  /// A number without a needless `.0`.
  nonisolated static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}

extension IBView {
  /// Collects the views of a scene member (a controller's view tree, or a top-level view).
  fileprivate static func collect(_ element: IBXMLElement, into views: inout [IBView]) {
    views += IBView(element: element).allViews
  }
}
