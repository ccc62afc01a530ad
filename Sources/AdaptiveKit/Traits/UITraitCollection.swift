/// An immutable collection of trait values: size classes, idiom, scale and the later traits.
///
/// A trait whose value is "unspecified" (size class `.unspecified`, scale `0`, …) is not specified;
/// single-trait initializers produce partially specified collections.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  // Immutable after init; `@unchecked` only because NSObject is not Sendable on Linux.
  let storage: TraitStorage
  /// The tint `UIColor.tintColor` resolves to against this collection: the view's tint for the
  /// collections a view's drawing resolves colors with; not a trait (no effect on equality).
  let tintColorForResolution: UIColor?

  init(storage: TraitStorage, tintColorForResolution: UIColor? = nil) {
    self.storage = storage
    self.tintColorForResolution = tintColorForResolution
    super.init()
  }

  /// A collection with every trait unspecified.
  public override convenience init() { self.init(storage: TraitStorage()) }

  /// Combines collections left to right: a specified value replaces what came before, so the last
  /// collection that specifies a trait wins; unspecified values never replace anything.
  /// An empty array gives an all-unspecified collection (unconfirmed, chosen behaviour).
  @available(iOS, deprecated: 17.0, message: "Use init(mutations:) or modifyingTraits(_:)")
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(storage: UITraitCollection.combined(traitCollections.map(\.storage)))
  }

  /// Builds a collection by setting traits on an empty mutable container.
  public convenience init(mutations: TraitMutations) {
    var traits: any UIMutableTraits = UITraitOverrides()
    mutations(&traits)
    self.init(storage: UITraitCollection.storage(from: traits, over: TraitStorage()))
  }

  /// A function that changes trait values in a mutable container.
  public typealias TraitMutations = (inout any UIMutableTraits) -> Void

  /// Returns a copy of this collection with the mutations applied.
  public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
    var traits: any UIMutableTraits = UITraitOverrides()
    mutations(&traits)
    return UITraitCollection(storage: UITraitCollection.storage(from: traits, over: storage))
  }

  static func storage(from traits: any UIMutableTraits, over base: TraitStorage) -> TraitStorage {
    if let overrides = traits as? UITraitOverrides { return overrides.applied(to: base) }
    // Another conforming type: read every system trait through the protocol.
    var copy = UITraitOverrides()
    copy.userInterfaceIdiom = traits.userInterfaceIdiom
    copy.displayScale = traits.displayScale
    copy.displayGamut = traits.displayGamut
    copy.horizontalSizeClass = traits.horizontalSizeClass
    copy.verticalSizeClass = traits.verticalSizeClass
    copy.userInterfaceStyle = traits.userInterfaceStyle
    copy.layoutDirection = traits.layoutDirection
    copy.forceTouchCapability = traits.forceTouchCapability
    copy.preferredContentSizeCategory = traits.preferredContentSizeCategory
    copy.accessibilityContrast = traits.accessibilityContrast
    copy.userInterfaceLevel = traits.userInterfaceLevel
    copy.legibilityWeight = traits.legibilityWeight
    copy.activeAppearance = traits.activeAppearance
    var result = base
    for trait in SystemTrait.allCases where copy.storage.isSpecified(trait) {
      result.copy(trait, from: copy.storage)
    }
    return result
  }

  static func combined(_ storages: [TraitStorage]) -> TraitStorage {
    var result = TraitStorage()
    for storage in storages {
      for trait in SystemTrait.allCases where storage.isSpecified(trait) {
        result.copy(trait, from: storage)
      }
      for (key, value) in storage.custom { result.custom[key] = value }
    }
    return result
  }

  // MARK: One-trait collections

  /// A collection specifying only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    var s = TraitStorage(); s.horizontalSizeClass = horizontalSizeClass; self.init(storage: s)
  }
  /// A collection specifying only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    var s = TraitStorage(); s.verticalSizeClass = verticalSizeClass; self.init(storage: s)
  }
  /// A collection specifying only the idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    var s = TraitStorage(); s.userInterfaceIdiom = userInterfaceIdiom; self.init(storage: s)
  }
  /// A collection specifying only the display scale.
  public convenience init(displayScale: CGFloat) {
    var s = TraitStorage(); s.displayScale = displayScale; self.init(storage: s)
  }
  /// A collection specifying only the display gamut.
  public convenience init(displayGamut: UIDisplayGamut) {
    var s = TraitStorage(); s.displayGamut = displayGamut; self.init(storage: s)
  }
  /// A collection specifying only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    var s = TraitStorage(); s.layoutDirection = layoutDirection; self.init(storage: s)
  }
  /// A collection specifying only the 3D Touch capability.
  public convenience init(forceTouchCapability: UIForceTouchCapability) {
    var s = TraitStorage(); s.forceTouchCapability = forceTouchCapability; self.init(storage: s)
  }
  /// A collection specifying only the preferred content size category.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    var s = TraitStorage(); s.preferredContentSizeCategory = preferredContentSizeCategory
    self.init(storage: s)
  }
  /// A collection specifying only the light/dark style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    var s = TraitStorage(); s.userInterfaceStyle = userInterfaceStyle; self.init(storage: s)
  }
  /// A collection specifying only the accessibility contrast.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    var s = TraitStorage(); s.accessibilityContrast = accessibilityContrast; self.init(storage: s)
  }
  /// A collection specifying only the user interface level.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    var s = TraitStorage(); s.userInterfaceLevel = userInterfaceLevel; self.init(storage: s)
  }
  /// A collection specifying only the legibility weight.
  public convenience init(legibilityWeight: UILegibilityWeight) {
    var s = TraitStorage(); s.legibilityWeight = legibilityWeight; self.init(storage: s)
  }
  /// A collection specifying only the active appearance.
  public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
    var s = TraitStorage(); s.activeAppearance = activeAppearance; self.init(storage: s)
  }

  // MARK: Trait values

  /// The horizontal (width) size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass { storage.horizontalSizeClass }
  /// The vertical (height) size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass { storage.verticalSizeClass }
  /// The user interface idiom.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { storage.userInterfaceIdiom }
  /// The display scale; 0 means unspecified.
  public var displayScale: CGFloat { storage.displayScale }
  /// The display gamut.
  public var displayGamut: UIDisplayGamut { storage.displayGamut }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection { storage.layoutDirection }
  /// The 3D Touch capability.
  public var forceTouchCapability: UIForceTouchCapability { storage.forceTouchCapability }
  /// The preferred content size category.
  public var preferredContentSizeCategory: UIContentSizeCategory { storage.preferredContentSizeCategory }
  /// The light/dark appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle { storage.userInterfaceStyle }
  /// The accessibility contrast.
  public var accessibilityContrast: UIAccessibilityContrast { storage.accessibilityContrast }
  /// The user interface level.
  public var userInterfaceLevel: UIUserInterfaceLevel { storage.userInterfaceLevel }
  /// The legibility weight.
  public var legibilityWeight: UILegibilityWeight { storage.legibilityWeight }
  /// The active appearance.
  public var activeAppearance: UIUserInterfaceActiveAppearance { storage.activeAppearance }

  /// Any trait's value, system or custom; a custom trait that is not set gives its default value.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { storage.value(of: trait) }

  // MARK: Comparing

  /// True when, for every trait `traitCollection` specifies, this collection has the same value.
  /// A nil argument specifies nothing, so the answer is true (unconfirmed, chosen behaviour).
  @available(iOS, deprecated: 17.0)
  public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
    guard let other = traitCollection?.storage else { return true }
    for trait in SystemTrait.allCases where other.isSpecified(trait) {
      if !storage.hasSameValue(trait, as: other) { return false }
    }
    for (key, value) in other.custom {
      guard let mine = storage.custom[key], mine.hasSameValue(as: value) else { return false }
    }
    return true
  }

  /// True when a trait that changes how colors resolve differs (style, contrast, level, gamut).
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    let other = traitCollection?.storage ?? TraitStorage()
    for trait in SystemTrait.allCases where trait.affectsColorAppearance {
      if !storage.hasSameValue(trait, as: other) { return true }
    }
    for (key, value) in storage.custom where value.trait.affectsColorAppearance {
      guard let theirs = other.custom[key], theirs.hasSameValue(as: value) else { return true }
    }
    for (key, value) in other.custom where value.trait.affectsColorAppearance && storage.custom[key] == nil {
      return true
    }
    return false
  }

  /// The system traits that affect how dynamic colors resolve.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    SystemTrait.allCases.filter(\.affectsColorAppearance).map(\.definition)
  }

  /// The system traits that affect which image variant is chosen.
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [
      UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitDisplayGamut.self,
      UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self,
      UITraitLayoutDirection.self, UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self,
    ]
  }

  /// Whether the four iOS 8 traits (both size classes, idiom and scale) all have real values —
  /// what the seeds call a "fully qualified" collection. AdaptiveKit addition; UIKit has no API.
  public var isFullySpecified: Bool {
    storage.isSpecified(.horizontalSizeClass) && storage.isSpecified(.verticalSizeClass)
      && storage.isSpecified(.userInterfaceIdiom) && storage.isSpecified(.displayScale)
  }

  /// The traits that differ from another collection, as trait definition types. AdaptiveKit addition.
  public func changedTraits(from previous: UITraitCollection?) -> [UITrait] {
    let changed = storage.changedTraits(comparedTo: previous?.storage ?? TraitStorage())
    var result: [UITrait] = SystemTrait.allCases.filter { changed.contains($0.key) }.map(\.definition)
    result += storage.sortedCustom.map(\.trait).filter { changed.contains(TraitKey($0)) }
    if let previous {
      result += previous.storage.sortedCustom.map(\.trait).filter {
        changed.contains(TraitKey($0)) && storage.custom[TraitKey($0)] == nil
      }
    }
    return result
  }

  // MARK: NSObject

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return storage == other.storage
  }

  public override var hash: Int { storage.hashValue }

  /// UIKit's style: `<UITraitCollection: HorizontalSizeClass = Compact, …>`, specified traits only.
  public override var description: String {
    var parts: [String] = []
    for trait in SystemTrait.allCases where storage.isSpecified(trait) {
      parts.append("\(trait.definition.name) = \(describe(storage.value(of: trait)))")
    }
    for custom in storage.sortedCustom {
      parts.append("\(custom.trait.name) = \(describe(custom.value))")
    }
    return parts.isEmpty ? "<UITraitCollection>" : "<UITraitCollection: \(parts.joined(separator: ", "))>"
  }

  public override var debugDescription: String { description }

  private func describe(_ value: Any) -> String {
    if let scale = value as? CGFloat {
      return scale.rounded() == scale ? String(Int(saturating: scale)) : String(describing: scale)
    }
    return String(describing: value)
  }
}
