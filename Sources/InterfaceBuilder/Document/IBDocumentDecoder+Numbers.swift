extension IBDocumentDecoder {
  /// What is wrong with a numeric attribute and what is read instead, or `nil` when the value is
  /// a number within its `IBNumberLimits` range (or the attribute is not a checked number).
  ///
  /// The values read instead are the ones `IBXMLElement.double(_:)`, `int(_:)` and
  /// `IBConstraint.multiplier` give, so the message states what every command uses.
  static func numberProblem(_ attribute: IBXMLAttribute, of element: String) -> String? {
    guard let limit = IBNumberLimits.limit(of: attribute.name, on: element) else { return nil }
    let text = attribute.value
    // Made only for a message: every numeric attribute of a document comes through here.
    var subject: String { "attribute '\(attribute.name)' of <\(element)> is '\(text)'" }
    let value: Double?
    if attribute.name == "multiplier" {
      value = IBConstraint.parseMultiplier(text)
    } else if attribute.name.hasPrefix("placeholderIntrinsic"), text == "infinite" {
      return nil
    } else {
      value = Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
    guard let value else {
      let expected = attribute.name == "multiplier" ? "a finite number or a fraction with a non-zero denominator" : "a finite number"
      return "\(subject), not \(expected); it is read as absent: \(limit.whenAbsent)"
    }
    guard !limit.range.contains(value) else { return nil }
    let used = min(max(value, limit.range.lowerBound), limit.range.upperBound)
    return "\(subject), outside \(describe(limit.range.lowerBound))…\(describe(limit.range.upperBound)); it is read as \(describe(used))"
  }

  /// A bound as text: whole numbers without a fraction (`1000000`, not `1000000.0`).
  private static func describe(_ value: Double) -> String {
    value == value.rounded() && abs(value) <= IBNumberLimits.maximumCoordinate ? String(Int(value)) : String(value)
  }
}
