/// An `<accessibility key="accessibilityConfiguration" …>` element.
public struct IBAccessibility: Equatable, Sendable {
  /// `isElement` from the `<bool key="isElement">` child or the attribute.
  public var isElement: Bool?
  /// The accessibility label.
  public var label: String?
  /// The accessibility hint.
  public var hint: String?
  /// The accessibility identifier.
  public var identifier: String?
  /// Trait names set to `YES` (`button`, `header`, `staticText`, …).
  public var traits: [String]
  /// The element.
  public var element: IBXMLElement

  /// Reads an `<accessibility>` element.
  public init?(_ element: IBXMLElement?) {
    guard let element, element.name == "accessibility" else { return nil }
    self.element = element
    isElement = element.bool("isElement") ?? element.child(key: "isElement")?.bool("value")
    label = element["label"]
    hint = element["hint"]
    identifier = element["identifier"]
    let traitsElement = element.elements.first { $0.name == "accessibilityTraits" || $0.name == "traits" }
    traits = traitsElement?.attributes.filter { $0.name != "key" && $0.value == "YES" }.map(\.name) ?? []
  }
}
