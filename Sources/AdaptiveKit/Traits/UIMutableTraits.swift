/// A mutable container of traits, used to build trait collections and to set trait overrides.
public protocol UIMutableTraits {
  /// The user interface idiom.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  /// The display scale (0 = unspecified).
  var displayScale: CGFloat { get set }
  /// The display gamut.
  var displayGamut: UIDisplayGamut { get set }
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The light/dark appearance.
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  /// The layout direction.
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  /// The 3D Touch capability.
  var forceTouchCapability: UIForceTouchCapability { get set }
  /// The preferred content size category.
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  /// The accessibility contrast.
  var accessibilityContrast: UIAccessibilityContrast { get set }
  /// The user interface level.
  var userInterfaceLevel: UIUserInterfaceLevel { get set }
  /// The legibility weight.
  var legibilityWeight: UILegibilityWeight { get set }
  /// The active appearance.
  var activeAppearance: UIUserInterfaceActiveAppearance { get set }
  /// Any trait's value, system or custom; the value type is checked at compile time.
  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}
