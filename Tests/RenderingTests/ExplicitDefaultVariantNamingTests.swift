import AdaptiveKit
import Foundation
import Rendering
import Testing

/// A variant that asks only for the device's fixed defaults (`--layout-direction ltr`,
/// `--content-size L`, `--contrast normal`) names its files as the device default does: no
/// trailing dash (`scene_iPhone-15-portrait.svg`, not `…-portrait-.svg`). Light is named: a
/// document whose canvas previews dark draws differently in it.
@Suite struct ExplicitDefaultVariantNamingTests {
  static let plain = RenderConfiguration(device: Device.named("iPhone 15")!, orientation: .portrait)

  @Test(arguments: [
    TraitVariant(layoutDirection: .leftToRight), TraitVariant(preferredContentSizeCategory: .large),
    TraitVariant(accessibilityContrast: .normal),
    TraitVariant(preferredContentSizeCategory: .large, layoutDirection: .leftToRight, accessibilityContrast: .normal),
  ])
  func explicitDefaultsAddNothingToTheName(variant: TraitVariant) {
    let configuration = Self.plain.with(variant)
    #expect(configuration.slug == "iPhone-15-portrait")
    #expect(configuration.description == Self.plain.description)
  }

  @Test func aNamedTraitStillFollowsTheDevice() {
    let variant = TraitVariant(userInterfaceStyle: .light, layoutDirection: .rightToLeft)
    #expect(Self.plain.with(variant).slug == "iPhone-15-portrait-light-rtl")
  }

  @Test func matricesHoldAnExplicitDefaultOnceAsTheDevicesOwn() throws {
    var ltr = TraitMatrix()
    try ltr.addLayoutDirection("ltr")
    #expect(ltr.variants == [.deviceDefault])
    // `default` and the twelve sizes: Large is the default itself, not a second file of that name.
    var sizes = TraitMatrix()
    try sizes.addVariants(named: "default")
    try sizes.addVariants(named: "dynamic-type")
    let names = sizes.variants.map { Self.plain.with($0).slug }
    #expect(names.count == 12)
    #expect(Set(names).count == names.count, "\(names)")
    #expect(!names.contains { $0.hasSuffix("-") })
  }
}
