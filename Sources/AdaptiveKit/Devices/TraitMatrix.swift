/// The trait variants a run asks for: values per trait, whose cross product is taken, and
/// named matrices (`all`, `accessibility`, `dark`…) (AdaptiveKit addition). It is what the
/// `adaptive` commands' `--appearance`, `--content-size`, `--layout-direction`, `--contrast`,
/// `--ios` and `--variants` options, and `.adaptive.yml`'s `traits:`, read into.
public struct TraitMatrix: Hashable, Sendable {
  /// Appearances to show, each crossed with the other traits' values.
  public var appearances: [UIUserInterfaceStyle] = []
  /// Dynamic Type sizes.
  public var contentSizes: [UIContentSizeCategory] = []
  /// Layout directions.
  public var layoutDirections: [UITraitEnvironmentLayoutDirection] = []
  /// Contrast settings.
  public var contrasts: [UIAccessibilityContrast] = []
  /// iOS releases.
  public var releases: [UIKitRelease] = []
  /// Named matrices (keys of `TraitMatrix.named`), whose variants are joined.
  public var names: [String] = []

  /// An empty matrix: the device's defaults alone.
  public init() {}

  /// Whether nothing is asked for.
  public var isEmpty: Bool {
    appearances.isEmpty && contentSizes.isEmpty && layoutDirections.isEmpty && contrasts.isEmpty
      && releases.isEmpty && names.isEmpty
  }

  /// The variants, without repeats (an explicit Large, left to right or normal contrast is the
  /// device's own: `TraitVariant.leavingFixedDefaultsOpen`), in a stable order: each named matrix's variants in turn
  /// (the device's defaults when none is named), each crossed with every combination of the
  /// values given per trait, which take precedence over the named matrix's.
  public var variants: [TraitVariant] {
    var bases: [TraitVariant] = names.isEmpty ? [.deviceDefault] : []
    for name in names { bases += Self.named[name] ?? [] }
    var explicit: [TraitVariant] = [.deviceDefault]
    func cross<Value>(_ values: [Value], _ set: (inout TraitVariant, Value) -> Void) {
      guard !values.isEmpty else { return }
      explicit = explicit.flatMap { variant in
        values.map { value in
          var copy = variant
          set(&copy, value)
          return copy
        }
      }
    }
    cross(appearances) { $0.userInterfaceStyle = $1 }
    cross(contentSizes) { $0.preferredContentSizeCategory = $1 }
    cross(layoutDirections) { $0.layoutDirection = $1 }
    cross(contrasts) { $0.accessibilityContrast = $1 }
    cross(releases) { $0.release = $1 }
    var seen: Set<TraitVariant> = []
    var result: [TraitVariant] = []
    for base in bases {
      for values in explicit {
        let variant = base.overridden(by: values).leavingFixedDefaultsOpen
        if seen.insert(variant).inserted { result.append(variant) }
      }
    }
    return result
  }

  /// This matrix, with every trait `other` gives values for (and its named matrices, if any)
  /// replacing this one's: command-line options over `.adaptive.yml` defaults.
  public func overridden(by other: TraitMatrix) -> TraitMatrix {
    var result = self
    if !other.appearances.isEmpty { result.appearances = other.appearances }
    if !other.contentSizes.isEmpty { result.contentSizes = other.contentSizes }
    if !other.layoutDirections.isEmpty { result.layoutDirections = other.layoutDirections }
    if !other.contrasts.isEmpty { result.contrasts = other.contrasts }
    if !other.releases.isEmpty { result.releases = other.releases }
    if !other.names.isEmpty { result.names = other.names }
    return result
  }
}

extension TraitMatrix {
  /// The named matrices, in the order help text lists them.
  public static let namedOrder = ["default", "light", "dark", "rtl", "high-contrast", "dynamic-type", "accessibility", "all"]

