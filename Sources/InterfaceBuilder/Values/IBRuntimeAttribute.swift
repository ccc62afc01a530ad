/// A user-defined runtime attribute (`<userDefinedRuntimeAttribute type= keyPath= [value=]>`), §15.
public struct IBRuntimeAttribute: Equatable, Sendable {
  /// The decoded value.
  public enum Value: Equatable, Sendable {
    /// `type="boolean"`.
    case boolean(Bool)
    /// `type="number"` with a `<real>`/`<integer>` child or a `value=` attribute.
    case number(Double)
    /// `type="string"`.
    case string(String)
    /// `type="localizedString"`.
    case localizedString(String)
    /// `type="point"`.
    case point(IBPoint)
    /// `type="size"`.
    case size(IBSize)
    /// `type="rect"`.
    case rect(IBRect)
    /// `type="range"`.
    case range(location: Int, length: Int)
    /// `type="color"`.
    case color(IBColor)
    /// `type="image"` (the image name).
    case image(String)
    /// `type="nil"`.
    case none
    /// A type or encoding the decoder does not know; see `element`.
    case unknown
  }

  /// The key path set on the object.
  public var keyPath: String
  /// The `type` attribute as written.
  public var type: String
  /// The value.
  public var value: Value
  /// The element, with its source location.
  public var element: IBXMLElement

  /// Reads a `<userDefinedRuntimeAttribute>` element.
  public init(_ element: IBXMLElement) {
    self.element = element
    keyPath = element["keyPath"] ?? ""
    type = element["type"] ?? ""
    let valueElement = element.child(key: "value")
    let text = element["value"] ?? valueElement?["value"]
    switch type {
    case "boolean":
      value = (element.bool("value") ?? valueElement?.bool("value")).map(Value.boolean) ?? .unknown
    case "number":
      value = text.flatMap(Double.init).map(Value.number) ?? .unknown
    case "string":
      value = .string(text ?? valueElement?.text ?? "")
    case "localizedString":
      value = .localizedString(text ?? valueElement?.text ?? "")
    case "point":
      value = IBPoint(valueElement).map(Value.point) ?? .unknown
    case "size":
      value = IBSize(valueElement).map(Value.size) ?? .unknown
    case "rect":
      value = IBRect(valueElement).map(Value.rect) ?? .unknown
    case "range":
      if let range = valueElement, range.name == "range" {
        value = .range(location: range.int("location") ?? 0, length: range.int("length") ?? 0)
      } else {
        value = .unknown
      }
    case "color":
      value = IBColor(valueElement).map(Value.color) ?? .unknown
    case "image":
      value = text.map(Value.image) ?? .unknown
    case "nil":
      value = .none
    default:
      value = .unknown
    }
  }
}
