import AdaptiveKit

/// One set of user settings a scene is laid out under for the accessibility rules: appearance,
/// text size, layout direction and contrast, applied as the device's settings (what a user sets
/// in Settings), on top of the device and orientation the scene is laid out on. A `nil` trait
/// keeps the device's default.
public struct LintVariant: Hashable, Sendable, CustomStringConvertible {
  /// Light or dark appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle?
  /// The Dynamic Type text size.
  public var preferredContentSizeCategory: UIContentSizeCategory?
  /// Left-to-right or right-to-left.
  public var layoutDirection: UITraitEnvironmentLayoutDirection?
  /// Normal or increased contrast.
  public var accessibilityContrast: UIAccessibilityContrast?

  /// Creates a variant; traits left `nil` keep the device's defaults.
  public init(
    userInterfaceStyle: UIUserInterfaceStyle? = nil, preferredContentSizeCategory: UIContentSizeCategory? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection? = nil, accessibilityContrast: UIAccessibilityContrast? = nil
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
    self.accessibilityContrast = accessibilityContrast
  }

  /// The device's defaults (light, Large text, left to right, normal contrast): today's behaviour.
  public static let standard = LintVariant()

  /// Whether the variant changes nothing.
  public var isStandard: Bool { self == .standard }

  /// `dark, AX5, rtl`, or `default traits`.
  public var description: String {
    var parts: [String] = []
    switch userInterfaceStyle {
    case .light?: parts.append("light")
    case .dark?: parts.append("dark")
    default: break
    }
    if let preferredContentSizeCategory { parts.append(Self.shortName(of: preferredContentSizeCategory)) }
    switch layoutDirection {
    case .leftToRight?: parts.append("ltr")
    case .rightToLeft?: parts.append("rtl")
    default: break
    }
    if accessibilityContrast == .high { parts.append("high contrast") }
    return parts.isEmpty ? "default traits" : parts.joined(separator: ", ")
  }

  /// The short names of the content size categories (`XS` … `XXXL`, `AX1` … `AX5`), in order.
  public static let contentSizeNames: [(name: String, category: UIContentSizeCategory)] = [
    ("XS", .extraSmall), ("S", .small), ("M", .medium), ("L", .large), ("XL", .extraLarge),
    ("XXL", .extraExtraLarge), ("XXXL", .extraExtraExtraLarge), ("AX1", .accessibilityMedium),
    ("AX2", .accessibilityLarge), ("AX3", .accessibilityExtraLarge), ("AX4", .accessibilityExtraExtraLarge),
    ("AX5", .accessibilityExtraExtraExtraLarge),
  ]

  /// `AX5` for `accessibilityExtraExtraExtraLarge`; the raw value for a category not in the table.
  public static func shortName(of category: UIContentSizeCategory) -> String {
    contentSizeNames.first { $0.category == category }?.name ?? category.rawValue
  }

  /// The named matrices `variants(named:)` knows, with what each holds.
  public static let matrixNames: [(name: String, summary: String)] = [
    ("standard", "the device's defaults only"),
    ("appearances", "light and dark"),
    ("accessibility", "Large and the five accessibility text sizes, each light and dark"),
  ]

  /// The variants of a named matrix, or nil for an unknown name.
  public static func variants(named name: String) -> [LintVariant]? {
    switch name {
    case "standard": return [.standard]
    case "appearances": return [LintVariant(userInterfaceStyle: .light), LintVariant(userInterfaceStyle: .dark)]
    case "accessibility":
      // Large first: the rule comparing variants reports a view that vanishes at a larger size
      // against the size where it was visible.
      let sizes = [UIContentSizeCategory.large] + contentSizeNames.map(\.category).filter(\.isAccessibilityCategory)
      return sizes.flatMap { size in
        [UIUserInterfaceStyle.light, .dark].map { LintVariant(userInterfaceStyle: $0, preferredContentSizeCategory: size) }
      }
    default: return nil
    }
  }

  /// Applies the variant as the user's settings on `simulator`.
  @MainActor
  func apply(to simulator: Simulator) {
    if let userInterfaceStyle { simulator.userInterfaceStyle = userInterfaceStyle }
    if let preferredContentSizeCategory { simulator.preferredContentSizeCategory = preferredContentSizeCategory }
    if let layoutDirection { simulator.layoutDirection = layoutDirection }
    if let accessibilityContrast { simulator.accessibilityContrast = accessibilityContrast }
  }
}

extension LintVariant {
  /// The accessibility rules' variant for a command line's trait variant (its release is the
  /// layout survey's concern, not the accessibility rules').
  public init(_ variant: TraitVariant) {
    self.init(
      userInterfaceStyle: variant.userInterfaceStyle, preferredContentSizeCategory: variant.preferredContentSizeCategory,
      layoutDirection: variant.layoutDirection, accessibilityContrast: variant.accessibilityContrast)
  }
}
