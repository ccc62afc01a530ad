import AdaptiveKit
import Foundation
import Testing

@Suite("UIImageAsset: variants registered and removed on the fly")
struct ImageAssetRegistrationTests {
  /// A real PNG of the fixtures at a scale.
  func png(_ file: String, scale: CGFloat) throws -> UIImage {
    let data = try Data(contentsOf: ImageFixtures.imagesFolder.appendingPathComponent(file))
    return try #require(UIImage(data: data, scale: scale))
  }

  func traits(_ scale: CGFloat, _ idiom: UIUserInterfaceIdiom = .phone, width: UIUserInterfaceSizeClass = .unspecified) -> UITraitCollection {
    ImageFixtures.traits(scale: scale, idiom: idiom) { if width != .unspecified { $0.horizontalSizeClass = width } }
  }

  @Test("Register, look up, replace and unregister variants")
  func registerAndRemove() throws {
    let asset = UIImageAsset()
    let full = try png("Icon@2x.png", scale: 2)      // 10 pt
    let compact = try png("OnlySingle.png", scale: 2)  // 8 × 4 pt
    asset.register(full, with: traits(2))
    asset.register(compact, with: traits(2, width: .compact))
    #expect(asset.image(with: traits(2, width: .compact)).size == CGSize(width: 8, height: 4))
    #expect(asset.image(with: traits(2, width: .regular)).size == CGSize(width: 10, height: 10))

    // Registering equivalent traits replaces the variant.
    let bigger = try png("OnlyDouble@2x.png", scale: 2)  // 20 × 10 pt
    asset.register(bigger, with: traits(2, width: .compact))
    #expect(asset.image(with: traits(2, width: .compact)).size == CGSize(width: 20, height: 10))
    #expect(asset._registeredTraitCollections.count == 2)

    asset.unregisterImage(with: traits(2, width: .compact))
    #expect(asset.image(with: traits(2, width: .compact)).size == CGSize(width: 10, height: 10))
    asset.unregisterImage(with: traits(2))
    #expect(asset._registeredTraitCollections.isEmpty)
    #expect(asset.image(with: traits(2)).size == .zero)
  }

  @Test("A registration without scale or idiom is stored as scale 1, idiom unspecified")
  func registrationDefaults() throws {
    let asset = UIImageAsset()
    asset.register(try png("Icon.png", scale: 1), with: UITraitCollection(horizontalSizeClass: .compact))
    let stored = try #require(asset._registeredTraitCollections.first)
    #expect(stored.displayScale == 1)
    #expect(stored.userInterfaceIdiom == .unspecified)
    #expect(stored.horizontalSizeClass == .compact)
    // Unregistering with the same collection finds it.
    asset.unregisterImage(with: UITraitCollection(horizontalSizeClass: .compact))
    #expect(asset._registeredTraitCollections.isEmpty)
  }

  @Test("Scale choice within a group: exact, else the smallest larger, else the largest smaller")
  func scales() throws {
    let asset = UIImageAsset()
    asset.register(try png("Icon.png", scale: 1), with: traits(1))
    asset.register(try png("Icon@3x.png", scale: 3), with: traits(3))
    #expect(asset.image(with: traits(1)).scale == 1)
    #expect(asset.image(with: traits(2)).scale == 3)
    #expect(asset.image(with: traits(3)).scale == 3)
    asset.unregisterImage(with: traits(3))
    #expect(asset.image(with: traits(3)).scale == 1)
  }

  @Test("Exact idiom beats universal; size classes beat none; width beats height")
  func specificity() throws {
    let asset = UIImageAsset()
    asset.register(try png("Icon@2x.png", scale: 2), with: traits(2, .unspecified))  // 10 pt
    asset.register(try png("Icon@2x~ipad.png", scale: 2), with: traits(2, .pad))  // 12 pt
    asset.register(try png("OnlySingle.png", scale: 2), with: ImageFixtures.traits(scale: 2, idiom: .unspecified) {
      $0.verticalSizeClass = .compact
    })  // 8 × 4 pt
    asset.register(try png("OnlyDouble@2x.png", scale: 2), with: ImageFixtures.traits(scale: 2, idiom: .unspecified) {
      $0.horizontalSizeClass = .compact
    })  // 20 × 10 pt
    #expect(asset.image(with: traits(2, .pad)).size.width == 12)
    #expect(asset.image(with: traits(2, .phone)).size.width == 10)
    let compactBoth = ImageFixtures.traits(scale: 2, idiom: .phone) {
      $0.horizontalSizeClass = .compact
      $0.verticalSizeClass = .compact
    }
    #expect(asset.image(with: compactBoth).size.width == 20)
    let heightOnly = ImageFixtures.traits(scale: 2, idiom: .phone) {
      $0.horizontalSizeClass = .regular
      $0.verticalSizeClass = .compact
    }
    #expect(asset.image(with: heightOnly).size.width == 8)
    // On an iPad the idiom match outranks the size classes.
    #expect(asset.image(with: ImageFixtures.traits(scale: 2, idiom: .pad) { $0.horizontalSizeClass = .compact }).size.width == 12)
  }

  @Test("With nothing compatible, the closest variant is returned (UIKit's best match available)")
  func closestMatch() throws {
    let asset = UIImageAsset()
    asset.register(try png("Icon@2x~ipad.png", scale: 2), with: traits(2, .pad))
    #expect(asset.image(with: traits(2, .phone)).size.width == 12)
  }

  @Test("Images from an asset hold it; registered images are not kept alive by themselves")
  func ownership() throws {
    weak var weakAsset: UIImageAsset?
    var image: UIImage?
    do {
      let asset = UIImageAsset()
      weakAsset = asset
      asset.register(try png("Icon@2x.png", scale: 2), with: traits(2))
      image = asset.image(with: traits(2))
    }
    #expect(image?.imageAsset != nil)
    #expect(weakAsset != nil)
    image = nil
    #expect(weakAsset == nil)
  }

  @Test("Configurations: register and look up by UIImage.Configuration")
  func configurations() throws {
    let asset = UIImageAsset()
    let compactConfiguration = UIImage.Configuration(traitCollection: traits(2, width: .compact))
    asset.register(try png("Icon@2x.png", scale: 2), with: UIImage.Configuration(traitCollection: traits(2)))
    asset.register(try png("OnlyDouble@2x.png", scale: 2), with: compactConfiguration)
    let compact = asset.image(with: compactConfiguration)
    #expect(compact.size.width == 20)
    #expect(compact.configuration == compactConfiguration)
    asset.unregisterImage(with: compactConfiguration)
    #expect(asset.image(with: compactConfiguration).size.width == 10)
  }
}
