@testable import AdaptiveKit
import Testing

/// The engine's keys for system constraints compare and hash by rule (each rule its own key),
/// not by the rules' raw-value names.
@Suite struct SystemConstraintRuleKeyTests {
  static let rules: [SystemConstraintRule] = [
    .rootLeft, .rootTop, .fittingWidth, .fittingHeight, .rootWidth, .rootHeight, .autoresizingX, .autoresizingY,
    .autoresizingWidth, .autoresizingHeight, .contentLeft, .contentTop, .contentWidth, .contentHeight,
    .nonnegativeWidth, .intrinsicCompressionH, .intrinsicHuggingH, .nonnegativeHeight, .intrinsicCompressionV,
    .intrinsicHuggingV, .seedX, .seedY, .seedWidth, .seedHeight,
  ]

  @Test func everyRuleIsItsOwnKey() {
    #expect(Set(Self.rules).count == Self.rules.count)
    for (i, a) in Self.rules.enumerated() {
      for (j, b) in Self.rules.enumerated() { #expect((a == b) == (i == j)) }
      #expect(SystemConstraintRule(rawValue: a.rawValue) == a)
    }
  }

  @Test func keysOfOneViewDifferByRule() {
    let view = ObjectIdentifier(SystemConstraintRuleKeyTests.Marker())
    let keys = Self.rules.map { ConstraintKey.system(view, $0) }
    #expect(Set(keys).count == Self.rules.count)
    var lookup: [ConstraintKey: SystemConstraintRule] = [:]
    for (key, rule) in zip(keys, Self.rules) { lookup[key] = rule }
    for (key, rule) in zip(keys, Self.rules) { #expect(lookup[key] == rule) }
  }

  final class Marker {}
}
