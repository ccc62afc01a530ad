import InterfaceBuilder

/// One `.colorset` folder read: its variants by idiom, appearance and gamut, as a dynamic color.
final class CatalogColorSet: Sendable {
  let name: String
  let color: UIColor?
  /// Whether the variant a light appearance picks is written in Display P3 (Xcode keeps a
  /// document's copy of the colour in the set's space).
  let isDisplayP3: Bool
  let diagnostics: [Diagnostic]

  init(folder: URL, name: String) {
    self.name = name
    let (variants, problems) = CatalogColorSet.load(folder: folder)
    diagnostics = problems
    guard !variants.isEmpty else {
      color = nil
      isDisplayP3 = false
      return
    }
    let traits = variants.map(\.traits)
    let colors = variants.map(\.color)
    let light = VariantTraits(UITraitCollection(userInterfaceStyle: .light)).completedForLookup()
    isDisplayP3 = variants[VariantMatcher.closestIndex(of: traits, for: light) ?? 0].isDisplayP3
    color = UIColor(catalogName: name) { collection in
      let query = VariantTraits(collection).completedForLookup()
      return VariantMatcher.closestIndex(of: traits, for: query).map { colors[$0] } ?? colors[0]
    }
  }

  private static func load(folder: URL) -> ([(traits: VariantTraits, color: UIColor, isDisplayP3: Bool)], [Diagnostic]) {
    let contentsFile = folder.appendingPathComponent("Contents.json")
    let json: [String: Any]
    switch CatalogJSON.read(contentsFile) {
    case .success(let value): json = value
    case .failure(let diagnostic): return ([], [diagnostic])
    }
    guard let entries = json["colors"] as? [[String: Any]] else {
      return ([], [Diagnostic(
        ruleID: "assets.json-invalid", severity: .error, file: contentsFile.path,
        message: "a color set's Contents.json needs a \"colors\" array")])
    }
    var variants: [(VariantTraits, UIColor, Bool)] = []
    var problems: [Diagnostic] = []
    for (index, entry) in entries.enumerated() {
      func problem(_ text: String) {
        problems.append(Diagnostic(
          ruleID: "assets.color-invalid", severity: .error, file: contentsFile.path, message: "color \(index): \(text)"))
      }
      let traits: VariantTraits
      switch CatalogSlot.read(entry) {
      case .traits(let value): traits = value
      case .otherPlatform: continue
      case .invalid(let text):
        problem(text)
        continue
      }
      guard let value = entry["color"] as? [String: Any] else {
        problem("no \"color\" object")
        continue
      }
      switch CatalogColorValue.read(value) {
      case .success(let color): variants.append((traits, color, value["color-space"] as? String == "display-p3"))
      case .failure(let error): problem(error.message)
      }
    }
    return (variants, problems)
  }
}

/// The `color` object of a color set entry: components in a color space, or a system color.
enum CatalogColorValue {
  struct Problem: Error { let message: String }

  static func read(_ value: [String: Any]) -> Result<UIColor, Problem> {
    if let reference = value["reference"] as? String {
      guard let color = UIColor.systemColor(named: reference) else {
        return .failure(Problem(message: "unknown system color reference \"\(reference)\""))
      }
      return .success(color)
    }
    let space = value["color-space"] as? String ?? "srgb"
    guard let components = value["components"] as? [String: Any] else {
      return .failure(Problem(message: "no \"components\" object"))
    }
    func component(_ key: String, isAlpha: Bool = false) -> CGFloat? {
      let raw: String
      if let text = components[key] as? String { raw = text } else if let number = components[key] as? Double { raw = "\(number)" } else { return nil }
      return parseComponent(raw, isAlpha: isAlpha)
    }
    guard let alpha = component("alpha", isAlpha: true) else { return .failure(Problem(message: "missing or unreadable alpha")) }
    switch space {
    case "gray-gamma-22", "extended-gray":
      guard let white = component("white") else { return .failure(Problem(message: "missing or unreadable white")) }
      return .success(UIColor(white: white, alpha: alpha))
    case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3":
      guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
        return .failure(Problem(message: "missing or unreadable red, green or blue"))
      }
      // AdaptiveKit's colours hold sRGB components: a P3 colour is converted, not reinterpreted.
      if space == "display-p3" { return .success(UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)) }
      return .success(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    default:
      return .failure(Problem(message: "unknown color-space \"\(space)\""))
    }
  }

  /// Xcode writes components as floats (`"0.500"`), hexadecimal bytes (`"0x80"`) or 8-bit
  /// integers (`"128"`). A bare integer alpha is a float (Xcode writes alpha as `"1.000"`, but
  /// hand-written catalogs say `"1"`).
  static func parseComponent(_ text: String, isAlpha: Bool) -> CGFloat? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasPrefix("0x") {
      guard let byte = Int(trimmed.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
      return CGFloat(byte) / 255
    }
    if !trimmed.contains("."), let integer = Int(trimmed) {
      if isAlpha { return (0...1).contains(integer) ? CGFloat(integer) : nil }
      return (0...255).contains(integer) ? CGFloat(integer) / 255 : nil
    }
    guard let value = Double(trimmed), value.isFinite else { return nil }
    return CGFloat(value)
  }
}
