import Foundation
import InterfaceBuilder

/// Resolves an Interface Builder subtree for one size-class pair: subviews and constraints not
/// installed there are removed, the matching `<variation>` values replace the base ones (least
/// specific first, so the most specific wins), and the variations themselves are dropped. The
/// result describes the scene as UIKit instantiates it in that environment, so the layout
/// builder can treat it as Any/Any.
enum VariationResolver {
  /// The element with every variation applied for `width` × `height`.
  static func resolve(_ element: IBXMLElement, width: IBSizeClass, height: IBSizeClass) -> IBXMLElement {
    var result = element
    let variations = element.children(named: "variation").map(IBVariation.init)
      .filter { $0.variationKey.matches(widthClass: width, heightClass: height) }
      .sorted { $0.variationKey.specificity < $1.variationKey.specificity }
    var excluded: Set<String> = []
    for variation in variations {
      for mask in variation.masks {
        for entry in mask.entries {
          if entry.isIncluded { excluded.remove(entry.reference) } else { excluded.insert(entry.reference) }
        }
      }
      for attribute in variation.attributeOverrides {
        if let index = result.attributes.firstIndex(where: { $0.name == attribute.name }) {
          result.attributes[index].value = attribute.value
        } else {
          result.attributes.append(IBXMLAttribute(name: attribute.name, value: attribute.value))
        }
      }
      for override in variation.elementOverrides {
        let index = result.children.firstIndex {
          guard let child = $0.element else { return false }
          return override.key != nil ? child.key == override.key : child.name == override.name
        }
        if let index { result.children[index] = .element(override) } else { result.children.append(.element(override)) }
      }
    }
    result.children = result.children.compactMap { node in
      guard let child = node.element else { return node }
      if child.name == "variation" { return nil }
      if child.name == "subviews" || child.name == "constraints" {
        var list = child
        list.children = list.children.filter { node in
          guard let item = node.element else { return true }
          return item.id.map { !excluded.contains($0) } ?? true
        }
        list.children = list.children.map { node in
          node.element.map { .element(resolve($0, width: width, height: height)) } ?? node
        }
        return .element(list)
      }
      return .element(resolve(child, width: width, height: height))
    }
    return result
  }
}
