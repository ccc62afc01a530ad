/// Reading the trait components of one catalog slot (`idiom`, `scale`, `width-class`,
/// `height-class`, `appearances`, `display-gamut`, `language-direction`) into variant traits.
enum CatalogSlot {
  /// The slot's traits, or a reason to skip it: slots for other platforms (watch, marketing icons,
  /// device subtypes) are not UIKit lookups; unknown values are reported.
  enum Reading {
    case traits(VariantTraits)
    case otherPlatform
    case invalid(String)
  }

  static func read(_ slot: [String: Any]) -> Reading {
    var traits = VariantTraits()
    switch slot["idiom"] as? String ?? "universal" {
    case "universal": traits.idiom = .unspecified
    case "iphone": traits.idiom = .phone
    case "ipad": traits.idiom = .pad
    case "tv": traits.idiom = .tv
    case "car": traits.idiom = .carPlay
    case "mac": traits.idiom = .mac
    case "vision": traits.idiom = .vision
    case "watch", "ios-marketing", "watch-marketing", "mac-catalyst": return .otherPlatform
    case let other: return .invalid("unknown idiom \"\(other)\"")
    }
    if slot["subtype"] != nil || slot["memory"] != nil || slot["graphics-feature-set"] != nil { return .otherPlatform }
    if let scale = slot["scale"] as? String {
      guard let value = Double(scale.dropLast()), scale.hasSuffix("x"), value > 0 else { return .invalid("unknown scale \"\(scale)\"") }
      traits.scale = CGFloat(value)
    }
    for (key, keyPath) in [("width-class", \VariantTraits.horizontal), ("height-class", \VariantTraits.vertical)] {
      guard let value = slot[key] as? String else { continue }
      switch value {
      case "compact": traits[keyPath: keyPath] = .compact
      case "regular": traits[keyPath: keyPath] = .regular
      default: return .invalid("unknown \(key) \"\(value)\"")
      }
    }
    if let gamut = slot["display-gamut"] as? String {
      switch gamut {
      case "sRGB": traits.gamut = .SRGB
      case "display-P3": traits.gamut = .P3
      default: return .invalid("unknown display-gamut \"\(gamut)\"")
      }
    }
    if let direction = slot["language-direction"] as? String {
      switch direction {
      case "left-to-right": traits.direction = .leftToRight
      case "right-to-left": traits.direction = .rightToLeft
      default: return .invalid("unknown language-direction \"\(direction)\"")
      }
    }
    for appearance in slot["appearances"] as? [[String: Any]] ?? [] {
      let kind = appearance["appearance"] as? String ?? ""
      let value = appearance["value"] as? String ?? ""
      switch (kind, value) {
      case ("luminosity", "light"): traits.style = .light
      case ("luminosity", "dark"): traits.style = .dark
      case ("luminosity", "any"): traits.style = .unspecified
      case ("contrast", "high"): traits.contrast = .high
      case ("contrast", "normal"): traits.contrast = .normal
      default: return .invalid("unknown appearance \(kind)=\(value)")
      }
    }
    return .traits(traits)
  }

  /// The file a slot's `filename` names inside its set folder; nil when the name is not a plain
  /// file name (empty, `.`, `..`, or holding a `/`), so that a hostile `Contents.json` cannot
  /// make a lookup read `../../etc/passwd` or `/dev/zero`. Xcode only writes plain names.
  static func file(named name: String, in folder: URL) -> URL? {
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else { return nil }
    return folder.appendingPathComponent(name, isDirectory: false)
  }
}
