import AdaptiveKit
import Testing

enum Theme: Int { case standard, monochrome }

struct ThemeTrait: UITraitDefinition {
  static let defaultValue = Theme.standard
}

struct ContainedInSettingsTrait: UITraitDefinition {
  static let defaultValue = false
  static let name = "ContainedInSettings"
}

@Suite("Custom traits through UITraitDefinition (iOS 17)")
struct CustomTraitTests {
  @Test("An unset custom trait reads its default value")
  func defaultValue() {
    #expect(UITraitCollection()[ThemeTrait.self] == .standard)
  }

  @Test("Custom traits are set with mutations and compared by value")
  func setAndCompare() {
    let mono = UITraitCollection { $0[ThemeTrait.self] = .monochrome }
    #expect(mono[ThemeTrait.self] == .monochrome)
    #expect(mono == UITraitCollection { $0[ThemeTrait.self] = .monochrome })
    #expect(mono != UITraitCollection { $0[ThemeTrait.self] = .standard })
    #expect(mono.containsTraits(in: UITraitCollection { $0[ThemeTrait.self] = .monochrome }))
  }

  @Test("System traits are readable through their definition types")
  func systemDefinitions() {
    let traits = UITraitCollection(horizontalSizeClass: .compact)
    #expect(traits[UITraitHorizontalSizeClass.self] == .compact)
    #expect(traits[UITraitDisplayScale.self] == 0)
  }

  @Test("Custom traits appear in descriptions by name and survive combining")
  func describedAndCombined() {
    let settings = UITraitCollection { $0[ContainedInSettingsTrait.self] = true }
    let combined = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), settings])
    #expect(combined[ContainedInSettingsTrait.self])
    #expect(combined.description.contains("ContainedInSettings = true"))
  }
}
