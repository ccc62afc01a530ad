import AdaptiveKit
import Testing

/// Trait collections are equal exactly when no trait changed between them: equality is compared
/// field by field (without building the set of changed traits), and must agree with that set.
@Suite("Trait collection equality agrees with the changed traits")
struct TraitEqualityTests {
  static func collections() -> [UITraitCollection] {
    [
      UITraitCollection(),
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(displayScale: 3),
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(preferredContentSizeCategory: .large),
      UITraitCollection(preferredContentSizeCategory: .extraLarge),
      UITraitCollection { $0[ThemeTrait.self] = .monochrome },
      UITraitCollection { $0[ThemeTrait.self] = .standard },
      UITraitCollection { $0[ContainedInSettingsTrait.self] = true },
      UITraitCollection {
        $0[ThemeTrait.self] = .monochrome
        $0[ContainedInSettingsTrait.self] = true
      },
      UITraitCollection {
        $0.horizontalSizeClass = .compact
        $0[ThemeTrait.self] = .monochrome
      },
    ]
  }

  @Test("Every pair: equal exactly when no trait changed, and only with itself")
  func pairs() {
    let collections = Self.collections()
    for (index, a) in collections.enumerated() {
      for (otherIndex, b) in collections.enumerated() {
        #expect((a == b) == a.changedTraits(from: b).isEmpty)
        #expect((a == b) == (index == otherIndex))
      }
    }
  }

  @Test("Collections built apart with the same traits are equal")
  func builtApart() {
    let first = UITraitCollection {
      $0.horizontalSizeClass = .compact
      $0[ThemeTrait.self] = .monochrome
    }
    let second = UITraitCollection(horizontalSizeClass: .compact).modifyingTraits { $0[ThemeTrait.self] = .monochrome }
    #expect(first == second)
    #expect(first.changedTraits(from: second).isEmpty)
  }
}
