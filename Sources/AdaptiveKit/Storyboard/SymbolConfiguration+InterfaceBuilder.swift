import Foundation
import InterfaceBuilder

extension UIImage.SymbolConfiguration {
  /// The configuration a `<preferredSymbolConfiguration>` element describes: `configurationType`
  /// `pointSize` (with `pointSize`) or `font` (a text style's `<fontDescription>` follows Dynamic
  /// Type, any other font is fixed), plus `scale` and `weight`. Values Interface Builder never
  /// writes are reported in `problems` (one each, starting with its line:column) and left unspecified.
  static func interfaceBuilder(
    _ element: IBXMLElement, contentSizeCategory: String, problems: inout [String]
  ) -> UIImage.SymbolConfiguration {
    var configuration = UIImage.SymbolConfiguration.unspecified
    switch element["configurationType"] {
    case "pointSize":
      if let size = element.double("pointSize"), size > 0, size.isFinite {
        configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(size))
      } else {
        problems.append("\(element.location): symbol configuration without a usable pointSize")
      }
    case "font":
      if let description = element.child(key: "fontDescription", named: "fontDescription") {
        if let style = description["style"] {
          configuration = UIImage.SymbolConfiguration(textStyle: UIFont.TextStyle(rawValue: style))
        } else {
          var attributes: [String: String] = [:]
          for attribute in description.attributes { attributes[attribute.name] = attribute.value }
          configuration = UIImage.SymbolConfiguration(
            font: UIFont.interfaceBuilderFont(attributes: attributes, contentSizeCategory: contentSizeCategory))
        }
      } else {
        problems.append("\(element.location): font symbol configuration without a fontDescription")
      }
    case nil: break
    case let other?: problems.append("\(element.location): unknown symbol configurationType \"\(other)\"")
    }
    if let name = element["scale"] {
      if let scale = UIImage.SymbolScale.interfaceBuilderCase(named: name) {
        configuration = configuration.applying(UIImage.SymbolConfiguration(scale: scale))
      } else {
        problems.append("\(element.location): unknown symbol scale \"\(name)\"")
      }
    }
    if let name = element["weight"] {
      if let weight = UIImage.SymbolWeight.interfaceBuilderCase(named: name) {
        configuration = configuration.applying(UIImage.SymbolConfiguration(weight: weight))
      } else {
        problems.append("\(element.location): unknown symbol weight \"\(name)\"")
      }
    }
    return configuration
  }
}

extension StoryboardLoad {
  /// The image an image view or button names, in either of Interface Builder's spellings
  /// (`image="…" catalog="system"` attributes or an `<imageReference key="image">` with its
  /// `symbolScale` and `renderingMode`): an SF Symbol when the catalog is `system`, else the
  /// bundle's image. Nil when the element names no image.
  package func image(in element: IBXMLElement, key: String = "image") -> UIImage? {
    let reference = element.child(key: key, named: "imageReference")
    guard let name = reference?["image"] ?? element[key] else { return nil }
    let catalog = reference?["catalog"] ?? element["catalog"]
    guard catalog == "system" else { return image(named: name, at: element.location) }
    var problems: [String] = []
    let symbol = UIImage.interfaceBuilderSymbol(in: element, key: key, problems: &problems)
    problems.forEach(reportSymbolProblem)
    return symbol
  }

  /// The `<preferredSymbolConfiguration key=…>` of `element`, if it has one.
  package func preferredSymbolConfiguration(
    of element: IBXMLElement, key: String = "preferredSymbolConfiguration", contentSizeCategory: String
  ) -> UIImage.SymbolConfiguration? {
    guard let child = element.child(key: key, named: "preferredSymbolConfiguration") else { return nil }
    var problems: [String] = []
    let configuration = UIImage.SymbolConfiguration.interfaceBuilder(
      child, contentSizeCategory: contentSizeCategory, problems: &problems)
    problems.forEach(reportSymbolProblem)
    return configuration
  }

  /// Whether `element` names an SF Symbol (`catalog="system"`, on it or its `<imageReference>`).
  package static func namesSystemSymbol(_ element: IBXMLElement, key: String = "image") -> Bool {
    let reference = element.child(key: key, named: "imageReference")
    return (reference?["image"] ?? element[key]) != nil && (reference?["catalog"] ?? element["catalog"]) == "system"
  }

  private func reportSymbolProblem(_ problem: String) {
    AdaptiveKitLog.shared.report(.storyboard, "\(fileName):\(problem)")
  }
}

extension UIImage {
  /// The SF Symbol an element names (`image="…" catalog="system"`, or an `<imageReference
  /// key=…>` with its `symbolScale` and `renderingMode`); nil when it names no symbol. Needs no
  /// bundle: symbols come with the system. Names that are not symbols and unknown scales are
  /// reported in `problems`.
  package static func interfaceBuilderSymbol(
    in element: IBXMLElement, key: String = "image", problems: inout [String]
  ) -> UIImage? {
    let reference = element.child(key: key, named: "imageReference")
    guard let name = reference?["image"] ?? element[key],
      (reference?["catalog"] ?? element["catalog"]) == "system"
    else { return nil }
    var configuration = UIImage.SymbolConfiguration.unspecified
    if let scaleName = reference?["symbolScale"] {
      if let scale = UIImage.SymbolScale.interfaceBuilderCase(named: scaleName) {
        configuration = UIImage.SymbolConfiguration(scale: scale)
      } else {
        problems.append("\(element.location): unknown symbolScale \"\(scaleName)\"")
      }
    }
    guard let symbol = UIImage(systemName: name, withConfiguration: configuration) else {
      problems.append("\(element.location): \"\(name)\" is not an SF Symbol name")
      return nil
    }
    switch reference?["renderingMode"] {
    case "template": return symbol.withRenderingMode(.alwaysTemplate)
    case "original": return symbol.withRenderingMode(.alwaysOriginal)
    default: return symbol
    }
  }
}
