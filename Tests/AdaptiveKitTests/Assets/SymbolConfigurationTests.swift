import AdaptiveKit
import Foundation
import Testing

/// Symbol configurations combine as UIKit documents: `applying(_:)` lets the other
/// configuration's specified values replace this one's, and symbol images always carry one.
@Suite("Symbol configurations combine as UIKit documents")
struct SymbolConfigurationTests {
  typealias Configuration = UIImage.SymbolConfiguration

  @Test("Applying replaces the values the other configuration specifies and keeps the rest")
  func applying() {
    let base = Configuration(pointSize: 20, weight: .bold, scale: .small)
    #expect(base.applying(Configuration(scale: .large)) == Configuration(pointSize: 20, weight: .bold, scale: .large))
    #expect(base.applying(Configuration(weight: .light)) == Configuration(pointSize: 20, weight: .light, scale: .small))
    #expect(base.applying(Configuration.unspecified) == base)
    #expect(base.applying(nil) == base)
  }

  @Test("A text style or font replaces a point size, and the other way round")
  func sizeSources() {
    let textStyle = Configuration(pointSize: 20).applying(Configuration(textStyle: .title1))
    #expect(textStyle == Configuration(textStyle: .title1))
    let points = Configuration(textStyle: .title1).applying(Configuration(pointSize: 12))
    #expect(points == Configuration(pointSize: 12))
    let font = UIFont.systemFont(ofSize: 30)
    #expect(Configuration(pointSize: 12).applying(Configuration(font: font)) == Configuration(font: font))
  }

  @Test("Applying keeps the receiver's class and combines traits")
  func traits() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let combined = Configuration(pointSize: 20).applying(UIImage.Configuration(traitCollection: dark))
    #expect(type(of: combined) == Configuration.self)
    #expect(combined.traitCollection?.userInterfaceStyle == .dark)
    #expect(combined.withTraitCollection(nil) == Configuration(pointSize: 20))
  }

  @Test("The configurationWithout… methods remove one value each")
  func removing() {
    let full = Configuration(pointSize: 20, weight: .bold, scale: .large)
    #expect(full.configurationWithoutScale() == Configuration(pointSize: 20, weight: .bold, scale: .unspecified))
    #expect(full.configurationWithoutWeight() == Configuration(pointSize: 20, weight: .unspecified, scale: .large))
    #expect(full.configurationWithoutPointSizeAndWeight() == Configuration(scale: .large))
    let styled = Configuration(textStyle: .body, scale: .small)
    #expect(styled.configurationWithoutTextStyle() == Configuration(scale: .small))
    #expect(styled.configurationWithoutPointSizeAndWeight() == styled)
  }

  @Test("Equal configurations hash alike; different ones are unequal")
  func equality() {
    #expect(Configuration(pointSize: 20, weight: .bold).hash == Configuration(pointSize: 20, weight: .bold).hash)
    #expect(Configuration(pointSize: 20).isEqual(to: Configuration(pointSize: 20)))
    #expect(Configuration(pointSize: 20) != Configuration(pointSize: 21))
    #expect(Configuration(weight: .bold) != Configuration(scale: .large))
    #expect(Configuration.unspecified != UIImage.Configuration(traitCollection: nil))
  }

  @Test("Symbol weights match the system font's weights")
  func weights() {
    #expect(UIImage.SymbolWeight.regular.fontWeight() == .regular)
    #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
    #expect(UIImage.SymbolWeight.black.fontWeight() == .black)
    #expect(UIImage.SymbolWeight.allCases.count == 10)
    #expect(UIImage.SymbolScale.default.rawValue == -1)
  }

  @Test("A symbol image always has a symbol configuration; other images have none")
  func imageConfigurations() throws {
    let symbol = try #require(UIImage(systemName: "gear"))
    #expect(symbol.isSymbolImage)
    #expect(symbol.symbolConfiguration == Configuration.unspecified)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let traited = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.Configuration(traitCollection: dark)))
    #expect(traited.symbolConfiguration?.traitCollection?.userInterfaceStyle == .dark)
    #expect(UIImage().symbolConfiguration == nil)
    #expect(!UIImage().isSymbolImage)
  }

  @Test("withConfiguration re-sizes a symbol and keeps what the new configuration leaves out")
  func withConfiguration() throws {
    let bold = try #require(UIImage(systemName: "gear", withConfiguration: Configuration(pointSize: 20, weight: .bold)))
    let bigger = bold.withConfiguration(Configuration(pointSize: 40))
    #expect(bigger.symbolConfiguration == Configuration(pointSize: 40, weight: .bold))
    #expect(bigger.size.width > bold.size.width)
    #expect(bigger.isSymbolImage)
    #expect(bigger.withRenderingMode(.alwaysTemplate).size == bigger.size)
    #expect(UIImage(systemName: "gear") == UIImage(systemName: "gear"))
    #expect(bigger != bold)
  }
}
