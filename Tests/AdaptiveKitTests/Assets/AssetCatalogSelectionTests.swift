import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Asset catalog image sets: the variant for a trait collection")
struct AssetCatalogSelectionTests {
  func image(_ name: String, scale: CGFloat, idiom: UIUserInterfaceIdiom = .phone,
             _ more: @escaping (inout any UIMutableTraits) -> Void = { _ in }) -> UIImage? {
    UIImage(named: name, in: ImageFixtures.catalogBundle, compatibleWith: ImageFixtures.traits(scale: scale, idiom: idiom, more))
  }

  /// The worked examples of behaviour reference §7.3 (variants Any/Any @1x–3x, wC/Any @2x @3x):
  /// the compact artwork is 22 points, the full-size one 44.
  @Test("The reference's worked examples on real devices and multitasking sizes", arguments: [
    ("iPhone 8", UIInterfaceOrientation.portrait, nil as MultitaskingWindow.Mode?, CGFloat(22), CGFloat(2)),
    ("iPhone 8", .landscapeLeft, nil, 22, 2),
    ("iPhone 8 Plus", .landscapeLeft, nil, 44, 3),
    ("iPhone 8 Plus", .portrait, nil, 22, 3),
    ("iPad Air 2", .landscapeLeft, nil, 44, 2),
    ("iPad Air 2", .landscapeLeft, .slideOver, 22, 2),
  ])
  func workedExamples(device: String, orientation: UIInterfaceOrientation, mode: MultitaskingWindow.Mode?,
                      points: CGFloat, scale: CGFloat) throws {
    let simulator = Simulator(device: try #require(Device.named(device)), orientation: orientation)
    if let mode { #expect(simulator.resizeWindow(to: mode)) }
    let traits = simulator.window.traitCollection
    let star = try #require(UIImage(named: "Rating", in: ImageFixtures.catalogBundle, compatibleWith: traits))
    #expect(star.size == CGSize(width: points, height: points))
    #expect(star.scale == scale)
  }

  @Test("Without traits the main screen's are used; an unknown name gives nil")
  func mainScreenAndMissing() throws {
    _ = Simulator(device: try #require(Device.named("iPhone 8 Plus")))
    let star = try #require(UIImage(named: "Rating", in: ImageFixtures.catalogBundle, compatibleWith: nil))
    #expect(star.scale == 3)
    #expect(star.size == CGSize(width: 22, height: 22))
    #expect(UIImage(named: "NoSuchImage", in: ImageFixtures.catalogBundle, compatibleWith: nil) == nil)
  }

  @Test("After a rotation, lookups without traits follow the main screen's new size classes")
  func mainScreenAfterRotation() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8 Plus")))
    simulator.rotate(to: .landscapeLeft)
    let star = try #require(UIImage(named: "Rating", in: ImageFixtures.catalogBundle, compatibleWith: nil))
    #expect(star.size == CGSize(width: 44, height: 44))
    simulator.rotate(to: .portrait)
    #expect(UIImage(named: "Rating", in: ImageFixtures.catalogBundle, compatibleWith: nil)?.size == CGSize(width: 22, height: 22))
  }

  @Test("Missing scales fall back: a 1x screen takes the 1x slot; compact 1x takes the smallest larger")
  func scaleFallback() throws {
    let regular = try #require(image("Rating", scale: 1) { $0.horizontalSizeClass = .regular })
    #expect(regular.scale == 1)
    #expect(regular.size == CGSize(width: 44, height: 44))
    let compact = try #require(image("Rating", scale: 1) { $0.horizontalSizeClass = .compact })
    #expect(compact.scale == 2)
    #expect(compact.size == CGSize(width: 22, height: 22))
  }

  @Test("Dark appearance, then dark with increased contrast, choose their slots")
  func appearances() throws {
    #expect(image("Moon", scale: 2)?.size == CGSize(width: 10, height: 10))
    #expect(image("Moon", scale: 2) { $0.userInterfaceStyle = .light }?.size == CGSize(width: 10, height: 10))
    #expect(image("Moon", scale: 2) { $0.userInterfaceStyle = .dark }?.size == CGSize(width: 11, height: 11))
    let contrast = image("Moon", scale: 2) {
      $0.userInterfaceStyle = .dark
      $0.accessibilityContrast = .high
    }
    #expect(contrast?.size == CGSize(width: 13, height: 13))
    #expect(image("Moon", scale: 2) { $0.accessibilityContrast = .high }?.size == CGSize(width: 10, height: 10))
  }

  @Test("Idiom slots beat universal; other idioms fall back to universal")
  func idioms() {
    #expect(image("Device", scale: 2, idiom: .phone)?.size == CGSize(width: 20, height: 20))
    #expect(image("Device", scale: 2, idiom: .pad)?.size == CGSize(width: 30, height: 30))
    #expect(image("Device", scale: 2, idiom: .tv)?.size == CGSize(width: 5, height: 5))
  }

  @Test("Language direction and display gamut slots")
  func directionAndGamut() {
    #expect(image("Arrow", scale: 2)?.size.width == 8)
    #expect(image("Arrow", scale: 2) { $0.layoutDirection = .rightToLeft }?.size.width == 9)
    #expect(image("Sunset", scale: 2)?.size.width == 15)
    #expect(image("Sunset", scale: 2) { $0.displayGamut = .P3 }?.size.width == 16)
    #expect(image("Sunset", scale: 2) { $0.displayGamut = .SRGB }?.size.width == 15)
  }

  @Test("Single-scale vector PDF serves every scale; template rendering intent gives a template")
  func vectorTemplate() throws {
    for scale in [CGFloat(1), 2, 3] {
      let glyph = try #require(image("Glyph", scale: scale))
      #expect(glyph.size == CGSize(width: 30, height: 20))
      #expect(glyph.scale == scale)
      #expect(glyph.renderingMode == .alwaysTemplate)
    }
  }

  @Test("Folders providing a namespace prefix names; plain groups do not")
  func namespaces() throws {
    #expect(image("Icons/Gear", scale: 2)?.size == CGSize(width: 12, height: 12))
    #expect(image("Gear", scale: 2) == nil)
    #expect(image("Circle", scale: 2)?.size == CGSize(width: 14, height: 14))
    let catalog = try AssetCatalog(contentsOf: ImageFixtures.catalogURL)
    #expect(catalog.imageNames == ["Arrow", "Circle", "Device", "Glyph", "Icons/Gear", "Moon", "Rating", "Sunset"])
    #expect(catalog.colorNames == ["Accent", "Link", "Shadow"])
    #expect(catalog.appIconNames == ["AppIcon"])
  }

  @Test("Catalog images carry their asset: other variants and configurations round-trip")
  func assetRoundTrip() throws {
    let star = try #require(image("Rating", scale: 2) { $0.horizontalSizeClass = .compact })
    let asset = try #require(star.imageAsset)
    #expect(star.traitCollection.horizontalSizeClass == .compact)
    #expect(star.traitCollection.displayScale == 2)
    let regular = asset.image(with: ImageFixtures.traits(scale: 3, idiom: .phone) { $0.horizontalSizeClass = .regular })
    #expect(regular.size == CGSize(width: 44, height: 44))
    #expect(regular.scale == 3)
    let configured = star.withConfiguration(UIImage.Configuration(traitCollection: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(configured.size == CGSize(width: 44, height: 44))
    #expect(configured.configuration?.traitCollection?.horizontalSizeClass == .regular)
    #expect(configured.imageAsset === asset)
    let back = configured.withConfiguration(UITraitCollection(horizontalSizeClass: .compact).imageConfiguration)
    #expect(back.size == CGSize(width: 22, height: 22))
  }
}
