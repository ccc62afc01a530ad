/// A `<variation key=…>`: the values of its parent object that differ in one size-class configuration.
///
/// Overrides come in two forms, both kept: attributes on the variation element itself
/// (`constant="10"`, `axis="vertical"`, `hidden="YES"`) and child elements written like the base
/// values (`fontDescription`, `rect key="frame"`, `color`, …). Installation masks are `masks`.
public struct IBVariation: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a `<variation>` element.
  public init(element: IBXMLElement) { self.element = element }

  /// The parsed key.
  public var variationKey: IBVariationKey { IBVariationKey(rawValue: element.key ?? "") }

  /// Installation masks, in order.
  public var masks: [IBMask] { element.children(named: "mask").map(IBMask.init) }

  /// The mask for `target`, if present.
  public func mask(_ target: IBMask.Target) -> IBMask? { masks.first { $0.target == target } }

  /// Attribute overrides (every attribute but `key`), in order.
  public var attributeOverrides: [IBXMLAttribute] { element.attributes.filter { $0.name != "key" } }

  /// Child-element overrides (every child but masks), in order.
  public var elementOverrides: [IBXMLElement] { element.elements.filter { $0.name != "mask" } }

  /// The override of attribute `name`, if the variation sets it.
  public func overriddenAttribute(_ name: String) -> String? { name == "key" ? nil : element[name] }

  /// The overriding child element whose `key` is `key` (`fontDescription`, `frame`, …).
  public func overriddenElement(key: String) -> IBXMLElement? { element.child(key: key) }

  /// A constraint constant override (`constant=`).
  public var constant: Double? { element.double("constant") }
  /// A font override.
  public var font: IBFont? { IBFont(element.elements.first { $0.name == "fontDescription" }) }
  /// A frame override (Xcode 6–7 per-size-class frames, usually with `misplaced="YES"`).
  public var frame: IBRect? { IBRect(element.child(key: "frame", named: "rect")) }
  /// A `hidden=` override.
  public var isHidden: Bool? { element.bool("hidden") }
}
