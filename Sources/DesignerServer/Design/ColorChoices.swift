import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The colours the inspector offers beside `#rrggbb`: the document's named colours (its
/// `<namedColor>` resources, copies of the app's asset catalog colours) and UIKit's system
/// colours, and how Xcode writes a pick of each (`name=` / `systemColor=` on the `<color>`, with a
/// `<systemColor>` resource holding the light value).
struct ColorChoices: Sendable {
  /// UIKit's system and semantic colours by the names storyboards use, in the order of Xcode's
  /// colour menu: tints, grays, then label, fill, background and separator colours.
  static let systemColorNames = [
    "systemBlueColor", "systemBrownColor", "systemCyanColor", "systemGreenColor", "systemIndigoColor", "systemMintColor",
    "systemOrangeColor", "systemPinkColor", "systemPurpleColor", "systemRedColor", "systemTealColor", "systemYellowColor",
    "systemGrayColor", "systemGray2Color", "systemGray3Color", "systemGray4Color", "systemGray5Color", "systemGray6Color",
    "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "linkColor", "placeholderTextColor",
    "systemFillColor", "secondarySystemFillColor", "tertiarySystemFillColor", "quaternarySystemFillColor",
    "systemBackgroundColor", "secondarySystemBackgroundColor", "tertiarySystemBackgroundColor",
    "systemGroupedBackgroundColor", "secondarySystemGroupedBackgroundColor", "tertiarySystemGroupedBackgroundColor",
    "separatorColor", "opaqueSeparatorColor",
  ]

  /// What a colour value names.
  enum Pick: Equatable {
    case components([Double])
    case named(String)
    case system(String)
  }

  /// The document's named colours, in the order of its resources, then the colour sets of the
  /// asset catalogs beside it that the document does not hold yet, by name.
  let namedColors: [String]
  /// The asset catalogs' colour sets (for the `<namedColor>` copy a newly used one needs).
  let catalog: CatalogColors

  /// The choices of the document whose root element is `root`, with the colour sets of `catalog`.
  init(root: IBXMLElement, catalog: CatalogColors = .none) {
    let own = root.elements(in: "resources").filter { $0.name == "namedColor" }.compactMap { $0["name"] }
    let held = Set(own)
    namedColors = own + catalog.names.filter { !held.contains($0) }
    self.catalog = catalog
  }

  /// What `value` picks: `#rrggbb`, one of the document's named colours (first, as the app's own
  /// asset wins over a system colour of the same name), or a system colour; nil for anything else.
  func pick(_ value: String) -> Pick? {
    if let components = VariableProperty.components(ofHex: value) { return .components(components) }
    if namedColors.contains(value) { return .named(value) }
    if Self.systemColorNames.contains(value) { return .system(value) }
    return nil
  }

  /// The `<color key=…>` element Xcode writes for `pick`.
  static func colorElement(key: String, pick: Pick) -> IBXMLElement {
    switch pick {
    case .components(let components):
      return IBXMLElement(
        "color",
        [
          "key": key, "red": VariableProperty.componentText(components[0]), "green": VariableProperty.componentText(components[1]),
          "blue": VariableProperty.componentText(components[2]), "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB",
        ])
    case .named(let name): return IBXMLElement("color", ["key": key, "name": name])
    case .system(let name): return IBXMLElement("color", ["key": key, "systemColor": name])
    }
  }

  /// `<systemColor name=…>` with the colour's light value as Xcode 11+ stores it: pure black and
  /// white in the gray colour space, others as sRGB components written to 17 significant digits.
  @MainActor
  static func systemColorResource(_ name: String) -> IBXMLElement? {
    guard let color = UIColor.systemColor(named: name) else { return nil }
    let (red, green, blue, alpha) = lightComponents(of: color)
    let value: IBXMLElement
    if red == green, green == blue, red == 0 || red == 1, alpha == 1 {
      value = IBXMLElement(
        "color", ["white": xcodeNumber(red), "alpha": "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"])
    } else {
      value = sRGBElement(red, green, blue, alpha)
    }
    return IBXMLElement(name: "systemColor", attributes: [IBXMLAttribute(name: "name", value: name)], children: [.element(value)])
  }

