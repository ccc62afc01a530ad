/// Trait values that a trait environment applies on top of the traits it inherits (iOS 17).
///
/// Assigning through a view's, view controller's, window's or presentation controller's
/// `traitOverrides` updates that object's traits and its descendants'. An override holds even when
/// its value is the trait's unspecified value; `remove(_:)` takes it away.
public struct UITraitOverrides: UIMutableTraits, Sendable, Equatable {
  var storage = TraitStorage()
  var setSystemTraits = Set<SystemTrait>()

  /// An empty set of overrides.
  public init() {}

  /// Whether an override is set for the trait.
  public func contains(_ trait: UITrait) -> Bool {
    if let system = SystemTrait.of(trait) { return setSystemTraits.contains(system) }
    return storage.custom[TraitKey(trait)] != nil
  }

  /// Removes the override for the trait, if any.
  public mutating func remove(_ trait: UITrait) {
    if let system = SystemTrait.of(trait) {
      setSystemTraits.remove(system)
      storage.copy(system, from: TraitStorage())
    } else {
      storage.custom[TraitKey(trait)] = nil
    }
  }

  /// True when no override is set.
  public var isEmpty: Bool { setSystemTraits.isEmpty && storage.custom.isEmpty }

  /// The inherited traits with these overrides applied.
  func applied(to base: TraitStorage) -> TraitStorage {
    var result = base
    for trait in setSystemTraits { result.copy(trait, from: storage) }
    for (key, value) in storage.custom { result.custom[key] = value }
    return result
  }

  private mutating func set(_ trait: SystemTrait, _ apply: (inout TraitStorage) -> Void) {
    apply(&storage)
    setSystemTraits.insert(trait)
  }

  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { storage.userInterfaceIdiom }
    set { set(.userInterfaceIdiom) { $0.userInterfaceIdiom = newValue } }
  }
  public var displayScale: CGFloat {
    get { storage.displayScale }
    set { set(.displayScale) { $0.displayScale = newValue } }
  }
  public var displayGamut: UIDisplayGamut {
    get { storage.displayGamut }
    set { set(.displayGamut) { $0.displayGamut = newValue } }
  }
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { storage.horizontalSizeClass }
    set { set(.horizontalSizeClass) { $0.horizontalSizeClass = newValue } }
  }
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { storage.verticalSizeClass }
    set { set(.verticalSizeClass) { $0.verticalSizeClass = newValue } }
  }
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { storage.userInterfaceStyle }
    set { set(.userInterfaceStyle) { $0.userInterfaceStyle = newValue } }
  }
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { storage.layoutDirection }
    set { set(.layoutDirection) { $0.layoutDirection = newValue } }
  }
  public var forceTouchCapability: UIForceTouchCapability {
    get { storage.forceTouchCapability }
    set { set(.forceTouchCapability) { $0.forceTouchCapability = newValue } }
  }
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { storage.preferredContentSizeCategory }
    set { set(.preferredContentSizeCategory) { $0.preferredContentSizeCategory = newValue } }
  }
  public var accessibilityContrast: UIAccessibilityContrast {
    get { storage.accessibilityContrast }
    set { set(.accessibilityContrast) { $0.accessibilityContrast = newValue } }
  }
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { storage.userInterfaceLevel }
    set { set(.userInterfaceLevel) { $0.userInterfaceLevel = newValue } }
  }
  public var legibilityWeight: UILegibilityWeight {
    get { storage.legibilityWeight }
    set { set(.legibilityWeight) { $0.legibilityWeight = newValue } }
  }
  public var activeAppearance: UIUserInterfaceActiveAppearance {
    get { storage.activeAppearance }
    set { set(.activeAppearance) { $0.activeAppearance = newValue } }
  }

  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { storage.value(of: trait) }
    set {
      storage.setValue(newValue, of: trait)
      if let system = SystemTrait.of(trait) { setSystemTraits.insert(system) }
    }
  }
}
