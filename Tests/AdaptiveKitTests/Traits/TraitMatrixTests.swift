import Foundation
import Testing

@testable import AdaptiveKit

/// Trait options read into variants: values per trait crossed, named matrices, names, errors.
@Suite struct TraitMatrixTests {
  @Test func repeatedValuesFormTheCrossProduct() throws {
    var matrix = TraitMatrix()
    try matrix.addAppearance("light")
    try matrix.addAppearance("DARK")
    try matrix.addContentSize("L")
    try matrix.addContentSize("accessibilityExtraExtraExtraLarge")
    try matrix.addLayoutDirection("rtl")
    #expect(matrix.variants.map(\.slug) == ["light-rtl", "light-AX5-rtl", "dark-rtl", "dark-AX5-rtl"])
  }

  @Test func nothingAskedIsTheDeviceDefault() {
    #expect(TraitMatrix().variants == [.deviceDefault])
    #expect(TraitVariant.deviceDefault.slug == "")
    #expect(TraitVariant.deviceDefault.description == "default")
  }

  @Test func namedMatrices() throws {
    var matrix = TraitMatrix()
    try matrix.addVariants(named: "accessibility")
    let variants = matrix.variants
    #expect(variants.count == 10)
    #expect(variants.allSatisfy { $0.preferredContentSizeCategory?.isAccessibilityCategory == true })
    #expect(Set(variants.compactMap(\.userInterfaceStyle)) == [.light, .dark])
    var all = TraitMatrix()
    try all.addVariants(named: "all")
    #expect(all.variants.count == 8)
    #expect(all.variants.contains { $0.slug == "dark-AX5-rtl" })
    for name in TraitMatrix.namedOrder { #expect(TraitMatrix.named[name]?.isEmpty == false, "\(name)") }
  }

  @Test func explicitValuesOverrideANamedMatrix() throws {
    var matrix = TraitMatrix()
    try matrix.addVariants(named: "dark")
    try matrix.addVariants(named: "rtl")
    try matrix.addRelease("17")
    #expect(matrix.variants.map(\.slug) == ["dark-ios17", "rtl-ios17"])
  }

  @Test(arguments: [
    ("XS", "UICTContentSizeCategoryXS"), ("xxxl", "UICTContentSizeCategoryXXXL"),
    ("AX1", "UICTContentSizeCategoryAccessibilityM"), ("AX5", "UICTContentSizeCategoryAccessibilityXXXL"),
    ("extraLarge", "UICTContentSizeCategoryXL"), ("UIContentSizeCategoryMedium", "UICTContentSizeCategoryM"),
    ("UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityL"),
  ])
  func contentSizeNames(text: String, rawValue: String) {
    #expect(UIContentSizeCategory(name: text)?.rawValue == rawValue)
  }

  @Test func shortNamesRoundTrip() {
    for category in UIContentSizeCategory.allCategories {
      #expect(UIContentSizeCategory(name: category.shortName) == category)
      #expect(UIContentSizeCategory(name: category.swiftName) == category)
    }
  }

  @Test func badValuesListTheAcceptedOnes() {
    var matrix = TraitMatrix()
    #expect(throws: TraitVariantError(option: "appearance", value: "dim", accepted: ["light", "dark"])) {
      try matrix.addAppearance("dim")
    }
    #expect(throws: TraitVariantError(option: "layout-direction", value: "up", accepted: ["ltr", "rtl"])) {
      try matrix.addLayoutDirection("up")
    }
    #expect(throws: TraitVariantError(option: "contrast", value: "max", accepted: ["normal", "high"])) {
      try matrix.addContrast("max")
    }
    let size = failure { (matrix: inout TraitMatrix) throws(TraitVariantError) in try matrix.addContentSize("AX6") }
    #expect(size?.description.hasPrefix("unknown content-size 'AX6'; expected one of: XS, S, M, L, XL, XXL, XXXL, AX1") == true)
    let release = failure { (matrix: inout TraitMatrix) throws(TraitVariantError) in try matrix.addRelease("6") }
    #expect(release?.accepted.first == "7")
    #expect(release?.accepted.last == "26")
    #expect(failure { (matrix: inout TraitMatrix) throws(TraitVariantError) in try matrix.addVariants(named: "sepia") }?.accepted == TraitMatrix.namedOrder)
  }

  /// The error `change` throws on an empty matrix, or nil when it throws none.
  private func failure(_ change: (inout TraitMatrix) throws(TraitVariantError) -> Void) -> TraitVariantError? {
    var matrix = TraitMatrix()
    do {
      try change(&matrix)
      return nil
    } catch {
      return error
    }
  }

  @Test func overridingKeepsTraitsTheOtherLeavesOut() throws {
    var defaults = TraitMatrix()
    try defaults.addAppearance("dark")
    try defaults.addLayoutDirection("rtl")
    var options = TraitMatrix()
    try options.addAppearance("light")
    let merged = defaults.overridden(by: options)
    #expect(merged.appearances == [.light])
    #expect(merged.layoutDirections == [.rightToLeft])
  }

  @Test @MainActor func simulatorAppliesAVariant() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 15")))
    simulator.apply(
      TraitVariant(
        userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge,
        layoutDirection: .rightToLeft, accessibilityContrast: .high, release: .iOS17))
    let view = UIView()
    simulator.window.addSubview(view)
    let traits = view.traitCollection
    #expect(traits.userInterfaceStyle == .dark)
    #expect(traits.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(traits.layoutDirection == .rightToLeft)
    #expect(traits.accessibilityContrast == .high)
    #expect(traits.uiKitRelease == .iOS17)
  }
}
