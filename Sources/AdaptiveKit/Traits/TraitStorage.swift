/// A custom trait's value, type-erased so collections of any traits stay one plain value.
struct CustomTraitValue: @unchecked Sendable {
  // The value is never mutated after it is stored; trait values are immutable by contract.
  let trait: any UITraitDefinition.Type
  let value: Any

  func hasSameValue(as other: CustomTraitValue) -> Bool { traitValuesEqual(value, other.value) }
}

/// Compares two trait values: by `==` when the type is Equatable, by identity for objects.
func traitValuesEqual(_ a: Any, _ b: Any) -> Bool {
  if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
  if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
  return false
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Every trait value of a collection: a field per system trait plus the custom traits that are set.
struct TraitStorage: Sendable {
  var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
  var displayScale: CGFloat = 0
  var displayGamut = UIDisplayGamut.unspecified
  var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
  var forceTouchCapability = UIForceTouchCapability.unknown
  var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  var accessibilityContrast = UIAccessibilityContrast.unspecified
  var userInterfaceLevel = UIUserInterfaceLevel.unspecified
  var legibilityWeight = UILegibilityWeight.unspecified
  var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
  var custom: [TraitKey: CustomTraitValue] = [:]

  /// Whether a system trait holds a real value (not its unspecified value).
  func isSpecified(_ trait: SystemTrait) -> Bool {
    switch trait {
    case .userInterfaceIdiom: return userInterfaceIdiom != .unspecified
    case .displayScale: return displayScale != 0
    case .displayGamut: return displayGamut != .unspecified
    case .horizontalSizeClass: return horizontalSizeClass != .unspecified
    case .verticalSizeClass: return verticalSizeClass != .unspecified
    case .userInterfaceStyle: return userInterfaceStyle != .unspecified
    case .layoutDirection: return layoutDirection != .unspecified
    case .forceTouchCapability: return forceTouchCapability != .unknown
    case .preferredContentSizeCategory: return preferredContentSizeCategory != .unspecified
    case .accessibilityContrast: return accessibilityContrast != .unspecified
    case .userInterfaceLevel: return userInterfaceLevel != .unspecified
    case .legibilityWeight: return legibilityWeight != .unspecified
    case .activeAppearance: return activeAppearance != .unspecified
    }
  }

  /// Whether one system trait holds the same value in both storages.
  func hasSameValue(_ trait: SystemTrait, as other: TraitStorage) -> Bool {
    switch trait {
    case .userInterfaceIdiom: return userInterfaceIdiom == other.userInterfaceIdiom
    case .displayScale: return displayScale == other.displayScale
    case .displayGamut: return displayGamut == other.displayGamut
    case .horizontalSizeClass: return horizontalSizeClass == other.horizontalSizeClass
    case .verticalSizeClass: return verticalSizeClass == other.verticalSizeClass
    case .userInterfaceStyle: return userInterfaceStyle == other.userInterfaceStyle
    case .layoutDirection: return layoutDirection == other.layoutDirection
    case .forceTouchCapability: return forceTouchCapability == other.forceTouchCapability
    case .preferredContentSizeCategory:
      return preferredContentSizeCategory == other.preferredContentSizeCategory
    case .accessibilityContrast: return accessibilityContrast == other.accessibilityContrast
    case .userInterfaceLevel: return userInterfaceLevel == other.userInterfaceLevel
    case .legibilityWeight: return legibilityWeight == other.legibilityWeight
    case .activeAppearance: return activeAppearance == other.activeAppearance
    }
  }

  /// Copies one system trait's value from another storage.
  mutating func copy(_ trait: SystemTrait, from other: TraitStorage) {
    switch trait {
    case .userInterfaceIdiom: userInterfaceIdiom = other.userInterfaceIdiom
    case .displayScale: displayScale = other.displayScale
    case .displayGamut: displayGamut = other.displayGamut
    case .horizontalSizeClass: horizontalSizeClass = other.horizontalSizeClass
    case .verticalSizeClass: verticalSizeClass = other.verticalSizeClass
    case .userInterfaceStyle: userInterfaceStyle = other.userInterfaceStyle
    case .layoutDirection: layoutDirection = other.layoutDirection
    case .forceTouchCapability: forceTouchCapability = other.forceTouchCapability
    case .preferredContentSizeCategory: preferredContentSizeCategory = other.preferredContentSizeCategory
    case .accessibilityContrast: accessibilityContrast = other.accessibilityContrast
    case .userInterfaceLevel: userInterfaceLevel = other.userInterfaceLevel
    case .legibilityWeight: legibilityWeight = other.legibilityWeight
    case .activeAppearance: activeAppearance = other.activeAppearance
    }
  }

  /// A system trait's value, boxed, for the generic subscripts.
  func value(of trait: SystemTrait) -> Any {
    switch trait {
    case .userInterfaceIdiom: return userInterfaceIdiom
    case .displayScale: return displayScale
    case .displayGamut: return displayGamut
    case .horizontalSizeClass: return horizontalSizeClass
    case .verticalSizeClass: return verticalSizeClass
    case .userInterfaceStyle: return userInterfaceStyle
    case .layoutDirection: return layoutDirection
    case .forceTouchCapability: return forceTouchCapability
    case .preferredContentSizeCategory: return preferredContentSizeCategory
    case .accessibilityContrast: return accessibilityContrast
    case .userInterfaceLevel: return userInterfaceLevel
    case .legibilityWeight: return legibilityWeight
    case .activeAppearance: return activeAppearance
    }
  }

  /// Sets a system trait from a boxed value; the generic subscripts guarantee the type matches.
  mutating func setValue(_ value: Any, of trait: SystemTrait) {
    var source = TraitStorage()
    switch trait {
    case .userInterfaceIdiom: if let v = value as? UIUserInterfaceIdiom { source.userInterfaceIdiom = v }
    case .displayScale: if let v = value as? CGFloat { source.displayScale = v }
    case .displayGamut: if let v = value as? UIDisplayGamut { source.displayGamut = v }
    case .horizontalSizeClass:
      if let v = value as? UIUserInterfaceSizeClass { source.horizontalSizeClass = v }
    case .verticalSizeClass: if let v = value as? UIUserInterfaceSizeClass { source.verticalSizeClass = v }
    case .userInterfaceStyle: if let v = value as? UIUserInterfaceStyle { source.userInterfaceStyle = v }
    case .layoutDirection:
      if let v = value as? UITraitEnvironmentLayoutDirection { source.layoutDirection = v }
    case .forceTouchCapability:
      if let v = value as? UIForceTouchCapability { source.forceTouchCapability = v }
    case .preferredContentSizeCategory:
      if let v = value as? UIContentSizeCategory { source.preferredContentSizeCategory = v }
    case .accessibilityContrast:
      if let v = value as? UIAccessibilityContrast { source.accessibilityContrast = v }
    case .userInterfaceLevel: if let v = value as? UIUserInterfaceLevel { source.userInterfaceLevel = v }
    case .legibilityWeight: if let v = value as? UILegibilityWeight { source.legibilityWeight = v }
    case .activeAppearance:
      if let v = value as? UIUserInterfaceActiveAppearance { source.activeAppearance = v }
    }
    copy(trait, from: source)
  }

  /// The value of any trait, falling back to the definition's default when it is not set.
  func value<T: UITraitDefinition>(of trait: T.Type) -> T.Value {
    if let system = SystemTrait.of(trait) {
      return (value(of: system) as? T.Value) ?? T.defaultValue
    }
    return (custom[TraitKey(trait)]?.value as? T.Value) ?? T.defaultValue
  }

  /// Sets any trait's value.
  mutating func setValue<T: UITraitDefinition>(_ value: T.Value, of trait: T.Type) {
    if let system = SystemTrait.of(trait) {
      setValue(value, of: system)
    } else {
      custom[TraitKey(trait)] = CustomTraitValue(trait: trait, value: value)
    }
  }

  /// The keys of every trait whose value differs between the two storages.
  func changedTraits(comparedTo other: TraitStorage) -> Set<TraitKey> {
    var changed = Set<TraitKey>()
    for trait in SystemTrait.allCases where !hasSameValue(trait, as: other) {
      changed.insert(trait.key)
    }
    for (key, value) in custom {
      if let theirs = other.custom[key] {
        if !value.hasSameValue(as: theirs) { changed.insert(key) }
      } else {
        changed.insert(key)
      }
    }
    for key in other.custom.keys where custom[key] == nil { changed.insert(key) }
    return changed
  }

  /// Custom traits in a stable order (by name, then identifier) for descriptions.
  var sortedCustom: [CustomTraitValue] {
    custom.values.sorted {
      ($0.trait.name, $0.trait.identifier) < ($1.trait.name, $1.trait.identifier)
    }
  }
}

extension TraitStorage: Equatable {
  /// What `changedTraits(comparedTo:).isEmpty` says, without building the set: the trait engine
  /// compares every view's pending and current storages on each update (a set per view was 4.5 %
  /// of `adaptive layout` on a 10,000-view form).
  static func == (lhs: TraitStorage, rhs: TraitStorage) -> Bool {
    guard lhs.userInterfaceIdiom == rhs.userInterfaceIdiom, lhs.displayScale == rhs.displayScale,
      lhs.displayGamut == rhs.displayGamut, lhs.horizontalSizeClass == rhs.horizontalSizeClass,
      lhs.verticalSizeClass == rhs.verticalSizeClass, lhs.userInterfaceStyle == rhs.userInterfaceStyle,
      lhs.layoutDirection == rhs.layoutDirection, lhs.forceTouchCapability == rhs.forceTouchCapability,
      lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory,
      lhs.accessibilityContrast == rhs.accessibilityContrast, lhs.userInterfaceLevel == rhs.userInterfaceLevel,
      lhs.legibilityWeight == rhs.legibilityWeight, lhs.activeAppearance == rhs.activeAppearance,
      lhs.custom.count == rhs.custom.count
    else { return false }
    // Equal counts and every key of one found in the other: the key sets are the same.
    for (key, value) in lhs.custom {
      guard let theirs = rhs.custom[key], value.hasSameValue(as: theirs) else { return false }
    }
    return true
  }
}

extension TraitStorage: Hashable {
  func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceIdiom)
    hasher.combine(displayScale)
    hasher.combine(displayGamut)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceStyle)
    hasher.combine(layoutDirection)
    hasher.combine(forceTouchCapability)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(accessibilityContrast)
    hasher.combine(userInterfaceLevel)
    hasher.combine(legibilityWeight)
    hasher.combine(activeAppearance)
    // Custom values need not be Hashable; their identities and count are enough for a hash.
    hasher.combine(custom.count)
  }
}