  /// The named matrices' variants.
  ///
  /// - `default`: the device's settings; `light`, `dark`, `rtl`: that one trait;
  /// - `high-contrast`: increased contrast in both appearances;
  /// - `dynamic-type`: the twelve content size categories;
  /// - `accessibility`: the five accessibility sizes in both appearances;
  /// - `all`: both appearances × Large and AX5 × both directions (8 variants), the corners
  ///   where layouts break.
  public static let named: [String: [TraitVariant]] = [
    "default": [.deviceDefault],
    "light": [TraitVariant(userInterfaceStyle: .light)],
    "dark": [TraitVariant(userInterfaceStyle: .dark)],
    "rtl": [TraitVariant(layoutDirection: .rightToLeft)],
    "high-contrast": [UIUserInterfaceStyle.light, .dark].map {
      TraitVariant(userInterfaceStyle: $0, accessibilityContrast: .high)
    },
    "dynamic-type": UIContentSizeCategory.allCategories.map { TraitVariant(preferredContentSizeCategory: $0) },
    "accessibility": UIContentSizeCategory.allCategories.filter(\.isAccessibilityCategory).flatMap { category in
      [UIUserInterfaceStyle.light, .dark].map { TraitVariant(userInterfaceStyle: $0, preferredContentSizeCategory: category) }
    },
    "all": [UIUserInterfaceStyle.light, .dark].flatMap { style in
      [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge].flatMap { category in
        [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft].map { direction in
          TraitVariant(userInterfaceStyle: style, preferredContentSizeCategory: category, layoutDirection: direction)
        }
      }
    },
  ]

  /// Adds a named matrix (case-insensitive).
  public mutating func addVariants(named text: String) throws(TraitVariantError) {
    let key = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard Self.named[key] != nil else { throw TraitVariantError(option: "variants", value: text, accepted: Self.namedOrder) }
    if !names.contains(key) { names.append(key) }
  }

  /// Adds an appearance: `light` or `dark`.
  public mutating func addAppearance(_ text: String) throws(TraitVariantError) {
    let value: UIUserInterfaceStyle
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "light": value = .light
    case "dark": value = .dark
    default: throw TraitVariantError(option: "appearance", value: text, accepted: ["light", "dark"])
    }
    if !appearances.contains(value) { appearances.append(value) }
  }

  /// Adds a content size category by a short form, UIKit name or raw value.
  public mutating func addContentSize(_ text: String) throws(TraitVariantError) {
    guard let value = UIContentSizeCategory(name: text) else {
      throw TraitVariantError(
        option: "content-size", value: text,
        accepted: UIContentSizeCategory.shortNames + UIContentSizeCategory.swiftNames)
    }
    if !contentSizes.contains(value) { contentSizes.append(value) }
  }

  /// Adds a layout direction: `ltr` or `rtl`.
  public mutating func addLayoutDirection(_ text: String) throws(TraitVariantError) {
    let value: UITraitEnvironmentLayoutDirection
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "ltr", "lefttoright", "left-to-right": value = .leftToRight
    case "rtl", "righttoleft", "right-to-left": value = .rightToLeft
    default: throw TraitVariantError(option: "layout-direction", value: text, accepted: ["ltr", "rtl"])
    }
    if !layoutDirections.contains(value) { layoutDirections.append(value) }
  }

  /// Adds a contrast setting: `normal` or `high`.
  public mutating func addContrast(_ text: String) throws(TraitVariantError) {
    let value: UIAccessibilityContrast
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "normal": value = .normal
    case "high": value = .high
    default: throw TraitVariantError(option: "contrast", value: text, accepted: ["normal", "high"])
    }
    if !contrasts.contains(value) { contrasts.append(value) }
  }

  /// Adds an iOS release (`17`, `14.5`, `iOS 26`), as `UIKitRelease(_:)` reads it.
  public mutating func addRelease(_ text: String) throws(TraitVariantError) {
    guard let value = UIKitRelease(text) else {
      throw TraitVariantError(
        option: "ios", value: text,
        accepted: UIKitRelease.named.map { $0.minor == 0 ? "\($0.major)" : "\($0.major).\($0.minor)" })
    }
    if !releases.contains(value) { releases.append(value) }
  }
}
