/// A colour in any of the encodings Interface Builder writes (format notes §9).
public struct IBColor: Equatable, Sendable {
  /// How the colour is specified.
  public enum Value: Equatable, Sendable {
    /// Explicit `<nil key=…/>`: use the class default.
    case none
    /// A grey: `white=` `alpha=`.
    case white(Double, alpha: Double)
    /// An RGB colour: `red=` `green=` `blue=` `alpha=`.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// An iOS 13 system colour (`systemColor=`, or Xcode 11's `xcode11CocoaTouchSystemColor=`), such as `systemBackgroundColor`.
    case system(String)
    /// A pre-iOS 13 UIColor class colour (`cocoaTouchSystemColor=`), such as `darkTextColor`.
    case cocoaTouchSystem(String)
    /// An asset-catalog colour (`name=`); the fallback is in the document's resources.
    case named(String)
  }

  /// The property the colour sets (`backgroundColor`, `textColor`, …), when written with a key.
  public var key: String?
  /// The colour.
  public var value: Value
  /// The `colorSpace` attribute (`calibratedWhite`, `calibratedRGB`, `deviceRGB`, `custom`).
  public var colorSpace: String?
  /// The `customColorSpace` attribute (`sRGB`, `displayP3`, `genericGamma22GrayColorSpace`, …).
  public var customColorSpace: String?
  /// Inline fallback components written beside a system or catalogue colour, when present.
  public var fallback: Value?
  /// For `xcode11CocoaTouchSystemColor` colours: the pre-iOS 13 `cocoaTouchSystemColor` fallback.
  public var cocoaTouchFallback: String?

  /// Creates a colour.
  public init(
    key: String? = nil, value: Value, colorSpace: String? = nil, customColorSpace: String? = nil,
    fallback: Value? = nil, cocoaTouchFallback: String? = nil
  ) {
    self.key = key
    self.value = value
    self.colorSpace = colorSpace
    self.customColorSpace = customColorSpace
    self.fallback = fallback
    self.cocoaTouchFallback = cocoaTouchFallback
  }

  /// Reads a `<color>` element or a `<nil key=…>` element.
  public init?(_ element: IBXMLElement?) {
    guard let element else { return nil }
    if element.name == "nil" {
      self.init(key: element.key, value: .none)
      return
    }
    guard element.name == "color" else { return nil }
    let components = IBColor.components(element)
    let value: Value
    var fallback: Value?
    var cocoaTouchFallback: String?
    if let system = element["xcode11CocoaTouchSystemColor"] ?? element["systemColor"] {
      value = .system(system)
      fallback = components
      cocoaTouchFallback = element["xcode11CocoaTouchSystemColor"] != nil ? element["cocoaTouchSystemColor"] : nil
    } else if let cocoa = element["cocoaTouchSystemColor"] {
      value = .cocoaTouchSystem(cocoa)
      fallback = components
    } else if let name = element["name"] {
      value = .named(name)
      fallback = components
    } else if let components {
      value = components
    } else {
      return nil
    }
    self.init(
      key: element.key, value: value, colorSpace: element["colorSpace"],
      customColorSpace: element["customColorSpace"], fallback: fallback,
      cocoaTouchFallback: cocoaTouchFallback)
  }

  private static func components(_ element: IBXMLElement) -> Value? {
    if let white = element.double("white") {
      return .white(white, alpha: element.double("alpha") ?? 1)
    }
    if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
      return .rgb(
        red: element.double("red") ?? 0, green: element.double("green") ?? 0,
        blue: element.double("blue") ?? 0, alpha: element.double("alpha") ?? 1)
    }
    return nil
  }

  /// Components written in this colour's space as sRGB ones: Xcode writes a colour picked in
  /// Display P3 (`customColorSpace="displayP3"`) with P3 components, which UIKit converts.
  public func sRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
    customColorSpace == Self.displayP3Space ? DisplayP3.sRGB(red: red, green: green, blue: blue) : (red, green, blue)
  }

  /// The `customColorSpace` Xcode writes for Display P3 components.
  public static let displayP3Space = "displayP3"

  /// Red, green, blue and alpha in sRGB (0…1, or beyond it for Display P3 colours outside
  /// sRGB's gamut), using inline fallbacks and the document's `<resources>` for system and named
  /// colours; `nil` for `.none` and for colours with no known components.
  public func rgba(resources: IBResources? = nil) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
    func resolve(_ value: Value?) -> (Double, Double, Double, Double)? {
      switch value {
      case .white(let white, let alpha): return (white, white, white, alpha)
      case .rgb(let red, let green, let blue, let alpha):
        let converted = sRGB(red: red, green: green, blue: blue)
        return (converted.red, converted.green, converted.blue, alpha)
      default: return nil
      }
    }
    if let direct = resolve(value) { return direct }
    if let inline = resolve(fallback) { return inline }
    switch value {
    case .system(let name):
      return resources?.systemColors.first { $0.name == name }?.color?.rgba()
    case .named(let name):
      return resources?.namedColors.first { $0.name == name }?.color?.rgba()
    default:
      return nil
    }
  }
}
