import AdaptiveKit
import Foundation
import Testing

@Suite("Colors resolve per trait collection: system colors and catalog color sets")
struct DynamicColorTests {
  func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    traits.performAsCurrent { color.getRed(&r, green: &g, blue: &b, alpha: &a) }
    return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
  }

  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)
  static let darkHighContrast = UITraitCollection { $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high }
  static let lightHighContrast = UITraitCollection { $0.userInterfaceStyle = .light; $0.accessibilityContrast = .high }

  func bytes(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> [CGFloat] {
    [r, g, b].map { (CGFloat($0) / 255 * 1000).rounded() / 1000 } + [a]
  }

  @Test("System blue: light, dark and the increased-contrast values")
  func systemBlue() {
    #expect(rgba(.systemBlue, Self.light) == bytes(0, 122, 255))
    #expect(rgba(.systemBlue, Self.dark) == bytes(10, 132, 255))
    #expect(rgba(.systemBlue, Self.lightHighContrast) == bytes(0, 64, 221))
    #expect(rgba(.systemBlue, Self.darkHighContrast) == bytes(64, 156, 255))
    #expect(rgba(.systemBlue, UITraitCollection()) == bytes(0, 122, 255))
  }

  @Test("Semantic colors: labels and backgrounds flip; elevated dark backgrounds are lighter")
  func semantic() {
    #expect(rgba(.label, Self.light) == [0, 0, 0, 1])
    #expect(rgba(.label, Self.dark) == [1, 1, 1, 1])
    #expect(rgba(.secondaryLabel, Self.dark) == bytes(235, 235, 245, 0.6))
    #expect(rgba(.systemBackground, Self.dark) == [0, 0, 0, 1])
    let elevated = UITraitCollection { $0.userInterfaceStyle = .dark; $0.userInterfaceLevel = .elevated }
    #expect(rgba(.systemBackground, elevated) == bytes(28, 28, 30))
    #expect(rgba(.systemGray6, Self.dark) == bytes(28, 28, 30))
    #expect(rgba(.separator, Self.light) == bytes(60, 60, 67, 0.29))
    #expect(rgba(.lightText, Self.dark) == [1, 1, 1, 0.6])
  }

  @Test("resolvedColor(with:) and UIColor(dynamicProvider:)")
  func dynamicProvider() {
    let color = UIColor { $0.horizontalSizeClass == .compact ? .red : .blue }
    #expect(color.resolvedColor(with: UITraitCollection(horizontalSizeClass: .compact)) == .red)
    #expect(color.resolvedColor(with: UITraitCollection(horizontalSizeClass: .regular)) == .blue)
    #expect(UIColor.systemRed.resolvedColor(with: Self.dark) == UIColor(red: 1, green: 69.0 / 255, blue: 58.0 / 255, alpha: 1))
  }

  @Test("A catalog color set: float, hexadecimal and 8-bit components, dark and high-contrast slots")
  func catalogColor() throws {
    let accent = try #require(UIColor(named: "Accent", in: ImageFixtures.catalogBundle, compatibleWith: nil))
    #expect(rgba(accent, Self.light) == [0.2, 0.4, 0.6, 1])
    #expect(rgba(accent, Self.dark) == bytes(0x80, 0xC0, 0xFF))
    #expect(rgba(accent, Self.darkHighContrast) == [1, 1, 1, 1])
    let fixed = try #require(UIColor(named: "Accent", in: ImageFixtures.catalogBundle, compatibleWith: Self.dark))
    #expect(rgba(fixed, Self.light) == bytes(0x80, 0xC0, 0xFF))
  }

  @Test("Gray color sets, system color references, and a missing name")
  func otherColorSets() throws {
    let shadow = try #require(UIColor(named: "Shadow", in: ImageFixtures.catalogBundle, compatibleWith: nil))
    #expect(rgba(shadow, Self.light) == [0.25, 0.25, 0.25, 0.5])
    let link = try #require(UIColor(named: "Link", in: ImageFixtures.catalogBundle, compatibleWith: nil))
    #expect(rgba(link, Self.dark) == bytes(10, 132, 255))
    #expect(UIColor(named: "NoSuchColor", in: ImageFixtures.catalogBundle, compatibleWith: nil) == nil)
  }
}
