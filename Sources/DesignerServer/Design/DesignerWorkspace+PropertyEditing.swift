import Foundation
import InterfaceBuilder

extension DesignerWorkspace {
  /// Sets a property of a view for one cell, as Xcode writes it: in Any/Any the element's own
  /// value (every cell without an override follows it), elsewhere the cell's `<variation>`
  /// (a nil value removes the cell's override). Saved with the version check, backup and history
  /// of every edit.
  func editProperty(_ request: PropertyEditRequest) async throws(DesignerRequestError) -> EditResult {
    let cell = try SizeClassCell(width: request.width, height: request.height)
    guard !request.id.isEmpty else { throw .badRequest("the edit names no element (id)") }
    let isBase = cell.pair == .any
    if isBase, request.value == nil {
      throw .badRequest("Any/Any is the property's own value: it can be changed, not removed")
    }
    let (entry, loaded) = try loadUnchanged(request.doc, version: request.version)
    var document = loaded.document
    guard let element = document.element(withID: request.id) else {
      throw .notFound("\(entry.displayPath) has no object with id '\(request.id)'")
    }
    let isView = document.object(withID: request.id)?.view != nil
    guard let property = VariableProperty.named(request.property, of: element, isView: isView) else {
      let offered = VariableProperty.properties(of: element, isView: isView).map(\.name)
      throw .badRequest(
        "\(entry.displayPath): <\(element.name) id=\"\(request.id)\"> has no property '\(request.property)' that varies by size class"
          + (offered.isEmpty ? "" : " (it has \(offered.joined(separator: ", ")))"))
    }
    let colors = ColorChoices(root: document.root, catalog: catalogColors(for: entry))
    if let value = request.value, let problem = property.problem(with: value, colors: colors) {
      throw .badRequest("\(entry.displayPath): \(problem)")
    }
    let written = request.value.map { property.input == .number ? Self.number(Double($0) ?? 0) : $0 }
    var failure: PropertyWriteProblem?
    do {
      try document.modifyElement(ofObjectWithID: request.id) { target in
        do throws(PropertyWriteProblem) {
          if isBase, let written {
            try property.setBase(written, on: &target, colors: colors)
          } else {
            try property.setOverride(written, key: cell.variationKey, on: &target, colors: colors)
          }
        } catch {
          failure = error
        }
      }
    } catch {
      throw .failed("\(entry.displayPath): the property could not be set: \(error)")
    }
    if let failure { throw .badRequest("\(entry.displayPath): \(failure.message)") }
    if property.input == .color {
      let usedBefore = ColorChoices.systemColorsUsed(in: loaded.document.root)
      let namedBefore = ColorChoices.namedColorsUsed(in: loaded.document.root)
      document.modifyRoot { root in
        colors.reconcileNamedColors(in: &root, usedBefore: namedBefore)
        ColorChoices.reconcileResources(in: &root, usedBefore: usedBefore)
      }
    }
    let label =
      written.map { "\(property.title.lowercased()) \($0) in \(cell.pair) for \(request.id)" }
      ?? "remove the \(cell.pair) \(property.title.lowercased()) of \(request.id)"
    return try await save(document, entry: entry, loaded: loaded, label: label)
  }

  /// The inspector's rows for the properties `element` can vary: the value in every cell, and
  /// which cells have an override of their own.
  static func propertyStates(
    of element: IBXMLElement, isView: Bool, cell: SizeClassCell, colors: ColorChoices
  ) -> [InspectorPayload.PropertyState] {
    VariableProperty.properties(of: element, isView: isView).map { property in
      var overrides: [InspectorPayload.PropertyState.Override] = []
      for variation in element.children(named: "variation") {
        guard let value = property.override(in: variation) else { continue }
        let key = IBVariationKey(rawValue: variation.key ?? "default")
        overrides.append(
          .init(key: key.rawValue, width: SizeClassCell.name(key.widthClass), height: SizeClassCell.name(key.heightClass), value: value))
      }
      let cells = SizeClassCell.all.map { other in
        InspectorPayload.PropertyState.Cell(
          width: SizeClassCell.name(other.width), height: SizeClassCell.name(other.height),
          value: property.value(of: element, in: other.pair))
      }
      return InspectorPayload.PropertyState(
        name: property.name, title: property.title, input: property.input.rawValue, choices: property.choices,
        namedColors: property.input == .color ? colors.namedColors : nil,
        systemColors: property.input == .color ? ColorChoices.systemColorNames : nil,
        base: property.value(of: element, in: .any), value: property.value(of: element, in: cell.pair),
        cellOverride: cell.pair == .any ? nil : overrides.first { $0.key == cell.variationKey.rawValue }?.value,
        overrides: overrides, cells: cells)
    }
  }
}
