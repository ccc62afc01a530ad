/// A `<constraint>` with every default of format notes §6 applied.
public struct IBConstraint: IBElementBacked {
  /// The element.
  public let element: IBXMLElement
  /// The id of the view whose `<constraints>` list holds the constraint.
  public let ownerID: String?

  /// Wraps a `<constraint>` element owned by `ownerID`.
  public init(element: IBXMLElement, ownerID: String?) {
    self.element = element
    self.ownerID = ownerID
  }

  /// The first item's id: `firstItem`, or the owning view when absent.
  public var firstItemID: String? { element["firstItem"] ?? ownerID }
  /// The first attribute (`notAnAttribute` if the file omits it, which Xcode never does).
  public var firstAttribute: IBLayoutAttribute {
    element["firstAttribute"].map(IBLayoutAttribute.init(rawValue:)) ?? .notAnAttribute
  }
  /// The relation; `equal` when absent.
  public var relation: IBLayoutRelation {
    element["relation"].flatMap(IBLayoutRelation.init(rawValue:)) ?? .equal
  }
  /// The second item's id; `nil` for constant-only (size) constraints.
  public var secondItemID: String? { element["secondItem"] }
  /// The second attribute; `notAnAttribute` for constant-only constraints.
  public var secondAttribute: IBLayoutAttribute {
    element["secondAttribute"].map(IBLayoutAttribute.init(rawValue:)) ?? .notAnAttribute
  }
  /// The multiplier: 1 when absent; decimals, `a:b` and `a/b` ratios mean a ÷ b. Unreadable → 1;
  /// beyond `IBNumberLimits.maximumMultiplier` → that bound.
  public var multiplier: Double {
    element["multiplier"].flatMap(IBConstraint.parseMultiplier).map {
      IBNumberLimits.clamped($0, attribute: "multiplier", on: element.name)
    } ?? 1
  }
  /// The constant; 0 when absent.
  public var constant: Double { element.double("constant") ?? 0 }
  /// The priority; 1000 (required) when absent.
  public var priority: Double { element.double("priority") ?? 1000 }
  /// `symbolic="YES"`: the constant is the system standard spacing (the stored value is IB's).
  public var isStandardSpacing: Bool { element.bool("symbolic") ?? false }
  /// The constraint's identifier.
  public var identifier: String? { element["identifier"] }
  /// `placeholder="YES"`: removed at build time, never installed.
  public var isPlaceholder: Bool { element.bool("placeholder") ?? false }
  /// `type="default"`: an Xcode 4-era constraint IB generated itself.
  public var isAutomaticallyGenerated: Bool { element["type"] == "default" }

  /// The constant for a size-class environment: the base value, then matching `<variation
  /// constant=…>` overrides from least to most specific.
  public func constant(widthClass: IBSizeClass, heightClass: IBSizeClass) -> Double {
    var value = constant
    for variation in variations.sorted(by: { $0.variationKey.specificity < $1.variationKey.specificity })
    where variation.variationKey.matches(widthClass: widthClass, heightClass: heightClass) {
      if let override = variation.constant { value = override }
    }
    return value
  }

  /// Parses `0.5`, `16:9` or `1/3` (the last two mean a ÷ b); `nil` when unreadable or dividing by 0.
  public static func parseMultiplier(_ text: String) -> Double? {
    if let value = Double(text) { return value.isFinite ? value : nil }
    for separator in [":", "/"] as [Character] {
      let parts = text.split(separator: separator, omittingEmptySubsequences: false)
      if parts.count == 2,
        let numerator = Double(parts[0].trimmingSpaces()), let denominator = Double(parts[1].trimmingSpaces()),
        denominator != 0, (numerator / denominator).isFinite
      {
        return numerator / denominator
      }
    }
    return nil
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