  /// A colour's components in the light appearance, as a resource stores them.
  @MainActor
  static func lightComponents(of color: UIColor) -> (Double, Double, Double, Double) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return (Double(red), Double(green), Double(blue), Double(alpha))
  }

  /// A resource's `<color>` in sRGB, components spelled as Xcode spells them.
  static func sRGBElement(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> IBXMLElement {
    IBXMLElement(
      "color",
      [
        "red": xcodeNumber(red), "green": xcodeNumber(green), "blue": xcodeNumber(blue), "alpha": xcodeNumber(alpha),
        "colorSpace": "custom", "customColorSpace": "sRGB",
      ])
  }

  /// Decimal places a converted component keeps: asset catalogs write at most ten
  /// (`0.5502335107`), and rounding there drops the conversion's floating-point residue, so a
  /// set's `1.000, 0.000` comes back as `1`, `0.0`.
  static let convertedComponentDecimals = 10.0

  /// A resource's `<color>` in Display P3, from sRGB components (converted by `DisplayP3`).
  static func displayP3Element(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> IBXMLElement {
    let p3 = DisplayP3.displayP3(red: red, green: green, blue: blue)
    let scale = pow(10, convertedComponentDecimals)
    func rounded(_ value: Double) -> String {
      let kept = (value * scale).rounded() / scale
      return xcodeNumber(kept == 0 ? 0 : kept)
    }
    return IBXMLElement(
      "color",
      [
        "red": rounded(p3.red), "green": rounded(p3.green), "blue": rounded(p3.blue),
        "alpha": xcodeNumber(alpha), "colorSpace": "custom", "customColorSpace": IBColor.displayP3Space,
      ])
  }

  /// A number as Xcode writes colour components: `0.0`, `1`, else 17 significant digits
  /// (`0.47843137254901963`, `0.59999999999999998`).
  static func xcodeNumber(_ value: Double) -> String {
    value == 0 ? "0.0" : value == 1 ? "1" : String(format: "%.17g", value)
  }

  /// The named colours `root`'s elements use (`name="…"` on a `<color>` outside the resources).
  static func namedColorsUsed(in root: IBXMLElement) -> Set<String> {
    var result: Set<String> = []
    func visit(_ element: IBXMLElement) {
      if element.name == "resources" { return }
      if element.name == "color", let name = element["name"] { result.insert(name) }
      for child in element.elements { visit(child) }
    }
    visit(root)
    return result
  }

  /// Brings `root`'s `<namedColor>` copies in line with an edit, as Xcode does on save: a copy of
  /// each catalog colour the edit started using that the document lacks (in name order among the
  /// others, before the system colours), and none for a catalog colour it stopped using. A named
  /// colour no catalog beside the document has stays: its copy is the only record of its value.
  @MainActor
  func reconcileNamedColors(in root: inout IBXMLElement, usedBefore: Set<String>) {
    let usedAfter = Self.namedColorsUsed(in: root)
    let held = Set(root.elements(in: "resources").filter { $0.name == "namedColor" }.compactMap { $0["name"] })
    let added = usedAfter.subtracting(held).filter { catalog.catalogs[$0] != nil }.sorted()
    let dropped = usedBefore.subtracting(usedAfter).intersection(held).filter { catalog.catalogs[$0] != nil }
    let resources = added.compactMap { catalog.resource(named: $0) }
    Self.updateResources(in: &root, kind: "namedColor", adding: resources, dropping: dropped) { element, name in
      element.name == "systemColor" || (element.name == "namedColor" && (element["name"] ?? "") > name)
    }
  }

  /// Removes the `<kind name=…>` resources named in `dropped` and inserts `added` (each before
  /// the first resource `precedes(resource, addedName)` says it goes before, else after the last),
  /// making `<resources>` at the end of the document when there is none and removing it when an
  /// edit leaves it empty; a resource already present is not added again.
  static func updateResources(
    in root: inout IBXMLElement, kind: String, adding added: [IBXMLElement], dropping dropped: Set<String>,
    precedes: (IBXMLElement, String) -> Bool
  ) {
    guard !added.isEmpty || !dropped.isEmpty else { return }
    var index = root.children.firstIndex { $0.element?.name == "resources" }
    if index == nil, !added.isEmpty {
      let end = (root.children.lastIndex { $0.element != nil }).map { $0 + 1 } ?? root.children.count
      root.children.insert(.element(IBXMLElement("resources", [:])), at: end)
      index = end
    }
    guard let index, case .element(var resources) = root.children[index] else { return }
    resources.children.removeAll { node in
      guard let element = node.element, element.name == kind, let name = element["name"] else { return false }
      return dropped.contains(name)
    }
    for resource in added {
      let name = resource["name"] ?? ""
      guard !resources.children.contains(where: { $0.element?.name == kind && $0.element?["name"] == name }) else { continue }
      let position =
        resources.children.firstIndex { node in node.element.map { precedes($0, name) } ?? false }
        ?? ((resources.children.lastIndex { $0.element != nil }).map { $0 + 1 } ?? resources.children.count)
      resources.children.insert(.element(resource), at: position)
    }
    if resources.children.allSatisfy({ $0.element == nil }) {
      root.children.remove(at: index)
    } else {
      root.children[index] = .element(resources)
    }
  }

  /// The system colours `root`'s elements use (`systemColor="…"` on any `<color>`).
  static func systemColorsUsed(in root: IBXMLElement) -> Set<String> {
    var result: Set<String> = []
    func visit(_ element: IBXMLElement) {
      if element.name == "color", let name = element["systemColor"] { result.insert(name) }
      for child in element.elements { visit(child) }
    }
    visit(root)
    return result
  }

  /// Brings `root`'s `<systemColor>` resources in line with an edit, as Xcode does on save: a
  /// resource for each system colour the edit started using (in name order among the others,
  /// after the images and named colours; `<resources>` made at the end of the document if
  /// missing), and none for one it stopped using. Resources the edit did not concern stay as they are.
  @MainActor
  static func reconcileResources(in root: inout IBXMLElement, usedBefore: Set<String>) {
    let usedAfter = systemColorsUsed(in: root)
    let added = usedAfter.subtracting(usedBefore).sorted().compactMap(systemColorResource)
    updateResources(in: &root, kind: "systemColor", adding: added, dropping: usedBefore.subtracting(usedAfter)) { element, name in
      element.name == "systemColor" && (element["name"] ?? "") > name
    }
  }
}
