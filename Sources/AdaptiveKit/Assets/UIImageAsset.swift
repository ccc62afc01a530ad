/// The variants of one piece of artwork — by scale, idiom, size class, appearance — from which
/// the one best matching a trait collection is chosen. Variants can be added and removed on the fly.
open class UIImageAsset: NSObject, @unchecked Sendable {
  // `@unchecked`: the variant list is guarded by `lock`; NSObject is not Sendable on Linux.
  private let lock = NSLock()
  private var variants: [(traits: VariantTraits, image: UIImage)] = []

  /// An empty asset.
  public override init() { super.init() }

  /// Adds `image` as the variant for `traitCollection`, replacing one registered with equivalent
  /// traits. A missing display scale is stored as 1.0 and a missing idiom as unspecified, as UIKit does.
  open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    store(image, traits: VariantTraits(traitCollection).completedForRegistration())
  }

  /// Adds `image` as the variant for a configuration's traits.
  open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
    register(image, with: configuration.traitCollection ?? UITraitCollection())
  }

  /// Removes the variant registered for `traitCollection`. Pass the collection used to register:
  /// it is completed as a registration was (scale 1, no idiom) and, failing that, as a lookup is
  /// (the device's scale and idiom), so both UIKit readings of the documentation find the variant.
  open func unregisterImage(with traitCollection: UITraitCollection) {
    let given = VariantTraits(traitCollection)
    var lookup = given.completedForLookup()
    var candidates = [given.completedForRegistration(), lookup]
    if given.idiom == .unspecified {
      lookup.idiom = .unspecified
      candidates.append(lookup)
    }
    lock.withLock {
      guard let match = candidates.first(where: { wanted in variants.contains { $0.traits == wanted } }) else { return }
      variants.removeAll { $0.traits == match }
    }
  }

  /// Removes the variant registered for a configuration's traits.
  open func unregisterImage(with configuration: UIImage.Configuration) {
    unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
  }

  /// The variant that best matches `traitCollection`; when none matches precisely, the best match
  /// available; an asset with no variants gives an empty image.
  open func image(with traitCollection: UITraitCollection) -> UIImage {
    resolvedImage(for: VariantTraits(traitCollection), strict: false) ?? UIImage()
  }

  /// The variant that best matches a configuration's traits.
  open func image(with configuration: UIImage.Configuration) -> UIImage {
    let image = self.image(with: configuration.traitCollection ?? UITraitCollection())
    return image.withConfiguration(configuration)
  }

  /// The registered variants' trait collections, in registration order. AdaptiveKit addition.
  public var _registeredTraitCollections: [UITraitCollection] {
    lock.withLock { variants.map(\.traits.traitCollection) }
  }

  // MARK: Internal

  /// Stores a variant under exact traits (catalog slots keep "any scale" for vector artwork).
  func store(_ image: UIImage, traits: VariantTraits) {
    let variant = UIImage(
      content: image.content, scale: image.scale, traits: traits, renderingMode: image.renderingMode,
      configuration: nil, name: image.name, asset: self, ownsAsset: false, recordedSize: image.recordedSize,
      direction: image.direction, drawingOptions: image.drawingOptions)
    lock.withLock {
      variants.removeAll { $0.traits == traits }
      variants.append((traits, variant))
    }
  }

  /// The variant for a query completed with the device's scale and idiom; `strict` refuses
  /// incompatible variants (named lookups return nil then), otherwise the closest one is used.
  func resolvedImage(for query: VariantTraits, strict: Bool) -> UIImage? {
    let completed = query.completedForLookup()
    let entry: (traits: VariantTraits, image: UIImage)? = lock.withLock {
      let all = variants.map(\.traits)
      let index = strict ? VariantMatcher.bestIndex(of: all, for: completed) : VariantMatcher.closestIndex(of: all, for: completed)
      return index.map { variants[$0] }
    }
    guard let entry else { return nil }
    let (traits, image) = entry
    // Vector artwork takes the scale it is drawn at; its traits then report that scale.
    var reported = traits
    var scale = image.scale
    if image.content?.header.isVector == true {
      scale = completed.scale
      reported.scale = completed.scale
    }
    return UIImage(
      content: image.content, scale: scale, traits: reported, renderingMode: image.renderingMode,
      configuration: nil, name: image.name, asset: self, recordedSize: image.recordedSize, direction: image.direction,
      drawingOptions: image.drawingOptions)
  }
}
