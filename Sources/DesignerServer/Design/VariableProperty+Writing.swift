import Foundation
import InterfaceBuilder

extension VariableProperty {
  /// Writes `value` as the base (Any/Any) value on `element`, as Xcode does: an attribute at its
  /// default is left out; a font keeps its description and changes its size; a colour replaces
  /// the element with its key where it stood.
  func setBase(_ value: String, on element: inout IBXMLElement, colors: ColorChoices) throws(PropertyWriteProblem) {
    switch storage {
    case .attribute(let name, let defaultValue):
      if value == defaultValue || element[name] != nil {
        element.setAttribute(name, to: value == defaultValue ? nil : value)
      } else {
        let earlier = Self.attributesBefore[name] ?? []
        let position = (element.attributes.lastIndex { earlier.contains($0.name) }).map { $0 + 1 } ?? 0
        element.attributes.insert(IBXMLAttribute(name: name, value: value), at: position)
      }
    case .fontSize:
      guard let index = element.children.firstIndex(where: { $0.element?.key == "fontDescription" }),
        case .element(var font) = element.children[index], font["pointSize"] != nil
      else { throw PropertyWriteProblem("the font is a text style or not written; only a sized font can vary here") }
      font.setAttribute("pointSize", to: value)
      element.children[index] = .element(font)
    case .color(let key):
      let color = try Self.colorElement(key: key, value: value, colors: colors)
      if let index = element.children.firstIndex(where: { $0.element?.key == key }) {
        element.children[index] = .element(color)
      } else {
        let before = element.children.firstIndex { node in
          guard let name = node.element?.name else { return false }
          return name == "variation" || name == "connections"
        }
        element.children.insert(.element(color), at: before ?? element.children.count)
      }
    }
  }

  /// Writes `value` (nil removes it) as the override of `key`'s cell: an attribute of the
  /// `<variation>`, or a copy of the base element with the new value inside it. A variation left
  /// empty is removed; a new one goes among the others in key order, else before the element's
  /// `<connections>`, as Xcode places it.
  func setOverride(
    _ value: String?, key: IBVariationKey, on element: inout IBXMLElement, colors: ColorChoices
  ) throws(PropertyWriteProblem) {
    var position = element.children.firstIndex { $0.element?.name == "variation" && $0.element?.key == key.rawValue }
    if position == nil {
      guard value != nil else { return }
      position = Self.insertVariation(key, into: &element)
    }
    guard let position, case .element(var variation) = element.children[position] else { return }
    switch storage {
    case .attribute(let name, _):
      variation.setAttribute(name, to: value)
    case .fontSize:
      variation.children.removeAll { $0.element?.key == "fontDescription" }
      if let value {
        guard var font = element.child(key: "fontDescription"), font["pointSize"] != nil else {
          throw PropertyWriteProblem("the font is a text style or not written; only a sized font can vary here")
        }
        font.setAttribute("pointSize", to: value)
        variation.children.append(.element(Self.fresh(font)))
      }
    case .color(let key):
      variation.children.removeAll { $0.element?.key == key }
      if let value { variation.children.append(.element(try Self.colorElement(key: key, value: value, colors: colors))) }
    }
    if variation.children.allSatisfy({ $0.element == nil }) && variation.attributes.allSatisfy({ $0.name == "key" }) {
      element.children.remove(at: position)
    } else {
      element.children[position] = .element(variation)
    }
  }

  /// The attributes Xcode writes before each varying attribute (`hidden` comes first of all, as
  /// in `<label hidden="YES" opaque="NO" …>`; a stack view writes axis, distribution, alignment,
  /// spacing after its content mode).
  static let attributesBefore: [String: Set<String>] = {
    let stackStart: Set<String> = ["opaque", "clipsSubviews", "multipleTouchEnabled", "contentMode", "semanticContentAttribute"]
    return [
      "hidden": [],
      "axis": stackStart,
      "distribution": stackStart.union(["axis"]),
      "alignment": stackStart.union(["axis", "distribution"]),
      "spacing": stackStart.union(["axis", "distribution", "alignment"]),
    ]
  }()

  /// The `<color key=…>` Xcode writes for `value`: sRGB components for `#rrggbb`, `name=` for a
  /// named colour, `systemColor=` for a system colour.
  static func colorElement(key: String, value: String, colors: ColorChoices) throws(PropertyWriteProblem) -> IBXMLElement {
    guard let pick = colors.pick(value) else {
      throw PropertyWriteProblem("'\(value)' is not a colour written #rrggbb, a named colour of the document or a system colour")
    }
    return ColorChoices.colorElement(key: key, pick: pick)
  }

  /// A colour component as Xcode writes one: whole values as `0.0`/`1`, others in full.
  static func componentText(_ value: Double) -> String {
    value == 0 ? "0.0" : value == 1 ? "1" : String(value)
  }

  /// A copy of an element taken from the file, to be written as new text elsewhere.
  static func fresh(_ element: IBXMLElement) -> IBXMLElement {
    IBXMLElement(name: element.name, attributes: element.attributes, children: element.children.map { node in
      if case .element(let child) = node { return .element(fresh(child)) }
      return node
    })
  }

  /// Inserts an empty `<variation key=…>` where Xcode puts it (as `IBDocument.setMask` does);
  /// returns its child index.
  static func insertVariation(_ key: IBVariationKey, into element: inout IBXMLElement) -> Int {
    let variation = IBXMLNode.element(IBXMLElement("variation", ["key": key.rawValue]))
    let existing = element.children.indices.filter { element.children[$0].element?.name == "variation" }
    let position: Int
    if let last = existing.last {
      position = existing.first { IBVariationKey(rawValue: element.children[$0].element?.key ?? "") > key } ?? (last + 1)
    } else {
      position =
        element.children.firstIndex { node in
          guard let child = node.element else { return false }
          return child.name == "connections" || (child.name == "point" && child.key == "canvasLocation")
        } ?? element.children.count
    }
    element.children.insert(variation, at: position)
    return position
  }
}

/// Why a property value could not be written, in words.
struct PropertyWriteProblem: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
