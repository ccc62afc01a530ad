import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A property Interface Builder lets vary per size class (the "+" beside it in the Attributes
/// inspector), how its value is read and how Xcode writes it: as an attribute (on the element in
/// Any/Any, on the `<variation>` element in a cell) or as a child element (`fontDescription`, a
/// colour) repeated inside the `<variation>`.
///
/// The list follows what the corpora's `<variation>` elements hold — constants (527), fonts (13),
/// `hidden` (13), stack view `spacing` (10) and `axis` (4), a background colour (1) — plus the
/// stack view's alignment and distribution and a label's or text view's text colour, which
/// Xcode's inspector also offers "+" for (unconfirmed in a corpus file). A constraint's constant
/// and installed states have editors of their own.
struct VariableProperty: Sendable {
  /// Where the value lives.
  enum Storage: Sendable, Equatable {
    /// An attribute; `defaultValue` is what its absence means (Xcode leaves defaults out).
    case attribute(String, defaultValue: String)
    /// The point size of `<fontDescription key="fontDescription">`.
    case fontSize
    /// `<color key=…>` (absent or `<nil key=…/>`: the default).
    case color(key: String)
  }

  /// The control the page shows.
  enum Input: String, Codable, Sendable {
    case bool, number, choice, color
  }

  let name: String
  let title: String
  let storage: Storage
  let input: Input
  let choices: [String]

  static let hidden = VariableProperty(
    name: "hidden", title: "Hidden", storage: .attribute("hidden", defaultValue: "NO"), input: .bool, choices: ["NO", "YES"])
  static let backgroundColor = VariableProperty(
    name: "backgroundColor", title: "Background", storage: .color(key: "backgroundColor"), input: .color, choices: [])
  static let font = VariableProperty(name: "font", title: "Font size", storage: .fontSize, input: .number, choices: [])
  static let textColor = VariableProperty(
    name: "textColor", title: "Text Color", storage: .color(key: "textColor"), input: .color, choices: [])
  static let axis = VariableProperty(
    name: "axis", title: "Axis", storage: .attribute("axis", defaultValue: "horizontal"), input: .choice,
    choices: ["horizontal", "vertical"])
  static let spacing = VariableProperty(
    name: "spacing", title: "Spacing", storage: .attribute("spacing", defaultValue: "0.0"), input: .number, choices: [])
  static let alignment = VariableProperty(
    name: "alignment", title: "Alignment", storage: .attribute("alignment", defaultValue: "fill"), input: .choice,
    choices: ["fill", "top", "center", "bottom", "leading", "trailing", "firstBaseline", "lastBaseline"])
  static let distribution = VariableProperty(
    name: "distribution", title: "Distribution", storage: .attribute("distribution", defaultValue: "fill"), input: .choice,
    choices: ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])

  /// The properties `element` can vary, in the inspector's order.
  static func properties(of element: IBXMLElement, isView: Bool) -> [VariableProperty] {
    guard isView else { return [] }
    var result: [VariableProperty] = []
    switch element.name {
    case "label", "textField", "textView": result += [font, textColor]
    case "button": result += [font]
    case "stackView": result += [axis, spacing, alignment, distribution]
    default: break
    }
    return result + [hidden, backgroundColor]
  }

  /// The property called `name` of `element`, when it can vary.
  static func named(_ name: String, of element: IBXMLElement, isView: Bool) -> VariableProperty? {
    properties(of: element, isView: isView).first { $0.name == name }
  }

  // MARK: Reading

  /// The value in force for `pair`: the base, overridden by each applicable variation.
  func value(of element: IBXMLElement, in pair: IBSizeClassPair) -> String {
    let resolver = IBVariationResolver(pair)
    let view = IBView(element: element)
    switch storage {
    case .attribute(let name, let defaultValue):
      return resolver.attribute(name, of: view) ?? defaultValue
    case .fontSize:
      return Self.fontValue(resolver.element(key: "fontDescription", of: view))
    case .color(let key):
      return Self.colorValue(resolver.element(key: key, of: view))
    }
  }

  /// The value a `<variation>` element sets, when it sets this property.
  func override(in variation: IBXMLElement) -> String? {
    switch storage {
    case .attribute(let name, _): return variation[name]
    case .fontSize: return variation.child(key: "fontDescription").map(Self.fontValue)
    case .color(let key): return variation.child(key: key).map(Self.colorValue)
    }
  }

  /// A font's point size, or its text style's name (text styles have no size to vary here).
  static func fontValue(_ font: IBXMLElement?) -> String {
    guard let font else { return "default" }
    if let size = font.double("pointSize") { return DesignerWorkspace.number(size) }
    return font["style"] ?? "default"
  }

  /// `#rrggbb` for a colour given by components, its name for a named or system colour,
  /// `default` for none.
  static func colorValue(_ color: IBXMLElement?) -> String {
    guard let color, color.name == "color" else { return "default" }
    func hex(_ component: Double) -> String {
      let byte = Int((min(max(component, 0), 1) * 255).rounded())
      return String(byte, radix: 16).leftPadding(to: 2)
    }
    if let red = color.double("red"), let green = color.double("green"), let blue = color.double("blue") {
      // The picker shows sRGB: a Display P3 colour (Xcode's P3 picks, P3 colour sets' copies) is converted.
      if color["customColorSpace"] == IBColor.displayP3Space {
        let converted = DisplayP3.sRGB(red: red, green: green, blue: blue)
        return "#" + hex(converted.red) + hex(converted.green) + hex(converted.blue)
      }
      return "#" + hex(red) + hex(green) + hex(blue)
    }
    if let white = color.double("white") { return "#" + String(repeating: hex(white), count: 3) }
    return color["systemColor"] ?? color["name"] ?? color["cocoaTouchSystemColor"] ?? "default"
  }

  // MARK: Checking

  /// Why `value` is not a value of this property, or nil when it is (`colors`: the named and
  /// system colours a colour may be besides `#rrggbb`).
  func problem(with value: String, colors: ColorChoices) -> String? {
    switch input {
    case .bool, .choice:
      return choices.contains(value) ? nil : "\(title) is one of \(choices.joined(separator: ", ")), not '\(value)'"
    case .number:
      guard let number = Double(value), number.isFinite, abs(number) <= Self.largestNumber else {
        return "\(title) must be a number of points, not '\(value)'"
      }
      if storage == .fontSize, number <= 0 { return "a font size must be above 0, not \(value)" }
      return nil
    case .color:
      return colors.pick(value) == nil
        ? "\(title) must be a colour written #rrggbb, a named colour of the document"
          + (colors.namedColors.isEmpty ? " (it has none)" : " (\(colors.namedColors.joined(separator: ", ")))")
          + " or a system colour such as labelColor, not '\(value)'"
        : nil
    }
  }

  /// The largest number of points accepted.
  static let largestNumber = 10_000.0

  /// The red, green and blue of `#rrggbb`, each 0…1.
  static func components(ofHex text: String) -> [Double]? {
    guard text.count == 7, text.first == "#", let value = Int(text.dropFirst(), radix: 16) else { return nil }
    return [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
  }
}

extension String {
  fileprivate func leftPadding(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
