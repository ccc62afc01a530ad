/// The traits one variant of an image or color is for (a catalog slot or a registered image), and
/// the traits a lookup asks for. Unspecified values are wildcards in a variant.
struct VariantTraits: Hashable, Sendable {
  var idiom = UIUserInterfaceIdiom.unspecified
  /// 0 for "any scale": single-scale vector artwork, or a query that has not been completed.
  var scale: CGFloat = 0
  var horizontal = UIUserInterfaceSizeClass.unspecified
  var vertical = UIUserInterfaceSizeClass.unspecified
  var style = UIUserInterfaceStyle.unspecified
  var contrast = UIAccessibilityContrast.unspecified
  var gamut = UIDisplayGamut.unspecified
  var direction = UITraitEnvironmentLayoutDirection.unspecified

  init() {}

  init(_ traits: UITraitCollection) {
    idiom = traits.userInterfaceIdiom
    scale = traits.displayScale
    horizontal = traits.horizontalSizeClass
    vertical = traits.verticalSizeClass
    style = traits.userInterfaceStyle
    contrast = traits.accessibilityContrast
    gamut = traits.displayGamut
    direction = traits.layoutDirection
  }

  /// The same traits as a trait collection (what `UIImage.traitCollection` reports).
  var traitCollection: UITraitCollection {
    var storage = TraitStorage()
    if idiom != .unspecified { storage.userInterfaceIdiom = idiom }
    if scale > 0 { storage.displayScale = scale }
    if horizontal != .unspecified { storage.horizontalSizeClass = horizontal }
    if vertical != .unspecified { storage.verticalSizeClass = vertical }
    if style != .unspecified { storage.userInterfaceStyle = style }
    if contrast != .unspecified { storage.accessibilityContrast = contrast }
    if gamut != .unspecified { storage.displayGamut = gamut }
    if direction != .unspecified { storage.layoutDirection = direction }
    return UITraitCollection(storage: storage)
  }

  /// The traits without the scale: what makes variants of one artwork different apart from resolution.
  var withoutScale: VariantTraits {
    var copy = self
    copy.scale = 0
    return copy
  }

  /// A registration: UIKit stores a missing scale as 1.0 and a missing idiom as unspecified.
  func completedForRegistration() -> VariantTraits {
    var copy = self
    if copy.scale <= 0 { copy.scale = 1 }
    return copy
  }

  /// A lookup: UIKit fills a missing scale and idiom from the device (the main screen).
  func completedForLookup() -> VariantTraits {
    var copy = self
    let device = DeviceDefaults.current
    if copy.scale <= 0 { copy.scale = device.scale }
    if copy.idiom == .unspecified { copy.idiom = device.idiom }
    return copy
  }
}

/// The main screen's traits, for lookups that do not say theirs. Image and color lookups are not
/// main-actor bound, so they read a snapshot the main screen keeps current.
enum DeviceDefaults {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var snapshot: UITraitCollection?

  /// Records the main screen's traits (when it is replaced or its traits change).
  @MainActor
  static func mainScreenDidChange(_ screen: UIScreen) {
    let traits = screen.traitCollection
    lock.withLock { snapshot = traits }
  }

  /// The main screen's traits; before any screen exists, those of the iPhone 8 class screen
  /// `UIScreen.main` starts as (2x, phone).
  static var screenTraits: UITraitCollection {
    if let traits = lock.withLock({ snapshot }) { return traits }
    var storage = TraitStorage()
    storage.displayScale = 2
    storage.userInterfaceIdiom = .phone
    return UITraitCollection(storage: storage)
  }

  /// The main screen's scale and idiom.
  static var current: (scale: CGFloat, idiom: UIUserInterfaceIdiom) {
    let traits = screenTraits
    return (traits.displayScale > 0 ? traits.displayScale : 2, traits.userInterfaceIdiom)
  }
}
