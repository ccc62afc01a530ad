import Foundation
import InterfaceBuilder

extension DesignerWorkspace {
  /// Sets a constraint's constant for one cell and writes the file as Xcode does: in Any/Any the
  /// constraint's own `constant` attribute (absent for 0, the default); in any other cell a
  /// `<variation key=… constant=…/>` child of the constraint, placed among its variations in key
  /// order. A nil constant removes the cell's override (the base value applies again); the base
  /// has no override to remove. Saved with the same 409 check and `.orig` backup as `edit(_:)`.
  func editConstant(_ request: ConstantEditRequest) async throws(DesignerRequestError) -> EditResult {
    let cell = try SizeClassCell(width: request.width, height: request.height)
    guard !request.id.isEmpty else { throw .badRequest("the edit names no constraint (id)") }
    if let constant = request.constant, !constant.isFinite || abs(constant) > 1e7 {
      throw .badRequest("constant \(constant) is not a number of points between -10000000 and 10000000")
    }
    let isBase = cell.pair == .any
    if isBase, request.constant == nil {
      throw .badRequest("Any/Any is the constraint's own constant: it can be changed, not removed")
    }
    let (entry, loaded) = try loadUnchanged(request.doc, version: request.version)
    var document = loaded.document
    guard let element = document.element(withID: request.id) else {
      throw .notFound("\(entry.displayPath) has no object with id '\(request.id)'")
    }
    guard element.name == "constraint" else {
      throw .badRequest("\(entry.displayPath): <\(element.name) id=\"\(request.id)\"> is not a constraint, so it has no constant")
    }
    do {
      if isBase, let constant = request.constant {
        try document.modifyElement(ofObjectWithID: request.id) { constraint in
          Self.setBaseConstant(constant, on: &constraint)
        }
      } else {
        try document.setVariationAttribute(
          "constant", to: request.constant.map(Self.variationNumber), forObjectWithID: request.id,
          variation: cell.variationKey)
      }
    } catch {
      throw .failed("\(entry.displayPath): the constant could not be set: \(error)")
    }
    let label =
      request.constant.map { "constant \(Self.number($0)) in \(cell.pair) for \(request.id)" }
      ?? "remove the \(cell.pair) constant of \(request.id)"
    return try await save(document, entry: entry, loaded: loaded, label: label)
  }

  /// The attributes Xcode writes before `constant` on a constraint; `constant` follows the last of
  /// them present (then come `symbolic`, `placeholder`, `identifier`, `id`).
  static let attributesBeforeConstant: Set<String> = [
    "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "priority",
  ]

  /// Writes the base constant in Xcode's place and spelling. A constant typed over the system
  /// spacing is no longer the system spacing, so `symbolic` goes, as Xcode drops it.
  static func setBaseConstant(_ constant: Double, on constraint: inout IBXMLElement) {
    guard (constraint.double("constant") ?? 0) != constant else { return }
    var attributes = constraint.attributes.filter { $0.name != "constant" && $0.name != "symbolic" }
    if constant != 0 {
      let position = (attributes.lastIndex { attributesBeforeConstant.contains($0.name) }).map { $0 + 1 } ?? 0
      attributes.insert(IBXMLAttribute(name: "constant", value: number(constant)), at: position)
    }
    // The document notices the changed start tag and writes only this element afresh.
    constraint.attributes = attributes
  }

  /// A constant as Xcode writes it in a variation: whole numbers without a fraction (`20`), zero
  /// as `0.0` (an absent attribute would mean "no override"; Xcode spells zero `0.0` in frames
  /// too — its spelling in a constraint variation is unconfirmed, no corpus file has one).
  static func variationNumber(_ value: Double) -> String {
    value == 0 ? "0.0" : number(value)
  }
}
